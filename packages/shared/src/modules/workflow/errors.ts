import { def, moduleErrors } from '../../error-def.ts';

/**
 * Errors of approvals: workflow-00xx processes, workflow-01xx requests and decisions. A process or
 * request of another school, or one the caller is no party to, is common-0405 like any record.
 */
export const WORKFLOW_ERRORS = moduleErrors('workflow', ['workflow-'], {
  'workflow-0002': def(400, '审批流程名称已存在', 'A process with this name already exists'),
  'workflow-0003': def(400, '该流程已有申请，不能删除，可停用', 'This process has requests and cannot be deleted; disable it instead'),
  'workflow-0004': def(400, '该流程已停用', 'This process is disabled'),
  'workflow-0005': def(400, '审批人不属于本园', 'The approver is not of this school'),
  'workflow-0102': def(409, '该步骤已处理，请刷新后查看', 'This step has already been decided; refresh to see the result'),
  'workflow-0103': def(403, '您不是当前审批人', 'You are not a current approver of this request'),
  'workflow-0104': def(400, '已有审批人处理，不能撤回', 'An approver has already decided; the request cannot be withdrawn'),
  'workflow-0105': def(400, '只有被退回的申请可以重新提交', 'Only a returned request can be resubmitted'),
  'workflow-0106': def(400, '转交对象不是本园在职教职工', 'The transfer target is not an active staff member of this school'),
  'workflow-0107': def(409, '该申请已结束或不在审批中', 'This request is no longer waiting for a decision'),
  'workflow-0108': def(403, '只有申请人可以这样操作', 'Only the applicant can do this'),
  'workflow-0109': def(
    409,
    '审批未生效：该类申请的后续处理未能完成，请稍后重试或联系管理员',
    'The decision did not take effect: the follow-up action of this kind of request failed; try again later or ask an administrator',
  ),
  'workflow-0110': def(
    403,
    '集团人员进入本园时不能发起或处理审批，审批由本园教职工进行',
    'A group employee inside a school cannot file or decide its approvals; they are for the school’s own staff',
  ),
  'workflow-0111': def(
    400,
    '除您本人外没有人可以审批此申请，请联系管理员在流程中指定其他审批人',
    'Nobody but you could approve this request; ask an administrator to name another approver in the process',
  ),
  'workflow-0112': def(400, '不能转交给申请人本人', 'A step cannot be handed to the applicant'),
  'workflow-0113': def(400, '该教职工已是本步骤的审批人', 'This staff member is already an approver of this step'),
});
