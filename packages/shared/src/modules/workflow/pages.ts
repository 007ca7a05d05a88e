import { InstitutionType } from '../../constants.ts';
import type { SectionDecl } from '../types.ts';
import { WORKFLOW_CODES as W } from './codes.ts';

/**
 * Approvals (overview §2: /workflow/workflow index and edit). The inboxes are for everyone of the
 * school (a read-only visitor has no inbox); the process list and designer need the workflow codes.
 */
export const WORKFLOW_SECTION: SectionDecl = {
  path: '/workflow',
  order: 60,
  name: 'workflow',
  title: 'menu.workflow',
  icon: 'AuditOutlined',
  institutionTypes: [InstitutionType.school],
  children: [
    {
      path: '/workflow/approval/todo',
      name: 'workflow-todo',
      personal: true,
      title: 'menu.workflowTodo',
      icon: 'ScheduleOutlined',
      keepAlive: true,
    },
    {
      path: '/workflow/approval/mine',
      name: 'workflow-mine',
      personal: true,
      title: 'menu.workflowMine',
      icon: 'FileTextOutlined',
      keepAlive: true,
    },
    {
      path: '/workflow/approval/done',
      name: 'workflow-done',
      personal: true,
      title: 'menu.workflowDone',
      icon: 'SolutionOutlined',
      keepAlive: true,
    },
    {
      path: '/workflow/approval/cc',
      name: 'workflow-cc',
      personal: true,
      title: 'menu.workflowCc',
      icon: 'NotificationOutlined',
      keepAlive: true,
    },
    { path: '/workflow/approval/detail', name: 'workflow-detail', title: 'menu.workflowDetail', hidden: true },
    { path: '/workflow/approval/submit', name: 'workflow-submit', title: 'menu.workflowSubmit', hidden: true },
    {
      path: '/workflow/workflow/index',
      name: 'workflow-index',
      title: 'menu.workflowProcesses',
      icon: 'PartitionOutlined',
      keepAlive: true,
      permissions: [W.processView, W.processManage],
    },
    {
      path: '/workflow/workflow/edit',
      name: 'workflow-edit',
      title: 'menu.workflowEdit',
      newTitle: 'workflow.process.addTitle',
      hidden: true,
      permissions: [W.processManage],
    },
  ],
};
