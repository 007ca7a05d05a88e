import { InstitutionType } from '@kg/shared';
import type { superiorRow, UnitAddInput, UnitInput, unitDetail, unitRow } from '@kg/shared/modules/group/regulation';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { linkOrCreateAccount } from '../../../platform/accounts/index.ts';
import { endSessionsWithoutReason } from '../../../platform/sessions/index.ts';
import { sendSms } from '../../../platform/sms/index.ts';

type UnitRow = z.input<typeof unitRow>;
type UnitDetail = z.input<typeof unitDetail>;
type SuperiorRow = z.input<typeof superiorRow>;

type Tx = Pick<Db, 'execute'>;

const UNIT_COLUMNS = sql`i.id, i.name, i.region_keys as "regionKeys", i.address, b.contact_name as "contactName",
  b.contact_phone as "contactPhone", i.disabled`;

/** The authority's direct units, paged; each with the schools it supervises itself. */
export function listUnits(db: Db, regulatorId: number, q: { pageNum: number; pageSize: number; name?: string }) {
  const where = sql`b.superior_id = ${regulatorId} and i.type = ${InstitutionType.regulator}
    ${q.name ? sql`and i.name ilike ${containsPattern(q.name)}` : sql``}`;
  const from = sql`regulator_bodies b join institutions i on i.id = b.institution_id`;
  return pagedQuery<UnitRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: (cut) => sql`with pg as (select ${UNIT_COLUMNS}, i.created_at as "createdAt", count(*) over () as total
        from ${from} where ${where} order by i.id ${cut})
      select pg.*, (select count(*) from regulator_schools rs where rs.regulator_id = pg.id)::int as "schoolCount"
      from pg order by pg.id`,
  });
}

/** One direct unit; another authority's (or a unit of a unit) is not found. */
export async function getUnit(db: Tx, regulatorId: number, id: number) {
  const r = await db.execute(sql`select ${UNIT_COLUMNS} from regulator_bodies b join institutions i on i.id = b.institution_id
    where b.superior_id = ${regulatorId} and i.id = ${id}`);
  return oneRow<UnitDetail>(r.rows);
}

/**
 * A unit lies within the authority's region (the same keys or below them) and its name is
 * its own among its siblings. Checked under a lock on the superior, so two adds cannot race.
 */
async function checkUnit(tx: Tx, regulatorId: number, u: UnitInput, selfId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('regulator-units'), ${regulatorId}::int)`);
  const r = await tx.execute<{ region: string | null }>(sql`select region_keys as region from institutions where id = ${regulatorId}`);
  const region = r.rows[0]?.region;
  if (region && u.regionKeys !== region && !u.regionKeys.startsWith(`${region},`))
    throw new AppError('regulation-0002', { field: 'regionKeys' });
  const dup = await tx.execute(sql`select 1 from regulator_bodies b join institutions i on i.id = b.institution_id
    where b.superior_id = ${regulatorId} and i.name = ${u.name} ${selfId ? sql`and i.id <> ${selfId}` : sql``}`);
  if (dup.rows.length) throw new AppError('regulation-0001', { field: 'name' });
}

/** The unit's administrator as appointed: the initial password when the account is new (for the text). */
export type UnitAdmin = { phone: string; initialPassword: string | null };

export async function addUnit(ctx: AppContext, regulatorId: number, u: UnitAddInput): Promise<{ id: number; admin: UnitAdmin | null }> {
  return ctx.db.transaction(async (tx) => {
    await checkUnit(tx, regulatorId, u);
    const r = await tx.execute<{ id: number }>(sql`insert into institutions (type, name, region_keys, address)
      values (${InstitutionType.regulator}, ${u.name}, ${u.regionKeys}, ${u.address}) returning id`);
    const id = Number(r.rows[0].id);
    await tx.execute(sql`insert into regulator_bodies (institution_id, superior_id, contact_name, contact_phone)
      values (${id}, ${regulatorId}, ${u.contactName}, ${u.contactPhone})`);
    if (!u.adminPhone) return { id, admin: null };
    const name = u.adminName ?? u.contactName ?? u.name;
    // an existing account joins only with its person's code, unless they already work for this authority
    const consent = { ctx, institutionIds: [regulatorId], code: u.adminLinkCode, field: 'adminLinkCode' };
    const account = await linkOrCreateAccount(tx, u.adminPhone, name, consent);
    await tx.execute(sql`insert into members (institution_id, account_id, real_name, is_admin, all_range)
      values (${id}, ${account.accountId}, ${name}, true, true)`);
    return { id, admin: { phone: u.adminPhone, initialPassword: account.initialPassword } };
  });
}

/** After the commit (a rolled-back unit texts nobody). */
export async function textUnitAdmin(ctx: AppContext, unit: string, a: UnitAdmin, ip?: string): Promise<void> {
  const text = a.initialPassword
    ? `【智慧幼儿园】您已被设为“${unit}”的管理员，登录账号 ${a.phone}，初始密码 ${a.initialPassword}，首次登录后请修改密码。`
    : `【智慧幼儿园】您已被设为“${unit}”的管理员，请使用原账号密码登录。`;
  await sendSms(ctx, a.phone, text, ip);
}

export async function updateUnit(db: Db, regulatorId: number, u: UnitInput & { id: number }) {
  await db.transaction(async (tx) => {
    await getUnit(tx, regulatorId, u.id);
    await checkUnit(tx, regulatorId, u, u.id);
    await tx.execute(sql`update institutions set name = ${u.name}, region_keys = ${u.regionKeys}, address = ${u.address}
      where id = ${u.id}`);
    await tx.execute(sql`update regulator_bodies set contact_name = ${u.contactName}, contact_phone = ${u.contactPhone},
      updated_at = now() where institution_id = ${u.id}`);
  });
}

/**
 * A disabled unit's staff sessions end and its branch leaves the tree: visits into its schools
 * (the unit's own, or a superior's through it) that no longer have a reason end with it.
 */
export async function setUnitDisabled(db: Db, regulatorId: number, id: number, disabled: boolean) {
  await db.transaction(async (tx) => {
    const r = await tx.execute(sql`update institutions set disabled = ${disabled}
      where id = ${id} and id in (select institution_id from regulator_bodies where superior_id = ${regulatorId}) returning id`);
    oneRow(r.rows);
    if (disabled) await endSessionsWithoutReason(tx, { kind: 'membership', institutionId: id }, { kind: 'visit' });
  });
}

/** The enabled units below the caller in their reach, for the home's unit filter. */
export async function unitOptions(db: Db, reachable: ReturnType<typeof sql>, regulatorId: number) {
  const r = await db.execute<{ id: number; name: string }>(sql`select i.id, i.name from institutions i
    where i.id in ${reachable} and i.id <> ${regulatorId} order by i.name, i.id`);
  return r.rows;
}

/** The chain above the authority, nearest first, with contact; a cycle (never written) ends it. */
export async function superiorChain(db: Db, regulatorId: number) {
  const r = await db.execute(sql`with recursive up(id, level, path) as (
      select b.superior_id, 1, array[${regulatorId}::bigint] from regulator_bodies b
      where b.institution_id = ${regulatorId} and b.superior_id is not null
      union all
      select b.superior_id, up.level + 1, up.path || up.id from up join regulator_bodies b on b.institution_id = up.id
      where b.superior_id is not null and not b.superior_id = any(up.path || up.id)
    )
    select ${UNIT_COLUMNS}, up.level from up join institutions i on i.id = up.id
      left join regulator_bodies b on b.institution_id = i.id
    order by up.level`);
  return r.rows.map(({ disabled: _d, ...row }) => row as SuperiorRow);
}
