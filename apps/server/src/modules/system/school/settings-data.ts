import type { SchoolSettings } from '@kg/shared/modules/system/settings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';

type Timetable = Omit<SchoolSettings, 'modulesOff' | 'defaultLanguage' | 'smsSignature'>;

/** What a school runs on until its director saves settings: a usual kindergarten day. */
export const DEFAULT_TIMETABLE: Timetable = {
  arrivalTime: '07:30',
  leaveTime: '17:00',
  nap: { start: '12:00', end: '14:30' },
  morningCheck: { start: '07:30', end: '08:30' },
  noonCheck: { start: '11:30', end: '12:00' },
  afternoonCheck: { start: '14:30', end: '15:00' },
  attendanceCutoff: '09:00',
};

export interface StoredSettings extends SchoolSettings {
  updatedAt: Date | null;
}

/**
 * The school's platform settings, the defaults filled in: the one function later modules read
 * them through (attendance windows, nap, the SMS signature).
 */
export async function schoolSettingsOf(db: Db, schoolId: number): Promise<StoredSettings> {
  const r = await db.execute<{
    timetable: Partial<Timetable>;
    modulesOff: string[];
    defaultLanguage: string;
    smsSignature: string | null;
    updatedAt: Date;
  }>(sql`select timetable, modules_off as "modulesOff", default_language as "defaultLanguage",
      sms_signature as "smsSignature", updated_at as "updatedAt"
    from school_settings where school_id = ${schoolId}`);
  const row = r.rows[0];
  if (!row) return { ...DEFAULT_TIMETABLE, modulesOff: [], defaultLanguage: 'zh', smsSignature: null, updatedAt: null };
  return {
    ...DEFAULT_TIMETABLE,
    ...row.timetable,
    modulesOff: row.modulesOff as SchoolSettings['modulesOff'],
    defaultLanguage: row.defaultLanguage as SchoolSettings['defaultLanguage'],
    smsSignature: row.smsSignature,
    updatedAt: row.updatedAt,
  };
}

export async function saveSettings(db: Db, schoolId: number, s: SchoolSettings): Promise<void> {
  const { modulesOff, defaultLanguage, smsSignature, ...timetable } = s;
  // a save empties every instance's session cache (the modules_off trigger): saves are rare, calls are not
  await db.execute(sql`insert into school_settings (school_id, timetable, modules_off, default_language, sms_signature, updated_at)
    values (${schoolId}, ${JSON.stringify(timetable)}::jsonb, ${sql.param(modulesOff)}::text[], ${defaultLanguage}, ${smsSignature}, now())
    on conflict (school_id) do update set timetable = excluded.timetable, default_language = excluded.default_language,
      sms_signature = excluded.sms_signature, updated_at = excluded.updated_at,
      modules_off = excluded.modules_off`);
}
