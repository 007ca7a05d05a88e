import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session-store.ts';
import { InFrame } from './in-frame.tsx';

/**
 * /404: unknown paths land here (overview §2); a declared page the session may not open says "no
 * access" instead (no-access.tsx). A signed-in person keeps the frame around it.
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <InFrame testId="not-found">
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
    </InFrame>
  );
}
