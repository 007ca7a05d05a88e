import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The edit and delete links of a list row (the delete handler asks before deleting). */
export function EditDeleteActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button type="link" size="small" data-testid="row-edit" onClick={onEdit}>
        {t('kit.actions.edit')}
      </Button>
      <Button type="link" size="small" danger data-testid="row-delete" onClick={onDelete}>
        {t('kit.actions.delete')}
      </Button>
    </Space>
  );
}
