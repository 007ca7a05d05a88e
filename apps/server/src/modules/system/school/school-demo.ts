import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { fileRef } from '../../../core/file-url.ts';
import { institutions } from '../../../db/schema/index.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { saveDemoImage } from '../../../platform/uploads/index.ts';
import { demoLogoPng } from './demo-logo.ts';

/** Profiles a director would have filled in, one per demo school (type, grade, principal …). */
const PROFILES = [
  { shortName: '阳光一幼', schoolType: 1, grade: 1, principal: '陈园长', capacity: 360, foundedOn: '2008-09-01', colour: '#f57c00' },
  { shortName: '阳光二幼', schoolType: 3, grade: 3, principal: '林园长', capacity: 270, foundedOn: '2012-09-01', colour: '#1677ff' },
  { shortName: '阳光三幼', schoolType: 3, grade: 4, principal: '黄园长', capacity: 240, foundedOn: '2016-03-01', colour: '#2e7d32' },
  { shortName: '童心', schoolType: 2, grade: 5, principal: '吴园长', capacity: 180, foundedOn: '2019-09-01', colour: '#8e24aa' },
];

/**
 * The school area's demo: filled-in profiles with a real logo (when the seed writes files), and a second supervising authority (the city's
 * bureau) whose request to supervise the first school waits for the director's answer.
 */
export const schoolDemo: DemoSeeder = async (tx, { schoolIds, filesDir }) => {
  for (const [i, schoolId] of schoolIds.entries()) {
    const p = PROFILES[i % PROFILES.length];
    await tx.execute(sql`insert into school_profiles (school_id, short_name, school_type, grade, contact_phone, principal,
        licence_no, founded_on, capacity, introduction, updated_at)
      values (${schoolId}, ${p.shortName}, ${p.schoolType}, ${p.grade}, ${`0592-70${String(12_300 + i).padStart(5, '0')}`},
        ${p.principal}, ${`教民1350212${String(i + 1).padStart(8, '0')}号`}, ${p.foundedOn}, ${p.capacity},
        ${'以游戏为基本活动，关注每个孩子的健康成长。'}, now())
      on conflict (school_id) do nothing`);
    if (!filesDir) continue;
    const logo = await saveDemoImage(tx, filesDir, schoolId, 'logo.png', await demoLogoPng(p.colour));
    await tx.execute(sql`update institutions set logo_url = ${fileRef(logo)} where id = ${schoolId}`);
  }
  const [bureau] = await tx
    .insert(institutions)
    .values({ type: InstitutionType.regulator, name: '厦门市教育局', regionKeys: '350000,350200' })
    .returning({ id: institutions.id });
  await tx.execute(sql`insert into supervision_requests (school_id, regulator_id, message, created_at)
    values (${schoolIds[0]}, ${bureau.id}, '根据市级示范园年检工作安排，申请对贵园开展日常监管。', now() - interval '2 days')`);
};
