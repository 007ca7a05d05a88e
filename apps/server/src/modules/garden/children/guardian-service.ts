import crypto from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { anyId } from '../../../core/scope.ts';
import { accounts, guardians } from '../../../db/schema/index.ts';
import type { ChildDb } from './child-db.ts';
import type { GuardianValues, StoredGuardian } from './child-input.ts';

/**
 * Guardians have accounts (the account of their phone). Parents sign in elsewhere (the parent
 * app), never to this back office: a phone that already has an account is linked to it as it
 * is (a teacher whose child attends keeps one account; name and password untouched); a new
 * phone gets an account with an unusable password (no hash can match the `!` marker) and
 * need_update_password, so its owner first sets a password through the SMS reset. Accounts
 * without a membership cannot sign in here either way (iam-0014).
 */
export async function linkAccounts(tx: ChildDb, people: { phone: string; name: string }[]): Promise<Map<string, number>> {
  const byPhone = new Map<string, string>();
  for (const p of people) if (!byPhone.has(p.phone)) byPhone.set(p.phone, p.name);
  if (byPhone.size === 0) return new Map();
  const phones = [...byPhone.keys()];
  const names = phones.map((p) => byPhone.get(p)!);
  const hashes = phones.map(() => `!unusable!${crypto.randomBytes(12).toString('hex')}`);
  await tx.execute(sql`insert into accounts (phone, password_hash, real_name, need_update_password)
    select p, h, n, true from unnest(${sql.param(phones)}::text[], ${sql.param(hashes)}::text[], ${sql.param(names)}::text[]) as x(p, h, n)
    on conflict (phone) do nothing`);
  const rows = await tx
    .select({ id: accounts.id, phone: accounts.phone })
    .from(accounts)
    .where(sql`${accounts.phone} = any(${sql.param(phones)}::text[])`);
  return new Map(rows.map((a) => [a.phone, a.id]));
}

export async function loadGuardians(db: ChildDb, schoolId: number, studentIds: number[]): Promise<Map<number, StoredGuardian[]>> {
  const out = new Map<number, StoredGuardian[]>();
  if (studentIds.length === 0) return out;
  const rows = await db
    .select({
      id: guardians.id,
      studentId: guardians.studentId,
      accountId: guardians.accountId,
      name: guardians.name,
      phone: guardians.phone,
      relation: guardians.relation,
      isDirectGuardian: guardians.isDirectGuardian,
    })
    .from(guardians)
    .where(and(eq(guardians.schoolId, schoolId), sql`${guardians.studentId} = ${anyId(studentIds)}`))
    .orderBy(desc(guardians.isDirectGuardian), asc(guardians.id));
  for (const row of rows) {
    const { studentId, ...g } = row;
    if (!out.has(studentId)) out.set(studentId, []);
    out.get(studentId)!.push(g);
  }
  return out;
}

const ofChild = (schoolId: number, studentId: number) => and(eq(guardians.schoolId, schoolId), eq(guardians.studentId, studentId));

/** Makes the child's guardians exactly `next`: removed ones deleted, kept ones updated, new ones linked and added. */
export async function saveGuardians(tx: ChildDb, schoolId: number, studentId: number, next: GuardianValues[], existing: StoredGuardian[]) {
  const keep = new Set(next.filter((g) => g.id !== undefined).map((g) => g.id!));
  const gone = existing.filter((g) => !keep.has(g.id)).map((g) => g.id);
  if (gone.length) {
    await tx.delete(guardians).where(and(ofChild(schoolId, studentId), sql`${guardians.id} = ${anyId(gone)}`));
  }
  for (const g of next.filter((x) => x.id !== undefined)) {
    await tx
      .update(guardians)
      .set({ name: g.name, relation: g.relation, isDirectGuardian: g.isDirectGuardian })
      .where(and(ofChild(schoolId, studentId), eq(guardians.id, g.id!)));
  }
  const added = next.filter((x) => x.id === undefined);
  if (added.length)
    await insertGuardians(
      tx,
      schoolId,
      added.map((g) => ({ ...g, studentId })),
    );
}

/** New guardians of any number of children, linked to their accounts, in one statement. */
export async function insertGuardians(tx: ChildDb, schoolId: number, rows: (GuardianValues & { studentId: number })[]) {
  if (rows.length === 0) return;
  const accounts = await linkAccounts(tx, rows);
  await tx.execute(sql`insert into guardians (school_id, student_id, account_id, name, phone, relation, is_direct_guardian)
    select ${schoolId}, s, a, n, p, r, d from unnest(
      ${sql.param(rows.map((g) => g.studentId))}::bigint[], ${sql.param(rows.map((g) => accounts.get(g.phone) ?? null))}::bigint[],
      ${sql.param(rows.map((g) => g.name))}::text[], ${sql.param(rows.map((g) => g.phone))}::text[],
      ${sql.param(rows.map((g) => g.relation))}::text[], ${sql.param(rows.map((g) => g.isDirectGuardian))}::boolean[]
    ) as x(s, a, n, p, r, d)`);
}
