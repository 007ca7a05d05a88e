import type { AppContext } from '../../../core/context.ts';
import type { IllnessSource } from '../../../platform/extensions/index.ts';
import { notify } from '../../../platform/notices/index.ts';
import type { Tell } from './alert-notify.ts';
import { runScan } from './alert-scan.ts';

/** An alert is urgent: the bell and a text message (recorded until a provider is configured). */
export const appTell =
  (ctx: Pick<AppContext, 'db' | 'sms' | 'wechatTemplates'>): Tell =>
  (to, m) =>
    notify(ctx, to, { ...m, channels: ['sms'] });

/**
 * Called by the check entry once an abnormal check or an illness absence is committed, so a
 * cluster in that class raises its alert at once rather than at the next scheduled scan.
 * The school rule looks at the whole school: the new check may complete a cluster across classes.
 * `illness`: the app's illness sources (sick leave), so a check completing a cluster with them raises it too.
 */
export async function afterAbnormalCheck(
  ctx: AppContext,
  schoolId: number,
  classId: number,
  day: string,
  illness: readonly IllnessSource[] = [],
): Promise<void> {
  try {
    await runScan(ctx.db, appTell(ctx), { day, schoolId, classId }, illness);
  } catch (e) {
    // the check itself is committed and must not fail with the scan: the scheduled scan finds the cluster within 10 minutes
    process.emitWarning(`outbreak scan after a check failed: ${(e as Error).message}`);
  }
}
