import { Button, Space, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withNote } from '../../../kit/with-note.ts';
import type { ChildRow } from './child-api.ts';
import { useRelationLabel } from './child-fields.ts';
import { useChildFormat } from './child-format.ts';

/** A row action: the e2e finds it as row-<verb>. */
export function RowAction({ verb, label, onClick, danger }: { verb: string; label: string; onClick: () => void; danger?: boolean }) {
  return (
    <Button type="link" size="small" danger={danger} onClick={onClick} data-testid={`row-${verb}`} style={{ padding: 0 }}>
      {label}
    </Button>
  );
}

/**
 * The columns of child lists: who, class, age, numbers and the first guardian (direct
 * guardian first; phones and ID numbers arrive masked). `actions` renders a row's buttons.
 */
export function useChildColumns(actions: (row: ChildRow) => ReactNode[], opts: { showClass?: boolean; showGraduatedAt?: boolean } = {}) {
  const { t } = useTranslation();
  const fmt = useChildFormat();
  const relation = useRelationLabel();
  const classColumns: TableColumnsType<ChildRow> = [
    { title: t('children.fields.grade'), dataIndex: 'gradeName', key: 'grade', render: fmt.text, responsive: ['lg'] },
    { title: t('children.fields.clazz'), dataIndex: 'clazzName', key: 'clazz', render: fmt.text },
  ];
  const graduatedAt = { title: t('children.fields.graduatedAt'), dataIndex: 'graduatedAt', key: 'graduatedAt', render: fmt.text };
  const columns: TableColumnsType<ChildRow> = [
    { title: t('children.fields.name'), dataIndex: 'name', key: 'name', fixed: 'left' },
    { title: t('children.fields.gender'), dataIndex: 'gender', key: 'gender', render: fmt.gender },
    ...(opts.showClass === false ? [] : classColumns),
    { title: t('children.fields.age'), dataIndex: 'ageMonths', key: 'age', render: fmt.age },
    { title: t('children.fields.birthday'), dataIndex: 'birthday', key: 'birthday', render: fmt.text, responsive: ['md'] },
    { title: t('children.fields.studentNo'), dataIndex: 'studentNo', key: 'studentNo', render: fmt.text },
    { title: t('children.fields.idCardNo'), dataIndex: 'idCardNo', key: 'idCardNo', render: fmt.text, responsive: ['lg'] },
    ...(opts.showGraduatedAt ? [graduatedAt] : []),
    {
      title: t('children.fields.guardian'),
      key: 'guardian',
      render: (_: unknown, r: ChildRow) =>
        r.guardianName ? (
          <span>
            {withNote(r.guardianName, relation(r.guardianRelation))} {r.guardianPhone}
            {r.guardianCount > 1 ? (
              <span style={{ color: 'rgba(0,0,0,0.45)' }}> {t('children.moreGuardians', { count: r.guardianCount })}</span>
            ) : null}
          </span>
        ) : (
          fmt.empty
        ),
    },
    {
      title: t('kit.actions.operation'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, r: ChildRow) => (
        <Space size={12} wrap={false}>
          {actions(r).filter(Boolean)}
        </Space>
      ),
    },
  ];
  return columns;
}
