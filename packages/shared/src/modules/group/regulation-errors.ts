import { def, moduleErrors } from '../../error-def.ts';

/** Errors of a supervising authority's console. */
export const REGULATION_ERRORS = moduleErrors('group', ['regulation-'], {
  'regulation-0001': def(400, '同级单位中已有同名单位', 'A unit with this name already exists under this authority'),
  'regulation-0002': def(400, '单位所在地区须在本机构辖区内', "The unit's region must lie within this authority's region"),
  'regulation-0003': def(409, '已向该园发出监管申请，等待园长处理', 'A supervision request to this school is already pending'),
  'regulation-0004': def(400, '该园已在本机构监管之下', 'This authority already supervises this school'),
  'regulation-0005': def(400, '该集团没有可申请监管的幼儿园', 'The group has no school this authority could ask to supervise'),
  'regulation-0006': def(409, '只能撤回待处理的申请', 'Only a pending request can be withdrawn'),
  'regulation-0007': def(400, '机构管理员的权限不能限制', "An administrator's permissions cannot be limited"),
  'regulation-0008': def(400, '请选择一所幼儿园或一个集团', 'Choose one school or one group'),
  'regulation-0009': def(403, '不能修改自己的权限，请由机构管理员调整', 'You cannot change your own permissions; the administrator can'),
  'regulation-0010': def(
    403,
    '不能授予您自己没有的权限（进入园所、查看数据或下属单位的园所），请由机构管理员授予',
    "You cannot grant what you do not hold yourself (entering schools, their figures or the units' schools); the administrator can",
  ),
});
