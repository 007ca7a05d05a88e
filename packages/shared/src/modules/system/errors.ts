import { def, moduleErrors } from '../../error-def.ts';

/**
 * Errors of the school's set-up, numbered by area so work on each can go side by side:
 * system-00xx profile and settings, system-01xx accounts, system-02xx roles, system-03xx supervision.
 */
export const SYSTEM_ERRORS = moduleErrors('system', ['system-'], {
  'system-0001': def(
    403,
    '该功能模块已停用，请联系园长在平台设置中开启',
    'This module is switched off; the director can switch it on in the platform settings',
  ),
  'system-0101': def(404, '账号不存在或不属于本园', 'The account does not exist or does not belong to this school'),
  'system-0102': def(400, '不能停用自己的账号', 'You cannot disable your own account'),
  'system-0103': def(
    400,
    '该账号是本园最后一个可管理角色权限的启用账号，不能停用',
    'This is the last active account that can manage roles and permissions; it cannot be disabled',
  ),
  'system-0201': def(404, '角色不存在', 'The role does not exist'),
  'system-0202': def(400, '角色名称已存在', 'A role with this name already exists'),
  'system-0203': def(400, '权限不存在', 'Unknown permission code'),
  'system-0204': def(400, '该角色仍有账号持有，不能删除', 'Accounts still hold this role; it cannot be deleted'),
  'system-0205': def(
    400,
    '保存后本园将没有可管理角色权限的启用账号',
    'After this change no active account of the school could manage roles and permissions',
  ),
  'system-0206': def(400, '内置角色不能删除', 'A built-in role cannot be deleted'),
  'system-0207': def(
    403,
    '不能授予您自己没有的权限：请只勾选您持有的权限，或请园长授予',
    'You cannot grant permissions you do not hold: choose only permissions you hold, or ask the director',
  ),
  'system-0208': def(403, '不能修改您自己持有的角色，请由园长调整', 'You cannot change a role you hold; the director can'),
  'system-0301': def(404, '监管申请不存在', 'The supervision request does not exist'),
  'system-0302': def(409, '该监管申请已处理', 'The supervision request has already been decided'),
  'system-0303': def(404, '该机构未监管本园', 'This authority does not supervise the school'),
});
