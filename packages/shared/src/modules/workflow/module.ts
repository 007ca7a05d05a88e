import type { ModuleDecl } from '../module.ts';
import { WORKFLOW_CODE_LABELS } from './code-labels.ts';
import { WORKFLOW_CODES } from './codes.ts';
import { WORKFLOW_SECTION } from './pages.ts';

/** One approval engine for every request that needs a yes: processes, requests, inboxes. */
export const WORKFLOW_MODULE: ModuleDecl = {
  name: 'workflow',
  sections: [WORKFLOW_SECTION],
  codes: WORKFLOW_CODES,
  codeLabels: WORKFLOW_CODE_LABELS,
};
