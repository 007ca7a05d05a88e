// What other modules use of the audit trail: writes outside a request recorded as someone.
export { type AuditActor, withAuditContext } from './audit-context.ts';
export { auditDemo, setAuditActor } from './audit-demo.ts';
