import type { ExternalLinks } from '@kg/shared/modules/system/external-links';
import type { SchoolSettings } from '@kg/shared/modules/system/settings';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { schoolSettings } from '../../../db/schema/index.ts';
import { type CheckWindows, checkWindowsOf, saveCheckWindows } from '../../health/index.ts';

// the check windows are not the settings' own: they are daily health's inspection slots (check-windows.ts)
type Timetable = Omit<SchoolSettings, 'modulesOff' | 'defaultLanguage' | 'smsSignature' | 'externalLinks' | keyof CheckWindows>;

/** What a school runs on until its director saves settings: a usual kindergarten day. */
export const DEFAULT_TIMETABLE: Timetable = {
  arrivalTime: '07:30',
  leaveTime: '17:00',
  nap: { start: '12:00', end: '14:30' },
  attendanceCutoff: '09:00',
};

export interface StoredSettings extends Omit<SchoolSettings, 'externalLinks'> {
  /** The school's own links; null until it saves them (the server's defaults apply: platform/settings). */
  externalLinks: ExternalLinks | null;
  updatedAt: Date | null;
}

/**
 * The school's platform settings, the defaults filled in: the one function later modules read
 * them through (attendance windows, nap, the SMS signature).
 */
export async function schoolSettingsOf(db: Db, schoolId: number): Promise<StoredSettings> {
  const t = schoolSettings;
  const [row] = await db
    .select({
      timetable: t.timetable,
      modulesOff: t.modulesOff,
      defaultLanguage: t.defaultLanguage,
      smsSignature: t.smsSignature,
      externalLinks: t.externalLinks,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(eq(t.schoolId, schoolId));
  const windows = await checkWindowsOf(db, schoolId);
  if (!row)
    return {
      ...DEFAULT_TIMETABLE,
      ...windows,
      modulesOff: [],
      defaultLanguage: 'zh',
      smsSignature: null,
      externalLinks: null,
      updatedAt: null,
    };
  return {
    ...DEFAULT_TIMETABLE,
    ...(row.timetable as Partial<Timetable>),
    // windows stored here before the slots owned them are stale: the slots' win
    ...windows,
    modulesOff: row.modulesOff as SchoolSettings['modulesOff'],
    defaultLanguage: row.defaultLanguage as SchoolSettings['defaultLanguage'],
    smsSignature: row.smsSignature,
    externalLinks: row.externalLinks,
    updatedAt: row.updatedAt,
  };
}

export async function saveSettings(db: Db, schoolId: number, s: SchoolSettings): Promise<void> {
  const { modulesOff, defaultLanguage, smsSignature, externalLinks, morningCheck, noonCheck, afternoonCheck, ...timetable } = s;
  // links left out keep what the school has (a caller that predates them does not clear them)
  const links = externalLinks ? JSON.stringify(externalLinks) : null;
  // a save empties every instance's session cache (the modules_off trigger): saves are rare, calls are not
  await db.transaction(async (tx) => {
    await saveCheckWindows(tx, schoolId, { morningCheck, noonCheck, afternoonCheck });
    await tx.execute(sql`insert into school_settings (school_id, timetable, modules_off, default_language, sms_signature, external_links, updated_at)
    values (${schoolId}, ${JSON.stringify(timetable)}::jsonb, ${sql.param(modulesOff)}::text[], ${defaultLanguage}, ${smsSignature},
      ${links}::jsonb, now())
    on conflict (school_id) do update set timetable = excluded.timetable, default_language = excluded.default_language,
      sms_signature = excluded.sms_signature, updated_at = excluded.updated_at,
      external_links = coalesce(excluded.external_links, school_settings.external_links),
      modules_off = excluded.modules_off`);
  });
}
