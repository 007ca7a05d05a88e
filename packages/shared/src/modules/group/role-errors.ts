import { def, moduleErrors } from '../../error-def.ts';

/** Errors of group roles and their permissions: group-02xx (a role of another group: common-0405). */
export const GROUP_ROLE_ERRORS = moduleErrors('group', ['group-02'], {
  'group-0201': def(400, '集团角色名称已存在', 'A group role with this name already exists'),
  'group-0202': def(400, '权限不存在', 'Unknown permission code'),
  'group-0203': def(400, '该角色仍有员工持有，不能删除', 'Employees still hold this role; it cannot be deleted'),
  'group-0204': def(400, '内置角色不能删除', 'A built-in role cannot be deleted'),
  'group-0206': def(
    403,
    '不能授予您自己没有的权限：请只选择您持有的权限或角色，或请集团管理员授予',
    'You cannot grant permissions you do not hold: choose only permissions or roles within your own, or ask the group administrator',
  ),
  'group-0207': def(
    403,
    '不能修改您自己持有的角色或自己的角色，请由集团管理员调整',
    'You cannot change a role you hold, nor your own roles; the group administrator can',
  ),
  'group-0205': def(
    400,
    '保存后本集团将没有可管理集团角色的在职人员',
    'After this change nobody active in the group could manage group roles',
  ),
});
