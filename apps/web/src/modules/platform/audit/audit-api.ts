import { type auditEntry, type auditVerifyResult, auditEndpoints as E } from '@kg/shared/modules/platform/audit';
import { AUDITED_TABLES } from '@kg/shared/modules/platform/display-values';
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

/**
 * A record number as a person reads it: a table keyed by more than an id joins its key columns
 * with commas ('2026-11-28,2,3'); each part is named by its field, a check slot by its name.
 */
export function recordLabel(t: TFunction, table: string, recordId: string): string {
  const keys = AUDITED_TABLES[table] ?? [];
  if (keys.length < 2) return recordId;
  const parts = recordId.split(',');
  if (parts.length !== keys.length) return recordId;
  const value = (key: string, v: string) => (key === 'slot' ? t(`healthInspect.slots.${v}`, { defaultValue: v }) : v);
  return keys.map((k, i) => `${fieldLabel(t, k)} ${value(k, parts[i])}`).join(t('audit.partSeparator'));
}

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
