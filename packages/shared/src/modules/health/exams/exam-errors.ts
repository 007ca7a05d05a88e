import { def, moduleErrors } from '../../../error-def.ts';

/** Errors of exam plans and records: health-06xx. A record of another school is common-0405 like any record. */
export const HEALTH_EXAM_ERRORS = moduleErrors('health-exams', ['health-06'], {
  'health-0601': def(400, '结束日期不能早于开始日期', 'The end day cannot be before the start day'),
  'health-0602': def(400, '班级不存在或已毕业', 'A class does not exist or has graduated'),
  'health-0603': def(400, '学期不存在', 'The term does not exist'),
  'health-0604': def(409, '已有体检记录的班级不能移出计划', 'A class that already has exam records cannot be removed from the plan'),
  'health-0605': def(409, '已有记录的体检项目不能移出计划', 'An item that already has recorded values cannot be removed from the plan'),
  'health-0606': def(409, '已有体检记录的测量日期不在新的计划期间内', 'Records were measured on days outside the new period'),
  'health-0607': def(400, '测量日期不在计划期间内', 'The measured day is outside the plan period'),
  'health-0608': def(400, '该幼儿不在计划的班级中', 'The child is not in one of the plan’s classes'),
  'health-0609': def(400, '该项目不在计划中', 'The item is not part of this plan'),
  'health-0610': def(400, '数值超出范围', 'The value is out of range'),
  'health-0611': def(400, '该班级不在计划中', 'The class is not part of this plan'),
  'health-0613': def(400, '该幼儿没有出生日期，无法计算年龄', 'The child has no birthday on file, so their age is unknown'),
  'health-0612': def(400, '测量日期不能晚于今天', 'The measured day cannot be after today'),
});
