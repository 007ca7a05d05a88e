import { chinaDayStart } from '@kg/shared/time/china';
import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts, members, staffProfiles, students } from '../../db/schema/index.ts';
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
  const [found] = await tx
    .select({ accountId: accounts.id, memberId: members.id, name: members.realName })
    .from(accounts)
    .innerJoin(members, and(eq(members.accountId, accounts.id), eq(members.institutionId, schoolId)))
    .where(eq(accounts.phone, phone));
  return found;
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
    const children = await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, schoolId))
      .orderBy(asc(students.id))
      .limit(7);
    const staff = await tx
      .select({ memberId: staffProfiles.memberId })
      .from(staffProfiles)
      .where(eq(staffProfiles.schoolId, schoolId))
      .orderBy(asc(staffProfiles.memberId))
      .limit(7);
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
      const child = children[day - 1];
      const member = staff[day - 1];
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
