import type { FormField } from '@kg/shared/modules/workflow/workflow-schemas';
import { registerProcessKind } from './process-kinds.ts';

const f = (key: string, label: string, type: FormField['type'], required = true, extra: Partial<FormField> = {}): FormField => ({
  key,
  label,
  type,
  required,
  ...extra,
});

/**
 * The built-in kinds later modules stand on (attendance: leave, vacation, overtime, make-up
 * clock-in; finance: refund; campus: visitor). Until those modules exist their approval only
 * records the decision (the request's status and history), so no hook is given here; each
 * module registers its kind again with its onApproved / onRejected when it lands.
 */
export const BUILT_IN_FORMS: Record<string, FormField[]> = {
  leave: [
    f('childName', '幼儿姓名', 'input'),
    f('leaveType', '请假类型', 'radio', true, { options: ['事假', '病假'] }),
    f('dates', '请假日期', 'date-range'),
    f('days', '请假天数', 'number', true, { min: 0.5, max: 60, daysOf: 'dates' }),
    f('reason', '请假原因', 'textarea'),
  ],
  vacation: [
    f('vacationType', '休假类型', 'select', true, { options: ['年假', '事假', '病假', '调休', '婚假', '产假'] }),
    f('dates', '休假日期', 'date-range'),
    f('days', '休假天数', 'number', true, { min: 0.5, max: 180, daysOf: 'dates' }),
    f('reason', '事由', 'textarea'),
    f('attachments', '证明材料', 'multi-image', false),
  ],
  overtime: [
    f('date', '加班日期', 'date'),
    f('hours', '加班时长(小时)', 'number', true, { min: 0.5, max: 24 }),
    f('reason', '加班事由', 'textarea'),
  ],
  'makeup-clock-in': [
    f('date', '补卡日期', 'date'),
    f('slot', '补卡时段', 'radio', true, { options: ['上班', '下班'] }),
    f('reason', '补卡原因', 'textarea'),
    f('proof', '证明', 'image', false),
  ],
  refund: [
    f('childName', '幼儿姓名', 'input'),
    f('item', '退费项目', 'select', true, { options: ['保育费', '伙食费', '兴趣班费', '其他'] }),
    f('amount', '退费金额(元)', 'number', true, { min: 0.01, max: 100000 }),
    f('reason', '退费原因', 'textarea'),
  ],
  visitor: [
    f('visitorName', '访客姓名', 'input'),
    f('phone', '访客电话', 'input'),
    f('date', '来访日期', 'date'),
    f('purpose', '来访事由', 'textarea'),
    f('vehicle', '驾车入园', 'switch', false),
  ],
};

for (const [kind, form] of Object.entries(BUILT_IN_FORMS)) registerProcessKind(kind, { formDefaults: form }, true);
