// What other modules' pages use of the platform services.
/** "History" on a record's detail page: the audit trail's entries of that record. */
export { RecordHistoryButton } from './audit/index.ts';
/** "Growth standards / food composition tables not loaded" on the pages whose figures need them. */
export { ReferenceNotice } from './reference/reference-notice.tsx';
