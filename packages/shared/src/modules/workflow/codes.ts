/**
 * Approvals. Anyone signed in to a school may submit a request and decide what waits for them
 * (the chain names the approvers, not a code); designing processes and seeing every request of
 * the school need these.
 */
export const WORKFLOW_CODES = {
  /** The spec's page code (overview §6, PAGE_CODES.workflow): the process list and every request of the school. */
  processView: 'workflow-process-view',
  /** Design, version, enable and disable processes. */
  processManage: 'workflow-process-manage',
} as const;
