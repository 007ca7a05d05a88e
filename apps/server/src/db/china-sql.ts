import { CHINA_ZONE } from '@kg/shared/time/china';
import { type SQL, sql } from 'drizzle-orm';

// China's day in SQL: the zone is the shared CHINA_ZONE, sent as a bound parameter, never a literal.

/** Today's date in China. */
export const CHINA_TODAY: SQL = sql`(now() at time zone ${CHINA_ZONE})::date`;

/** The instant a China day (YYYY-MM-DD) begins: its midnight in China. */
export const chinaDayStartSql = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${CHINA_ZONE})`;
