import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The way from a group user's information to their own profile (name, e-mail). */
export function SelfEditLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      icon={<EditOutlined />}
      data-testid="group-self-edit-link"
      onClick={() => navigate('/group/system/staff/edit')}
      style={{ marginBottom: 12 }}
    >
      {t('groupOrg.selfTitle')}
    </Button>
  );
}
