import { def, moduleErrors } from '../../error-def.ts';

/**
 * Errors of the group's departments and employees: group-01xx. An id outside the caller's group
 * (or scope) answers common-0405 like a missing one.
 */
export const GROUP_ORG_ERRORS = moduleErrors('group', ['group-01'], {
  'group-0101': def(400, '同一上级部门下已有同名部门', 'A department with this name already exists under the same parent'),
  'group-0102': def(400, '不能把部门移到它自己或它的下级部门之下', 'A department cannot move under itself or one of its sub-departments'),
  'group-0103': def(400, '该部门还有下级部门，不能删除', 'The department still has sub-departments; it cannot be deleted'),
  'group-0104': def(400, '该部门还有在职员工，不能删除', 'The department still has active employees; it cannot be deleted'),
  'group-0105': def(400, '该手机号已是本集团在职员工', 'This phone number already belongs to an active employee of the group'),
  'group-0106': def(400, '该员工已离职', 'The employee has already left'),
  'group-0107': def(
    400,
    '保存后本集团将没有可管理集团角色的在职人员',
    'After this change nobody active in the group could manage group roles',
  ),
  'group-0108': def(400, '不能给自己办理离职', 'You cannot end your own membership'),
});
