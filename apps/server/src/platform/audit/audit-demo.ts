import { chinaDayStart } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { DemoSeeder, DemoTx } from '../demo/index.ts';
import { demoAccount } from '../demo/index.ts';
import type { AuditActor } from './audit-context.ts';

/** Records the transaction's next writes as `actor` (until the transaction ends or the next call). */
export async function setAuditActor(tx: DemoTx, actor: AuditActor | null): Promise<void> {
  await tx.execute(sql`select set_config('kg.audit', ${actor ? JSON.stringify(actor) : ''}, true)`);
}

interface Person {
  accountId: number;
  memberId: number;
  name: string;
}

async function person(tx: DemoTx, schoolId: number, phone: string): Promise<Person | undefined> {
  const r = await tx.execute<Person & Record<string, unknown>>(sql`select a.id as "accountId", m.id as "memberId", m.real_name as name
    from accounts a join members m on m.account_id = a.id and m.institution_id = ${schoolId} where a.phone = ${phone}`);
  return r.rows[0];
}

// at that hour of China's clock on the China day `d` days back: an hour counted from now would move
// the afternoon's edit into the next day when the demo is loaded late in the evening
const daysAgo = (d: number, hour: number) =>
  new Date(chinaDayStart(new Date(Date.now() - d * 86_400_000)).getTime() + hour * 3_600_000).toISOString();

const TITLES = ['三级教师', '二级教师', '一级教师', '高级教师', '正高级教师'];

/**
 * A week of history in the first two demo schools: the director and a teacher edit children,
 * staff and positions over the last seven days. Real writes through the triggers, so the
 * entries and their chain are real; only their time is set back.
 */
export const auditDemo: DemoSeeder = async (tx, { schoolIds }) => {
  for (const [i, schoolId] of schoolIds.slice(0, 2).entries()) {
    const director = await person(tx, schoolId, demoAccount(i === 0 ? 'director1' : 'director2').phone);
    const teacher = i === 0 ? await person(tx, schoolId, demoAccount('teacher').phone) : director;
    if (!director || !teacher) continue;
    const children = await tx.execute<{ id: number }>(sql`select id from students where school_id = ${schoolId} order by id limit 7`);
    const staff = await tx.execute<{ memberId: number }>(
      sql`select member_id as "memberId" from staff_profiles where school_id = ${schoolId} order by member_id limit 7`,
    );
    for (let day = 7; day >= 1; day--) {
      const who = day % 2 === 0 ? director : teacher;
      const actor = (hour: number): AuditActor => ({
        accountId: who.accountId,
        actorName: who.name,
        memberId: who.memberId,
        institutionId: schoolId,
        requestId: `demo-${schoolId}-${day}-${hour}`,
        address: '127.0.0.1',
        module: 'garden',
        at: daysAgo(day, hour),
      });
      const child = children.rows[day - 1];
      const member = staff.rows[day - 1];
      await setAuditActor(tx, actor(9));
      if (child)
        await tx.execute(sql`update students set student_no = ${`D${day}${child.id}`} where school_id = ${schoolId} and id = ${child.id}`);
      await setAuditActor(tx, actor(14));
      if (member) {
        // a professional title, not contact data: the desktop guide asks each person for their own
        await tx.execute(sql`update staff_profiles set professional_title = ${TITLES[day % TITLES.length]}, updated_at = ${daysAgo(day, 14)}
          where school_id = ${schoolId} and member_id = ${member.memberId}`);
      }
      if (day === 4) {
        await setAuditActor(tx, actor(16));
        await tx.execute(sql`update positions set description = '负责全园安全巡查' where school_id = ${schoolId} and name = '园长'`);
      }
    }
  }
  await setAuditActor(tx, null);
};
