import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DemoSeeder } from '../demo/index.ts';
import { demoAccount } from '../demo/index.ts';
import { RESULT_KEEP_MS, resultKey, resultPath } from './job-files.ts';

const FILE_NAME = '幼儿名单.xlsx';

/**
 * One finished child export for the first school's director, with its real workbook when the seed
 * knows the files directory (npm start); the test template has none, so its row shows as expired.
 */
export const jobsDemo: DemoSeeder = async (tx, world) => {
  const schoolId = world.schoolIds[0];
  const director = await tx.execute<{ accountId: number; name: string }>(sql`select m.account_id as "accountId", m.real_name as name
    from members m join accounts a on a.id = m.account_id
    where m.institution_id = ${schoolId} and a.phone = ${demoAccount('director1').phone}`);
  const who = director.rows[0];
  if (!who) return;
  const kids = await tx.execute<{ name: string; clazz: string | null }>(sql`select st.name, c.name as clazz from students st
    left join classes c on c.school_id = st.school_id and c.id = st.class_id where st.school_id = ${schoolId} and st.status = 1 order by c.sort, st.id`);
  const inserted = await tx.execute<{ id: number }>(sql`insert into jobs (school_id, kind, requested_by, requester_name, state, progress,
      attempts, max_attempts, payload, created_at, started_at, finished_at)
    values (${schoolId}, 'garden.child-export', ${who.accountId}, ${who.name}, 'done', 100, 1, 3,
      ${JSON.stringify({ demo: true, total: kids.rows.length })}::jsonb, now() - interval '2 minutes', now() - interval '2 minutes',
      now() - interval '1 minute')
    returning id`);
  const id = inserted.rows[0].id;
  if (!world.filesDir) return;
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('幼儿');
  sheet.columns = [
    { header: '姓名', key: 'name', width: 16 },
    { header: '班级', key: 'clazz', width: 16 },
  ];
  for (const k of kids.rows) sheet.addRow(k);
  const key = resultKey(schoolId, id, 1, '.xlsx');
  const full = resultPath({ filesDir: world.filesDir }, key);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await wb.xlsx.writeFile(full);
  const size = (await fs.stat(full)).size;
  await tx.execute(sql`update jobs set result_name = ${FILE_NAME}, result_key = ${key}, result_size = ${size},
    expires_at = ${new Date(Date.now() + RESULT_KEEP_MS)} where school_id = ${schoolId} and id = ${id}`);
};
