import { EyeOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';

/** A clear notice on pages of a read-only visit; renders nothing in a normal session. */
export function ReadOnlyBanner() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session?.readOnly) return null;
  return (
    <Alert
      data-testid="read-only-banner"
      type="warning"
      showIcon
      icon={<EyeOutlined />}
      title={t('workbench.readOnly.title', { name: session.schoolName || session.orgName })}
      description={t('workbench.readOnly.description')}
      style={{ marginBottom: 16 }}
    />
  );
}
