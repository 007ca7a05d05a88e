import type { PickupSettingsInput } from '@kg/shared/modules/attendance/pickup';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendancePickupSettings as settings } from '../../../db/schema/index.ts';

/** What a school that never saved its settings has: the table's defaults. */
export const DEFAULT_PICKUP_SETTINGS = { maxPickers: 6, notifyTeachers: true, notifyGuardians: true } as const;

/** The school's pickup settings, or the defaults while it has saved none. */
export async function pickupSettingsOf(db: Pick<Db, 'select'>, schoolId: number) {
  const [row] = await db
    .select({ maxPickers: settings.maxPickers, notifyTeachers: settings.notifyTeachers, notifyGuardians: settings.notifyGuardians })
    .from(settings)
    .where(eq(settings.schoolId, schoolId));
  return row ?? { ...DEFAULT_PICKUP_SETTINGS };
}

/** Saves the settings; a lower limit leaves pickers already active as they are and stops new ones past it. */
export async function savePickupSettings(db: Db, schoolId: number, s: PickupSettingsInput): Promise<void> {
  await db
    .insert(settings)
    .values({ schoolId, ...s })
    .onConflictDoUpdate({ target: settings.schoolId, set: { ...s, updatedAt: new Date() } });
}
