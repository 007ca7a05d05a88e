import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { anyId } from '../../../core/scope.ts';
import type { Runner } from '../classes/class-lookup.ts';
import type { GuardianValues, StoredGuardian } from './child-input.ts';

/**
 * Guardians have accounts (the account of their phone). Parents sign in elsewhere (the parent
 * app), never to this back office: a phone that already has an account is linked to it as it
 * is (a teacher whose child attends keeps one account; name and password untouched); a new
 * phone gets an account with an unusable password (no hash can match the `!` marker) and
 * need_update_password, so its owner first sets a password through the SMS reset. Accounts
 * without a membership cannot sign in here either way (iam-0014).
 */
export async function linkAccounts(tx: Runner, people: { phone: string; name: string }[]): Promise<Map<string, number>> {
  const byPhone = new Map<string, string>();
  for (const p of people) if (!byPhone.has(p.phone)) byPhone.set(p.phone, p.name);
  if (byPhone.size === 0) return new Map();
  const phones = [...byPhone.keys()];
  const names = phones.map((p) => byPhone.get(p)!);
  const hashes = phones.map(() => `!unusable!${crypto.randomBytes(12).toString('hex')}`);
  await tx.execute(sql`insert into accounts (phone, password_hash, real_name, need_update_password)
    select p, h, n, true from unnest(${sql.param(phones)}::text[], ${sql.param(hashes)}::text[], ${sql.param(names)}::text[]) as x(p, h, n)
    on conflict (phone) do nothing`);
  const r = await tx.execute<{ id: number; phone: string }>(
    sql`select id, phone from accounts where phone = any(${sql.param(phones)}::text[])`,
  );
  return new Map(r.rows.map((a) => [a.phone, a.id]));
}

export async function loadGuardians(db: Runner, schoolId: number, studentIds: number[]): Promise<Map<number, StoredGuardian[]>> {
  const out = new Map<number, StoredGuardian[]>();
  if (studentIds.length === 0) return out;
  const r = await db.execute<
    StoredGuardian & { studentId: number }
  >(sql`select id, student_id as "studentId", account_id as "accountId", name, phone, relation,
      is_direct_guardian as "isDirectGuardian"
    from guardians where school_id = ${schoolId} and student_id = ${anyId(studentIds)}
    order by is_direct_guardian desc, id`);
  for (const row of r.rows) {
    const { studentId, ...g } = row;
    if (!out.has(studentId)) out.set(studentId, []);
    out.get(studentId)!.push(g);
  }
  return out;
}

/** Makes the child's guardians exactly `next`: removed ones deleted, kept ones updated, new ones linked and added. */
export async function saveGuardians(tx: Runner, schoolId: number, studentId: number, next: GuardianValues[], existing: StoredGuardian[]) {
  const keep = new Set(next.filter((g) => g.id !== undefined).map((g) => g.id!));
  const gone = existing.filter((g) => !keep.has(g.id)).map((g) => g.id);
  if (gone.length) {
    await tx.execute(sql`delete from guardians where school_id = ${schoolId} and student_id = ${studentId}
      and id = ${anyId(gone)}`);
  }
  for (const g of next.filter((x) => x.id !== undefined)) {
    await tx.execute(sql`update guardians set name = ${g.name}, relation = ${g.relation}, is_direct_guardian = ${g.isDirectGuardian}
      where school_id = ${schoolId} and student_id = ${studentId} and id = ${g.id!}`);
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
export async function insertGuardians(tx: Runner, schoolId: number, rows: (GuardianValues & { studentId: number })[]) {
  if (rows.length === 0) return;
  const accounts = await linkAccounts(tx, rows);
  await tx.execute(sql`insert into guardians (school_id, student_id, account_id, name, phone, relation, is_direct_guardian)
    select ${schoolId}, s, a, n, p, r, d from unnest(
      ${sql.param(rows.map((g) => g.studentId))}::bigint[], ${sql.param(rows.map((g) => accounts.get(g.phone) ?? null))}::bigint[],
      ${sql.param(rows.map((g) => g.name))}::text[], ${sql.param(rows.map((g) => g.phone))}::text[],
      ${sql.param(rows.map((g) => g.relation))}::text[], ${sql.param(rows.map((g) => g.isDirectGuardian))}::boolean[]
    ) as x(s, a, n, p, r, d)`);
}
