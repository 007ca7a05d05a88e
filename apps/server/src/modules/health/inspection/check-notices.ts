import type { ChildCheck } from '@kg/shared/modules/health/inspection/inspect-schemas';
import type { AppContext } from '../../../core/context.ts';
import type { IllnessSource } from '../../../platform/extensions/index.ts';
import { notify } from '../../../platform/notices/index.ts';
import { afterAbnormalCheck } from '../alerts/check-hook.ts';

const SLOT_NAMES = {
  1: { zh: '晨检', en: 'morning check' },
  2: { zh: '午检', en: 'noon check' },
  3: { zh: '晚检', en: 'afternoon check' },
} as const;

function describe(c: ChildCheck): { zh: string; en: string } {
  if (c.result === 'absent-sick') return { zh: '因病缺勤', en: 'absent through illness' };
  const parts = c.findings.map((f) => f.finding);
  const temp = c.temperature !== null ? [`${c.temperature.toFixed(1)}°C`] : [];
  return { zh: ['异常', ...temp, ...parts].join('，'), en: ['abnormal', ...temp, ...parts].join(', ') };
}

/**
 * After an abnormal check or an illness absence committed: the class's teachers see it in the
 * bell, the child's guardians by text (and in the app and by WeChat when they have an account), and the outbreak
 * scan looks at the class at once. A failure to tell is logged, never undoes the saved check.
 */
export async function tellAbnormal(
  ctx: AppContext,
  schoolId: number,
  child: { id: number; name: string; classId: number },
  day: string,
  slot: 1 | 2 | 3,
  check: ChildCheck,
  illness: readonly IllnessSource[] = [],
): Promise<void> {
  const what = describe(check);
  const s = SLOT_NAMES[slot];
  const link = `/health/examinations/morningExaminations/entry?classId=${child.classId}&day=${day}&slot=${slot}`;
  const body = { zh: `${day} ${s.zh}：${what.zh}${check.measures ? `；处理：${check.measures}` : ''}`, en: `${day} ${s.en}: ${what.en}` };
  await notify(
    ctx,
    { schoolId, classes: [child.classId] },
    { source: 'health', title: { zh: `${child.name}${s.zh}异常`, en: `${child.name}: ${s.en} abnormal` }, body, link },
  );
  await notify(
    ctx,
    { schoolId, guardiansOf: [child.id] },
    {
      source: 'health',
      title: { zh: `您的孩子${child.name}${s.zh}异常`, en: `${child.name}: ${s.en} abnormal` },
      body,
      channels: ['sms', 'wechat'],
    },
  );
  await afterAbnormalCheck(ctx, schoolId, child.classId, day, illness);
}
