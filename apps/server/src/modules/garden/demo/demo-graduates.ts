import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { dateBetween, idCardNumber, personName, type Rng, rng } from '../../../platform/demo/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The school year that ended in July 2026 (the demo's "now" is the 2026–2027 year). */
const GRADUATED_AT = '2026-07-10';
const BIRTH_REGIONS = ['350203', '350205', '350206', '350211', '350212', '350213'];
const mobile = (r: Rng) => `1${r.pick(['38', '39', '58', '59', '86', '87', '35', '36'])}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;

/**
 * Last year's graduates, so the graduate pages have data: per school one graduated class of
 * the top grade (大班, graduated 2026-07-10) with ~25 children (status 2) and their guardians,
 * in the range of two of the school's teachers who taught it. Then every demo guardian gets
 * the account of their phone (parents sign in elsewhere: new accounts have an unusable
 * password and must set one first), as guardians added through the API do.
 */
export async function seedDemoGraduates(tx: Tx, schoolIds: number[]): Promise<void> {
  const r = rng(20260710);
  for (const schoolId of schoolIds) {
    const g = await tx.execute(sql`select id from grades where school_id = ${schoolId} and level = 3 order by id limit 1`);
    const gradeId = (g.rows[0] as { id: number } | undefined)?.id;
    if (!gradeId) continue;
    const c = await tx.execute(sql`insert into classes (school_id, grade_id, name, sort, max_students, status, graduated_at)
      values (${schoolId}, ${gradeId}, '大一班', 99, 30, 2, ${GRADUATED_AT}) returning id`);
    const classId = (c.rows[0] as { id: number }).id;
    const count = 23 + r.int(0, 4);
    for (let i = 0; i < count; i++) {
      const gender: 1 | 2 = r.next() < 0.5 ? 1 : 2;
      const { surname, name } = personName(r, gender, true);
      const birthday = dateBetween(r, 2019, 2020);
      const s =
        await tx.execute(sql`insert into students (school_id, class_id, name, gender, birthday, id_card_type, id_card_no, nation, student_no, enrol_date, status)
        values (${schoolId}, ${classId}, ${name}, ${gender}, ${birthday}, 1, ${idCardNumber(r, r.pick(BIRTH_REGIONS), birthday, gender)},
          ${r.next() < 0.95 ? '汉族' : '回族'}, ${`G${schoolId}${String(classId).padStart(3, '0')}${String(i + 1).padStart(2, '0')}`}, '2023-09-01', 2)
        returning id`);
      const studentId = (s.rows[0] as { id: number }).id;
      await tx.execute(sql`insert into guardians (school_id, student_id, name, phone, relation, is_direct_guardian)
        values (${schoolId}, ${studentId}, ${personName(r, 2, false).name}, ${mobile(r)}, '母亲', true)`);
      if (r.next() < 0.7) {
        await tx.execute(sql`insert into guardians (school_id, student_id, name, phone, relation, is_direct_guardian)
          values (${schoolId}, ${studentId}, ${surname + personName(r, 1, false).name.slice(1)}, ${mobile(r)}, '父亲', false)`);
      }
    }
    // two teachers of the school taught the class last year
    await tx.execute(sql`insert into member_class_ranges (school_id, member_id, class_id)
      select ${schoolId}, m.id, ${classId} from members m join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
      where m.institution_id = ${schoolId} and p.post_type = 2 and not m.all_range order by m.id limit 2
      on conflict do nothing`);
  }
  await linkDemoGuardianAccounts(tx);
}

/** Accounts for guardians without one, in two statements (no password hashing: the marker is unusable). */
async function linkDemoGuardianAccounts(tx: Tx): Promise<void> {
  const salt = crypto.randomBytes(8).toString('hex');
  await tx.execute(sql`insert into accounts (phone, password_hash, real_name, need_update_password)
    select distinct on (phone) phone, '!unusable!' || md5(${salt} || phone), name, true from guardians
    where account_id is null order by phone, id
    on conflict (phone) do nothing`);
  await tx.execute(sql`update guardians gd set account_id = a.id from accounts a where gd.account_id is null and a.phone = gd.phone`);
}
