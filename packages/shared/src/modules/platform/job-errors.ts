import { def, moduleErrors } from '../../error-def.ts';

/** Errors of background jobs and their files. */
export const JOB_ERRORS = moduleErrors('platform', ['job-'], {
  'job-0001': def(404, '任务不存在或无权查看', 'The job does not exist or you may not see it'),
  'job-0002': def(400, '只有失败的任务可以重试', 'Only a failed job can be retried'),
  'job-0003': def(410, '文件已过期，请重新导出', 'The file has expired, please export again'),
});
