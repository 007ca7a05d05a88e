import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session-store.ts';

/** /404: unknown paths land here (overview §2); a declared page the session may not open says "no access" instead (no-access.tsx). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="404"
        title={t('shell.notFound.title')}
        subTitle={t('shell.notFound.message')}
        extra={
          <Button type="primary" onClick={() => navigate(session ? '/' : '/login')} data-testid="not-found-home">
            {session ? t('shell.notFound.home') : t('shell.notFound.login')}
          </Button>
        }
      />
    </main>
  );
}
