import { todayChina } from '@kg/shared/time/china';
import { and, count, eq, exists, ne, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context.ts';
import { isUniqueViolation } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { accounts, guardians, members, phoneChanges } from '../../../db/schema/index.ts';

/** Phone changes an account may make per calendar day (Asia/Shanghai). */
export const DAY_ALLOW_NUM = 3;

export interface PhoneQuota {
  dayAllowNum: number;
  dayRemainingNum: number;
}

type Runner = Pick<AppContext['db'], 'select'>;

export async function phoneQuota(db: Runner, accountId: number, now: Date): Promise<PhoneQuota> {
  const [{ used }] = await db
    .select({ used: count() })
    .from(phoneChanges)
    .where(and(eq(phoneChanges.accountId, accountId), eq(phoneChanges.day, todayChina(now))));
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
      const [current] = await tx.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.id, c.accountId)).for('update');
      if (!current) throw new AppError('user-0004');
      if (current.phone === c.newPhone) throw new AppError('user-0003', { field: 'mobile' });
      const quota = await phoneQuota(tx, c.accountId, now);
      if (quota.dayRemainingNum <= 0) throw new AppError('user-0002', { data: quota });
      if (c.verify) await c.verify();
      const taken = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.phone, c.newPhone), ne(accounts.id, c.accountId)));
      if (taken.length > 0) throw new AppError('user-0001', { field: 'mobile' });
      await tx.update(accounts).set({ phone: c.newPhone }).where(eq(accounts.id, c.accountId));
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
  const [row] = await db.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.id, accountId));
  return row?.phone;
}

/**
 * The account of a staff member of the school, and whether other institutions also trust it
 * (it is a member there, or a child's guardian there); undefined when the school has no such member.
 */
export async function staffAccount(db: Runner, schoolId: number, memberId: number) {
  const m = alias(members, 'm');
  const o = alias(members, 'o');
  const g = alias(guardians, 'g');
  // builders of their own: a one-table select writes its sql fields' columns without their table
  const qb = new QueryBuilder();
  const otherMember = qb
    .select({ one: sql`1` })
    .from(o)
    .where(and(eq(o.accountId, m.accountId), ne(o.institutionId, m.institutionId)));
  const otherGuardian = qb
    .select({ one: sql`1` })
    .from(g)
    .where(and(eq(g.accountId, m.accountId), ne(g.schoolId, m.institutionId)));
  const [row] = await db
    .select({ accountId: m.accountId, elsewhere: sql<boolean>`(${exists(otherMember)} or ${exists(otherGuardian)})` })
    .from(m)
    .where(and(eq(m.institutionId, schoolId), eq(m.id, memberId)));
  return row;
}
