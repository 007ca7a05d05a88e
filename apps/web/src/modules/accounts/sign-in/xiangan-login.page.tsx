import { LoginScreen } from './login-screen.tsx';

/** /xiangan-login (overview §2). */
export default function Page() {
  return <LoginScreen variant="xiangan" />;
}
