import { LoginScreen } from './login-screen.tsx';

/** /login (overview §2). */
export default function Page() {
  return <LoginScreen variant="default" />;
}
