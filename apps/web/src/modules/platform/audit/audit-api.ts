import { type auditEntry, type auditVerifyResult, auditEndpoints as E } from '@kg/shared/modules/platform/audit';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { dateTime } from '../../../kit/date-time.ts';
import { call } from '../../../kit/index.ts';

/** The audit trail's calls; rows typed from the shared declaration. */
export { E as AUDIT_ENDPOINTS };
export type AuditEntry = z.input<typeof auditEntry>;
export type ChainCheck = z.input<typeof auditVerifyResult>;

export const verifyChain = () => call(E.verify, {});

/** A table's name in the user's language (the database's name when there is none). */
export const tableLabel = (t: TFunction, table: string) => t(`audit.tables.${table}`, { defaultValue: table });
/** A field's name in the user's language (the column's name when there is none). */
export const fieldLabel = (t: TFunction, column: string) => t(`audit.columns.${column}`, { defaultValue: column });
export const moduleLabel = (t: TFunction, module: string) => t(`audit.modules.${module}`, { defaultValue: module });

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value as text: empty, yes/no, lists and objects as JSON. */
export function valueText(t: TFunction, v: unknown): string {
  if (v === null || v === undefined || v === '') return t('kit.empty');
  if (typeof v === 'boolean') return t(v ? 'audit.yes' : 'audit.no');
  if (typeof v === 'object') return JSON.stringify(v);
  // a timestamp column reads as the spec's date-time, not PostgreSQL's ISO text
  if (typeof v === 'string' && TIMESTAMP.test(v)) return dateTime(v);
  return String(v);
}
