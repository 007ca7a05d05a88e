import { LoginScreen } from './login-screen.tsx';

/** /tongan-login (overview §2). */
export default function Page() {
  return <LoginScreen variant="tongan" />;
}
