import { LoginScreen } from './login-screen.tsx';

/** /tongan-login-new (overview §2). */
export default function Page() {
  return <LoginScreen variant="tonganNew" />;
}
