import type { AppContext } from '../../../core/context.ts';

/**
 * Called by the check entry once an abnormal check or an illness absence is committed, so a
 * cluster in that class raises its alert at once rather than at the next scheduled scan.
 */
export async function afterAbnormalCheck(_ctx: AppContext, _schoolId: number, _classId: number, _day: string): Promise<void> {}
