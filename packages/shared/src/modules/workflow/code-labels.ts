import type { CodeLabel } from '../module.ts';
import { WORKFLOW_CODES as W } from './codes.ts';

export const WORKFLOW_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [W.processManage]: { zh: '设计审批流程', en: 'Design approval processes', page: 'workflow-index' },
};
