import { def, moduleErrors } from '../../error-def.ts';

/** Errors of the group's schools. */
export const GROUP_SCHOOL_ERRORS = moduleErrors('group', ['group-00'], {
  'group-0001': def(400, '集团内已有同名园所', 'The group already has a school of this name'),
  'group-0002': def(400, '该手机号的账号已停用，不能设为园长', 'The account of this phone is disabled and cannot direct a school'),
});
