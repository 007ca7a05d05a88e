// China's time, where every school is: one zone, UTC+8 all year (no daylight saving since 1991).
// The server and the browser (which may be anywhere) both count days, months and school years
// by it; SQL names the same zone through CHINA_ZONE.

export const CHINA_ZONE = 'Asia/Shanghai';
export const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** China's wall clock at `now`, read through the UTC fields (getUTCFullYear, getUTCHours …). */
export const chinaClock = (now: Date = new Date()): Date => new Date(now.getTime() + CHINA_OFFSET_MS);

/** The calendar day in China at `now`, as YYYY-MM-DD. */
export const todayChina = (now: Date = new Date()): string => chinaClock(now).toISOString().slice(0, 10);

/** The month in China at `now`, as YYYY-MM. */
export const monthChina = (now: Date = new Date()): string => todayChina(now).slice(0, 7);

/** The day and the time of day (HH:mm) in China at `now`. */
export function chinaDayTime(now: Date = new Date()): { day: string; time: string } {
  const iso = chinaClock(now).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The moment `at` on China's wall clock, as YYYY-MM-DD HH:mm:ss (how the spec writes a time). */
export const chinaDateTime = (at: Date): string => chinaClock(at).toISOString().slice(0, 19).replace('T', ' ');

/** The instant China's calendar day holding `now` began (its midnight, as a UTC Date). */
export function chinaDayStart(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - CHINA_OFFSET_MS);
}

/** The instant China's calendar day `day` ('YYYY-MM-DD') began. */
export const chinaDayStartOf = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The calendar day `n` days after `day` ('YYYY-MM-DD'; a negative `n` goes back). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The year a school year began in, for `now` in China: a school year runs from 1 August. */
export function chinaSchoolYear(now: Date = new Date()): number {
  const c = chinaClock(now);
  return c.getUTCMonth() >= 7 ? c.getUTCFullYear() : c.getUTCFullYear() - 1;
}
