import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { accounts, classes, jobs, members, students } from '../../db/schema/index.ts';
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
  const [who] = await tx
    .select({ accountId: members.accountId, name: members.realName })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.institutionId, schoolId), eq(accounts.phone, demoAccount('director1').phone)));
  if (!who) return;
  const kids = await tx
    .select({ name: students.name, clazz: classes.name })
    .from(students)
    .leftJoin(classes, and(eq(classes.schoolId, students.schoolId), eq(classes.id, students.classId)))
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 1)))
    .orderBy(asc(classes.sort), asc(students.id));
  const [{ id }] = await tx
    .insert(jobs)
    .values({
      schoolId,
      kind: 'garden.child-export',
      requestedBy: who.accountId,
      requesterName: who.name,
      state: 'done',
      progress: 100,
      attempts: 1,
      maxAttempts: 3,
      payload: { demo: true, total: kids.length },
      createdAt: sql`now() - interval '2 minutes'`,
      startedAt: sql`now() - interval '2 minutes'`,
      finishedAt: sql`now() - interval '1 minute'`,
    })
    .returning({ id: jobs.id });
  if (!world.filesDir) return;
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('幼儿');
  sheet.columns = [
    { header: '姓名', key: 'name', width: 16 },
    { header: '班级', key: 'clazz', width: 16 },
  ];
  for (const k of kids) sheet.addRow(k);
  const key = resultKey(schoolId, id, 1, '.xlsx');
  const full = resultPath({ filesDir: world.filesDir }, key);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await wb.xlsx.writeFile(full);
  const size = (await fs.stat(full)).size;
  await tx.execute(sql`update jobs set result_name = ${FILE_NAME}, result_key = ${key}, result_size = ${size},
    expires_at = ${new Date(Date.now() + RESULT_KEEP_MS)} where school_id = ${schoolId} and id = ${id}`);
};
