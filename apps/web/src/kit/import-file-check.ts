import { formatFileSize } from '@kg/shared/format';
import type { TFunction } from 'i18next';

/** The workbook type the import templates are. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The largest import any list takes today (children: 10 MB); a page may pass its own lower limit. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Types a browser may give an .xlsx file: its own, none, or the generic one where the system
 * does not know Excel. Anything else (text/plain, application/pdf…) is not a workbook.
 */
const WORKBOOK_TYPES = new Set([XLSX_MIME, '', 'application/octet-stream']);

/** Why a chosen file cannot be imported, before it is sent; null when it may be. */
export function importFileProblem(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes: number, t: TFunction): string | null {
  if (!/\.xlsx$/i.test(file.name) || !WORKBOOK_TYPES.has(file.type)) return t('kit.import.wrongType', { name: file.name });
  if (file.size === 0) return t('kit.import.emptyFile', { name: file.name });
  if (file.size > maxBytes) return t('kit.import.tooLarge', { name: file.name, size: formatFileSize(maxBytes, 0) });
  return null;
}
