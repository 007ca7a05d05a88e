import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { dateTime } from '../../../kit/date-time.ts';
import { type AuditEntry, moduleLabel, recordLabel, tableLabel } from './audit-api.ts';

const ACTION_COLOR = { insert: 'green', update: 'blue', delete: 'red', refused: 'volcano' } as const;

/** The trail's columns: when, who, what was done to which record. */
export function auditColumns(t: TFunction): TableColumnsType<AuditEntry> {
  return [
    { key: 'at', title: t('audit.fields.at'), render: (_, r) => dateTime(r.at) },
    { key: 'actor', title: t('audit.fields.actor'), render: (_, r) => r.actorName ?? t('audit.system') },
    {
      key: 'action',
      title: t('audit.fields.action'),
      render: (_, r) => <Tag color={ACTION_COLOR[r.action]}>{t(`audit.actions.${r.action}`)}</Tag>,
    },
    { key: 'table', title: t('audit.fields.table'), render: (_, r) => tableLabel(t, r.tableName) },
    { key: 'recordId', title: t('audit.fields.recordId'), render: (_, r) => recordLabel(t, r.tableName, r.recordId) },
    { key: 'module', title: t('audit.fields.module'), render: (_, r) => moduleLabel(t, r.module), responsive: ['md'] },
    { key: 'seq', title: t('audit.fields.seq'), dataIndex: 'seq', align: 'right', responsive: ['lg'] },
  ];
}
