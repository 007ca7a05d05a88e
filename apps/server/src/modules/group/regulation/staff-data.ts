import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { MASKED, maskRecord } from '../../../core/masking.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts, members, regulatorStaffScopes } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { endSessionsWithoutReason } from '../../../platform/sessions/index.ts';

const m = alias(members, 'm');
const a = alias(accounts, 'a');
const s = alias(regulatorStaffScopes, 's');
// no scope row: everything, the table's defaults; an administrator sees all, whatever a row says
const FIELDS = {
  memberId: m.id,
  realName: m.realName,
  phone: a.phone,
  isAdmin: m.isAdmin,
  allowEntry: sql<boolean>`(${m.isAdmin} or coalesce(${s.allowEntry}, true))`,
  allowReports: sql<boolean>`(${m.isAdmin} or coalesce(${s.allowReports}, true))`,
  unitScope: sql<'own' | 'units'>`(case when ${m.isAdmin} or coalesce(${s.withUnits}, true) then 'units' else 'own' end)`,
};
const LIST = selectList(FIELDS);

/** The authority's active staff with what each may see. */
export async function listStaff(
  db: Db,
  regulatorId: number,
  q: { pageNum: number; pageSize: number; name?: string },
  phonePattern: (digits: string) => string,
) {
  // a phone search matches only what the masked list would let the caller see (core/masking.ts)
  const byPhone = q.name && /^\d+$/.test(q.name) ? sql` or ${a.phone} like ${phonePattern(q.name)}` : sql``;
  const where = sql`${m.institutionId} = ${regulatorId} and ${m.status} = 1
    ${q.name ? sql`and (${m.realName} ilike ${containsPattern(q.name)}${byPhone})` : sql``}`;
  const from = sql`${members} m join ${accounts} a on ${a.id} = ${m.accountId}
    left join ${regulatorStaffScopes} s on ${s.institutionId} = ${m.institutionId} and ${s.memberId} = ${m.id}`;
  const page = await pagedQuery<RowOf<typeof FIELDS>>(db, {
    ...q,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: sql`select ${LIST}, count(*) over () as total from ${from} where ${where} order by ${m.isAdmin} desc, ${m.id}`,
  });
  return { ...page, list: page.list.map((r) => maskRecord(r, MASKED, { phones: ['phone'] })) };
}

/**
 * Nobody grants what they do not hold (DESIGN §6): a permission manager who is not the
 * authority's administrator never changes their own scope, and gives another only what their
 * own scope allows (no row: everything, the table's defaults).
 */
async function assertMayGrantScope(
  db: Db,
  by: SessionInfo,
  v: { memberId: number; allowEntry: boolean; allowReports: boolean; unitScope: 'own' | 'units' },
): Promise<void> {
  if (by.isAdmin) return;
  if (v.memberId === by.memberId) throw new AppError('regulation-0009', { field: 'memberId' });
  const [row] = await db
    .select({ entry: s.allowEntry, reports: s.allowReports, units: s.withUnits })
    .from(s)
    .where(and(eq(s.institutionId, by.institutionId), eq(s.memberId, by.memberId)));
  const mine = row ?? { entry: true, reports: true, units: true };
  const field = !mine.entry && v.allowEntry ? 'allowEntry' : !mine.reports && v.allowReports ? 'allowReports' : null;
  const units = !mine.units && v.unitScope === 'units' ? 'unitScope' : null;
  if (field ?? units) throw new AppError('regulation-0010', { field: (field ?? units)! });
}

/** Sets a staff member's scope (visits it no longer allows end); an administrator's cannot be limited, another authority's member is not found. */
export async function saveStaffScope(
  db: Db,
  regulatorId: number,
  v: { memberId: number; allowEntry: boolean; allowReports: boolean; unitScope: 'own' | 'units' },
  by: SessionInfo,
) {
  await assertMayGrantScope(db, by, v);
  const found = await db
    .select({ isAdmin: members.isAdmin })
    .from(members)
    .where(and(eq(members.institutionId, regulatorId), eq(members.id, v.memberId), eq(members.status, 1)));
  if (oneRow<(typeof found)[number]>(found).isAdmin) throw new AppError('regulation-0007', { field: 'memberId' });
  await db.transaction(async (tx) => {
    const scope = { allowEntry: v.allowEntry, allowReports: v.allowReports, withUnits: v.unitScope === 'units' };
    await tx
      .insert(regulatorStaffScopes)
      .values({ institutionId: regulatorId, memberId: v.memberId, ...scope })
      .onConflictDoUpdate({
        target: [regulatorStaffScopes.institutionId, regulatorStaffScopes.memberId],
        set: { ...scope, updatedAt: sql`now()` },
      });
    // entry or units taken away: the member's visits that no longer have them end
    await endSessionsWithoutReason(tx, { kind: 'visit' });
  });
}
