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
  'attendance-0207': def(
    429,
    '未登记设备的请求过于频繁，请稍后重试',
    'Too many calls for unregistered devices from this address: retry later',
  ),
  // school calendar: attendance-03xx
  'attendance-0301': def(400, '与已有的停课日或开放日重叠', 'Overlaps another closure or open day of the school'),
  'attendance-0302': def(
    400,
    '日期应在同一个学期内，请先在学期设置中添加学期',
    'The days must lie inside one term: add the term in the term settings first',
  ),
  // child leave: attendance-04xx
  'attendance-0401': def(
    400,
    '本园还没有启用的幼儿请假审批流程，请先在审批设置中添加',
    'The school has no enabled leave approval process: add one in the approval settings',
  ),
  'attendance-0402': def(400, '所选日期内没有上学日', 'The dates hold no school day'),
  'attendance-0403': def(400, '与这名幼儿已有的请假重叠', 'Overlaps another pending or approved leave of the child'),
  'attendance-0404': def(400, '只有待审批或已批准的请假可以撤销', 'Only a pending or approved leave can be cancelled'),
  'attendance-0405': def(400, '请假已结束，不能撤销', 'The leave has ended: it can no longer be cancelled'),
  'attendance-0406': def(403, '只有申请人可以撤销待审批的请假', 'Only the applicant can cancel a pending leave'),
  // smart pickup: attendance-06xx
  'attendance-0601': def(400, '该幼儿的有效接送人已达上限', 'The child already has as many active pickers as the school allows'),
  'attendance-0602': def(400, '该人脸编号已登记为这名幼儿的另一位接送人', 'This face id already names another picker of the child'),
  'attendance-0603': def(400, '该卡号已登记为这名幼儿的另一位接送人', 'This card already names another picker of the child'),
  'attendance-0604': def(400, '该家长不是这名幼儿的家长', 'This guardian is not a guardian of the child'),
  'attendance-0605': def(400, '请填写完整的手机号', 'Enter the full mobile number'),
  'attendance-0606': def(
    400,
    '该接送人已有接送记录，不能删除，请停用',
    'This picker has pickups on record: disable it instead of removing it',
  ),
  'attendance-0607': def(400, '所选人员不在本园或不在管理的班级中', 'A chosen person is not of this school or not in your classes'),
  'attendance-0306': def(400, '所选人员不在本园或不在管理的班级中', 'A chosen person is not of this school or not in your classes'),
  'attendance-0310': def(400, '健康码日期不能晚于今天', 'A health code cannot be recorded for a day after today'),
  // cards: attendance-08xx
  'attendance-0801': def(400, '该卡号已被本园其他卡使用', 'This card number is already in use in the school'),
  'attendance-0802': def(
    400,
    '持卡人已有一张在用的卡，请先挂失或注销',
    'This holder already has a card in use: report it lost or destroy it first',
  ),
  'attendance-0803': def(400, '该家长不是这名幼儿的家长', 'This guardian is not a guardian of the child'),
  'attendance-0804': def(400, '只有在用的卡可以挂失', 'Only a card in use can be reported lost'),
  'attendance-0805': def(400, '该卡已注销', 'This card has been destroyed'),
  'attendance-0806': def(400, '只有已挂失的卡可以恢复', 'Only a lost card can be recovered'),
  // statistics: a period without a school day up to today is answered as data (overview §8), not a failure
  'attendance-2506': def(200, '该时段没有考勤数据', 'No attendance data for this period: it has no school day up to today'),
});
