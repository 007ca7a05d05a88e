// What other modules' pages use of the audit trail.
export { RecordHistoryButton } from './record-history.tsx';
