import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageAt } from '../kit/page-model.ts';
import { InFrame } from './in-frame.tsx';

/**
 * 403 for a declared page the session may not open (a teacher typing a staff address, a group
 * typing a school page): it says so, names the page, and leads back to the session's workbench.
 * Shown in place, so the address stays what the user asked for, inside the frame.
 */
export default function NoAccessPage({ path, home }: { path: string; home: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = pageAt(path)?.page.title;
  return (
    <InFrame testId="no-access">
      <Result
        status="403"
        title={t('shell.noAccess.title')}
        subTitle={title ? t('shell.noAccess.page', { page: t(title) }) : t('shell.noAccess.message')}
        extra={
          <Button type="primary" onClick={() => navigate(home)} data-testid="no-access-home">
            {t('shell.noAccess.home')}
          </Button>
        }
      />
    </InFrame>
  );
}
