import { def, moduleErrors } from '../../error-def.ts';

/** Errors of the notification centre. */
export const NOTICE_ERRORS = moduleErrors('platform', ['notice-'], {
  'notice-0001': def(404, '消息不存在', 'The message does not exist'),
});
