import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { RowActions } from './row-actions.tsx';

/** The edit and delete links of a list row (the delete handler asks before deleting). */
export function EditDeleteActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return <RowActions>{editDeleteLinks(t, onEdit, onDelete)}</RowActions>;
}

/** The two links, also read by the table to size its actions column. */
export function editDeleteLinks(t: (key: string) => string, onEdit?: () => void, onDelete?: () => void) {
  return [
    <Button key="edit" type="link" size="small" data-testid="row-edit" onClick={onEdit}>
      {t('kit.actions.edit')}
    </Button>,
    <Button key="delete" type="link" size="small" danger data-testid="row-delete" onClick={onDelete}>
      {t('kit.actions.delete')}
    </Button>,
  ];
}

/** The actions column of a list whose rows are edited in a dialog and deleted after asking. */
export function editDeleteColumn<T>(t: (key: string) => string, onEdit: (row: T) => void, onDelete: (row: T) => void): ColumnType<T> {
  return {
    key: 'actions',
    title: t('kit.actions.operation'),
    fixed: 'right',
    render: (_: unknown, row: T) => <EditDeleteActions onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
  };
}
