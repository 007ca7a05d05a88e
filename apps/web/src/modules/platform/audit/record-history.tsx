import { HistoryOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedList } from '../../../kit/index.ts';
import { type AuditEntry, AUDIT_ENDPOINTS as E } from './audit-api.ts';
import { AuditChange } from './audit-change.tsx';
import { auditColumns } from './audit-columns.tsx';

interface Props {
  /** The record's table and id as the trail names them, e.g. students and the child's id. */
  table: 'students' | 'members';
  recordId: number;
}

function HistoryList({ table, recordId }: Props) {
  const { t } = useTranslation();
  const list = usePagedList(E.history, { table, recordId: String(recordId) });
  return (
    <PagedTable<AuditEntry>
      list={list}
      columns={auditColumns(t).filter((c) => c.key !== 'module' && c.key !== 'seq')}
      testId="record-history-table"
      expandable={{ expandedRowRender: (r) => <AuditChange entry={r} />, expandRowByClick: true }}
    />
  );
}

/**
 * "History" on a record's detail page: a drawer with the record's audit entries (a child's
 * guardians, a staff member's profile, positions and roles included). The server decides who
 * may see it: the detail page's own code or the audit code.
 */
export function RecordHistoryButton(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-testid="record-history">
        {t('audit.history.button')}
      </Button>
      <Drawer title={t('audit.history.title')} open={open} onClose={() => setOpen(false)} size="large" destroyOnHidden>
        {open && <HistoryList {...props} />}
      </Drawer>
    </>
  );
}
