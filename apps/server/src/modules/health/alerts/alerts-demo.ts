import { sql } from 'drizzle-orm';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { notifyInApp } from '../../../platform/notices/index.ts';
import { writeDefaultRules } from './alert-rules-data.ts';
import { runScan } from './alert-scan.ts';

/**
 * The default thresholds written for every school, then one scan over the last days the
 * inspection demo checked, so its fever cluster in school 1 raises its alert (bell only: the seed sends no text).
 */
export const alertsDemo: DemoSeeder = async (tx, world) => {
  await writeDefaultRules(tx, world.schoolIds);
  const last = await tx.execute<{ day: string | null }>(
    sql`select max(day)::text as day from inspect_records where school_id = any(${sql.param(world.schoolIds)}::bigint[])`,
  );
  const day = last.rows[0]?.day;
  if (day) await runScan(tx, (to, m) => notifyInApp(tx, to, m), { day });
};
