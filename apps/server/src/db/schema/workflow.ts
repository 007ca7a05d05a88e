// Approvals add no Drizzle table: migration 0015_workflow.sql creates workflow_processes,
// workflow_versions, workflow_requests, workflow_steps, workflow_step_approvers, workflow_history and
// workflow_copies, read and written through SQL in apps/server/src/modules/workflow/*-data.ts.
export {};
