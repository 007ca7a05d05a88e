import { moduleErrors } from '../../error-def.ts';

/** Errors of approvals: workflow-00xx processes, workflow-01xx requests and decisions. */
export const WORKFLOW_ERRORS = moduleErrors('workflow', ['workflow-'], {});
