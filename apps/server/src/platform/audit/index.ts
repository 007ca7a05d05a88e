// What other modules use of the audit trail: writes outside a request recorded as someone.
export { auditCallHooks } from './audit-call-hooks.ts';
export { type AuditActor, withAuditContext } from './audit-context.ts';
export { auditDemo, setAuditActor } from './audit-demo.ts';
