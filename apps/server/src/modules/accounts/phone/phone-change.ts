import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { isUniqueViolation } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { phoneChanges } from '../../../db/schema/index.ts';

/** Phone changes an account may make per calendar day (Asia/Shanghai). */
export const DAY_ALLOW_NUM = 3;

export interface PhoneQuota {
  dayAllowNum: number;
  dayRemainingNum: number;
}

type Runner = Pick<AppContext['db'], 'execute'>;

export async function phoneQuota(db: Runner, accountId: number, now: Date): Promise<PhoneQuota> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from phone_changes
    where account_id = ${accountId} and day = ${todayChina(now)}`);
  const used = r.rows[0].n;
  return { dayAllowNum: DAY_ALLOW_NUM, dayRemainingNum: Math.max(0, DAY_ALLOW_NUM - used) };
}

export interface PhoneChange {
  accountId: number;
  newPhone: string;
  /** The account that acted: the owner, or the school administrator. */
  changedBy: number;
  /** Runs after the cheap refusals (same phone, quota) and before the binding check: the SMS code. */
  verify?: () => Promise<void>;
}

/**
 * Changes the phone (also the login name) under a lock on the account row, so parallel
 * changes cannot exceed the daily quota. Answers the quota left.
 */
export async function changePhone(ctx: AppContext, c: PhoneChange): Promise<PhoneQuota & { phone: string }> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const r = await tx.execute<{ phone: string }>(sql`select phone from accounts where id = ${c.accountId} for update`);
      const current = r.rows[0];
      if (!current) throw new AppError('user-0004');
      if (current.phone === c.newPhone) throw new AppError('user-0003', { field: 'mobile' });
      const quota = await phoneQuota(tx, c.accountId, now);
      if (quota.dayRemainingNum <= 0) throw new AppError('user-0002', { data: quota });
      if (c.verify) await c.verify();
      const taken = await tx.execute(sql`select 1 from accounts where phone = ${c.newPhone} and id <> ${c.accountId}`);
      if (taken.rows.length > 0) throw new AppError('user-0001', { field: 'mobile' });
      await tx.execute(sql`update accounts set phone = ${c.newPhone} where id = ${c.accountId}`);
      await tx.insert(phoneChanges).values({
        accountId: c.accountId,
        oldPhone: current.phone,
        newPhone: c.newPhone,
        changedBy: c.changedBy,
        day: todayChina(now),
        createdAt: now,
      });
      return { phone: c.newPhone, dayAllowNum: quota.dayAllowNum, dayRemainingNum: quota.dayRemainingNum - 1 };
    });
  } catch (e) {
    // another account took the number between our check and our update
    if (isUniqueViolation(e)) throw new AppError('user-0001', { field: 'mobile' });
    throw e;
  }
}

/** The account's phone, if the account exists. */
export async function phoneOf(db: Runner, accountId: number): Promise<string | undefined> {
  const r = await db.execute<{ phone: string }>(sql`select phone from accounts where id = ${accountId}`);
  return r.rows[0]?.phone;
}

/**
 * The account of a staff member of the school, and whether other institutions also trust it
 * (it is a member there, or a child's guardian there); undefined when the school has no such member.
 */
export async function staffAccount(db: Runner, schoolId: number, memberId: number) {
  const r = await db.execute<{ accountId: number; elsewhere: boolean }>(sql`
    select m.account_id as "accountId",
           exists (select 1 from members o where o.account_id = m.account_id and o.institution_id <> m.institution_id)
             or exists (select 1 from guardians g where g.account_id = m.account_id and g.school_id <> m.institution_id) as "elsewhere"
    from members m where m.institution_id = ${schoolId} and m.id = ${memberId}`);
  return r.rows[0];
}
