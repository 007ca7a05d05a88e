import { def, moduleErrors } from '../../error-def.ts';

/** Errors of attendance: attendance-0xxx. A record of another school is common-0405 like any record. */
export const ATTENDANCE_ERRORS = moduleErrors('attendance', ['attendance-'], {
  'attendance-0001': def(400, '班次名称已存在', 'A shift with this name already exists'),
  // shifts and rules: attendance-01xx
  'attendance-0101': def(400, '班次正在被班级使用，不能删除', 'Classes have this shift today or from a later day: it cannot be deleted'),
  'attendance-0102': def(400, '生效日期不能早于今天', 'The effective date cannot be before today'),
  'attendance-0103': def(400, '班次不存在', 'No such shift in this school'),
  // devices and the intake: attendance-02xx; a device's refusal says whether to retry (x-device-retry)
  'attendance-0201': def(400, '设备名称已存在', 'A device with this name already exists'),
  'attendance-0202': def(401, '设备签名不正确或缺失', 'The device signature is missing or does not match the body'),
  'attendance-0203': def(401, '设备未登记', 'No such device is registered'),
  'attendance-0204': def(403, '设备已停用', 'This device is disabled'),
  'attendance-0205': def(
    400,
    '设备时钟偏差过大，请校准时间后重新签名上传',
    "The device's clock is too far from the server's: set it and sign the batch again",
  ),
  'attendance-0206': def(413, '单次上传的事件过多，请分批上传', 'Too many events in one batch: send them in smaller batches'),
  // school calendar: attendance-03xx
  'attendance-0301': def(400, '与已有的停课日或开放日重叠', 'Overlaps another closure or open day of the school'),
  'attendance-0302': def(
    400,
    '日期应在同一个学期内，请先在学期设置中添加学期',
    'The days must lie inside one term: add the term in the term settings first',
  ),
  'attendance-0303': def(400, '幼儿请假名称已存在', 'An entry with this name already exists'),
  'attendance-0305': def(400, '智慧接送名称已存在', 'An entry with this name already exists'),
  'attendance-0306': def(400, '健康码名称已存在', 'An entry with this name already exists'),
  'attendance-0307': def(400, '班级点名名称已存在', 'An entry with this name already exists'),
  'attendance-0308': def(400, '考勤卡名称已存在', 'An entry with this name already exists'),
  'attendance-0309': def(400, '入园大屏名称已存在', 'An entry with this name already exists'),
  // statistics: a period without a school day up to today is answered as data (overview §8), not a failure
  'attendance-2506': def(200, '该时段没有考勤数据', 'No attendance data for this period: it has no school day up to today'),
});
