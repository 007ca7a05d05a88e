import { inArray, max } from 'drizzle-orm';
import { inspectRecords } from '../../../db/schema/index.ts';
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
  const [{ day }] = await tx
    .select({ day: max(inspectRecords.day) })
    .from(inspectRecords)
    .where(inArray(inspectRecords.schoolId, world.schoolIds));
  if (day) await runScan(tx, (to, m) => notifyInApp(tx, to, m), { day }, world.extensions.illnessSources.list());
};
