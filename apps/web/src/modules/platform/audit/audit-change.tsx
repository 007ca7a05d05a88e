import { ERRORS, type ErrorCode, errorMessage } from '@kg/shared/errors';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, fieldLabel, valueText } from './audit-api.ts';

const OWNER_KEYS = new Set(['school_id', 'institution_id']);

interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

/** Why a refused call was refused, in the catalogue's words for the interface language (never its code). */
function refusalText(entry: AuditEntry, lang: string): string | null {
  const code = (entry.after as { code?: unknown } | null)?.code;
  if (entry.action !== 'refused' || typeof code !== 'string' || !(code in ERRORS)) return null;
  return errorMessage(code as ErrorCode, lang.startsWith('en') ? 'en' : 'zh');
}

/** The fields an entry changed, before and after side by side, field names readable; for a refused call, why. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const refusal = refusalText(entry, i18n.language);
  // the owning school is the page's own: a column of it would only repeat it
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter((k) => !OWNER_KEYS.has(k));
  const rows: ChangeRow[] = keys.map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }));
  const side = (which: 'before' | 'after') => (v: unknown) =>
    (which === 'before' ? entry.before : entry.after) ? (
      <Typography.Text delete={which === 'before' && entry.action === 'update'}>{valueText(t, v)}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('kit.empty')}</Typography.Text>
    );
  return (
    <div data-testid={`audit-change-${entry.id}`}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        <Tag>{entry.endpoint ?? t('audit.noEndpoint')}</Tag>
        {t('audit.fields.requestId')}: {entry.requestId ?? t('kit.empty')} · {t('audit.fields.address')}: {entry.address ?? t('kit.empty')}
        {entry.viaInstitutionName ? ` · ${t('audit.via', { name: entry.viaInstitutionName })}` : ''}
      </Typography.Paragraph>
      {refusal !== null ? (
        <Typography.Paragraph data-testid="audit-refusal">{t('audit.refusedBecause', { reason: refusal })}</Typography.Paragraph>
      ) : (
        <Table<ChangeRow>
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'field', title: t('audit.fields.field'), width: '24%', render: (_, r) => fieldLabel(t, r.field) },
            { key: 'before', title: t('audit.fields.before'), width: '38%', render: (_, r) => side('before')(r.before) },
            { key: 'after', title: t('audit.fields.after'), width: '38%', render: (_, r) => side('after')(r.after) },
          ]}
        />
      )}
    </div>
  );
}
