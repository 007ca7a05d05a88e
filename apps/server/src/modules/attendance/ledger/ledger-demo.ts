import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import { loadSecret } from '../../../core/secrets.ts';
import type { Db } from '../../../db/pool.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { DEVICE_KEY_NAME, newDeviceSecret, sealSecret } from './device-secret.ts';
import { DEMO_EVENT_DAYS, ensureDemoMonths } from './ledger-events-demo.ts';
import { SIM_DEVICES } from './simulator-plan.ts';

/**
 * A card for every child in school of each demo school, numbered from the school and the child
 * (so a simulator can swipe them), and a few reported lost; each school's gate reader, face
 * terminal and kiosk, with secrets nobody was shown: `npm run simulate:devices` (or the devices
 * page) gives them new ones. The days' events come later (ledger-events-demo.ts), once the
 * calendar, rules and leave they are classified against exist.
 */
export const ledgerDemo: DemoSeeder = async (tx, world) => {
  // the seed's transaction runs every statement of these helpers
  const db = tx as unknown as Db;
  // the ledger's months from the demo's first day of events to today, for every seeder writing events
  await ensureDemoMonths(db, new Date(Date.now() - (DEMO_EVENT_DAYS + 1) * 86_400_000), new Date());
  await tx.execute(sql`insert into attendance_cards (school_id, card_no, student_id, status)
    select s.school_id, 'C' || lpad(s.school_id::text, 3, '0') || lpad(s.id::text, 8, '0'), s.id,
           case when s.id % 97 = 0 then 'lost' else 'active' end
      from students s where s.school_id = any(${idArray(world.schoolIds)}) and s.status = 1`);
  const key = await loadSecret(db, DEVICE_KEY_NAME);
  const rows = world.schoolIds.flatMap((schoolId) =>
    SIM_DEVICES.map((d) => ({ schoolId, ...d, sealed: sealSecret(key, newDeviceSecret()) })),
  );
  await tx.execute(sql`insert into attendance_devices (school_id, name, kind, location, secret_enc)
    select * from unnest(${idArray(rows.map((r) => r.schoolId))}, ${sql.param(rows.map((r) => r.name))}::text[],
      ${sql.param(rows.map((r) => r.kind))}::text[], ${sql.param(rows.map((r) => r.location))}::text[], ${sql.param(rows.map((r) => r.sealed))}::text[])`);
};
