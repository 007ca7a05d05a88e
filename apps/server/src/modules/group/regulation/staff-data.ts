import type { staffRow } from '@kg/shared/modules/group/regulation';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { MASKED, maskRecord } from '../../../core/masking.ts';
import type { Db } from '../../../db/pool.ts';
import { endSessionsWithoutReason } from '../../../platform/sessions/index.ts';

/** The authority's active staff with what each may see (an administrator sees all, whatever a row says). */
export async function listStaff(
  db: Db,
  regulatorId: number,
  q: { pageNum: number; pageSize: number; name?: string },
  phonePattern: (digits: string) => string,
) {
  // a phone search matches only what the masked list would let the caller see (core/masking.ts)
  const byPhone = q.name && /^\d+$/.test(q.name) ? sql` or a.phone like ${phonePattern(q.name)}` : sql``;
  const where = sql`m.institution_id = ${regulatorId} and m.status = 1
    ${q.name ? sql`and (m.real_name ilike ${containsPattern(q.name)}${byPhone})` : sql``}`;
  const from = sql`members m join accounts a on a.id = m.account_id
    left join regulator_staff_scopes s on s.institution_id = m.institution_id and s.member_id = m.id`;
  const page = await pagedQuery<z.input<typeof staffRow>>(db, {
    ...q,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: sql`select m.id as "memberId", m.real_name as "realName", a.phone, m.is_admin as "isAdmin",
        m.is_admin or coalesce(s.allow_entry, true) as "allowEntry", m.is_admin or coalesce(s.allow_reports, true) as "allowReports",
        case when m.is_admin or coalesce(s.with_units, true) then 'units' else 'own' end as "unitScope", count(*) over () as total
      from ${from} where ${where} order by m.is_admin desc, m.id`,
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
  s: { memberId: number; allowEntry: boolean; allowReports: boolean; unitScope: 'own' | 'units' },
): Promise<void> {
  if (by.isAdmin) return;
  if (s.memberId === by.memberId) throw new AppError('regulation-0009', { field: 'memberId' });
  const r = await db.execute<{ entry: boolean; reports: boolean; units: boolean }>(sql`select
      coalesce(allow_entry, true) as entry, coalesce(allow_reports, true) as reports, coalesce(with_units, true) as units
    from (select 1) x left join regulator_staff_scopes on institution_id = ${by.institutionId} and member_id = ${by.memberId}`);
  const mine = r.rows[0];
  const field = !mine.entry && s.allowEntry ? 'allowEntry' : !mine.reports && s.allowReports ? 'allowReports' : null;
  const units = !mine.units && s.unitScope === 'units' ? 'unitScope' : null;
  if (field ?? units) throw new AppError('regulation-0010', { field: (field ?? units)! });
}

/** Sets a staff member's scope (visits it no longer allows end); an administrator's cannot be limited, another authority's member is not found. */
export async function saveStaffScope(
  db: Db,
  regulatorId: number,
  s: { memberId: number; allowEntry: boolean; allowReports: boolean; unitScope: 'own' | 'units' },
  by: SessionInfo,
) {
  await assertMayGrantScope(db, by, s);
  const m = await db.execute<{ isAdmin: boolean }>(sql`select is_admin as "isAdmin" from members
    where institution_id = ${regulatorId} and id = ${s.memberId} and status = 1`);
  if (oneRow<{ isAdmin: boolean }>(m.rows).isAdmin) throw new AppError('regulation-0007', { field: 'memberId' });
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into regulator_staff_scopes (institution_id, member_id, allow_entry, allow_reports, with_units)
      values (${regulatorId}, ${s.memberId}, ${s.allowEntry}, ${s.allowReports}, ${s.unitScope === 'units'})
      on conflict (institution_id, member_id) do update set allow_entry = excluded.allow_entry,
        allow_reports = excluded.allow_reports, with_units = excluded.with_units, updated_at = now()`);
    // entry or units taken away: the member's visits that no longer have them end
    await endSessionsWithoutReason(tx, { kind: 'visit' });
  });
}
