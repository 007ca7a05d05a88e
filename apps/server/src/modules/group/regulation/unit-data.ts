import { InstitutionType } from '@kg/shared';
import type { superiorRow, UnitAddInput, UnitInput, unitDetail } from '@kg/shared/modules/group/regulation';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { institutions, members, regulatorBodies, regulatorSchools } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { linkOrCreateAccount } from '../../../platform/accounts/index.ts';
import { endSessionsWithoutReason } from '../../../platform/sessions/index.ts';
import { sendSms } from '../../../platform/sms/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

const i = alias(institutions, 'i');
const b = alias(regulatorBodies, 'b');
// the CTE pg holds the page's institutions' columns
const pg = alias(institutions, 'pg');
const rs = alias(regulatorSchools, 'rs');
const body = (inst: typeof i | typeof pg) => ({
  id: inst.id,
  name: inst.name,
  regionKeys: inst.regionKeys,
  address: inst.address,
  contactName: b.contactName,
  contactPhone: b.contactPhone,
});
const UNIT = { ...body(i), disabled: i.disabled };
const ROW = {
  ...body(pg),
  disabled: pg.disabled,
  createdAt: pg.createdAt,
  schoolCount: sql<number>`(select count(*) from ${regulatorSchools} rs where ${rs.regulatorId} = ${pg.id})::int`,
};
const ROW_LIST = selectList(ROW);
const SUPERIOR = { ...body(i), level: sql<number>`up.level` };
const SUPERIOR_LIST = selectList(SUPERIOR);
// the schema's rows must stay the declared output: a renamed or retyped column fails here
const asSuperior = (row: RowOf<typeof SUPERIOR>): z.input<typeof superiorRow> => row;

/** The authority's direct units, paged; each with the schools it supervises itself. */
export function listUnits(db: Db, regulatorId: number, q: { pageNum: number; pageSize: number; name?: string }) {
  const where = sql`${b.superiorId} = ${regulatorId} and ${i.type} = ${InstitutionType.regulator}
    ${q.name ? sql`and ${i.name} ilike ${containsPattern(q.name)}` : sql``}`;
  const from = sql`${regulatorBodies} b join ${institutions} i on ${i.id} = ${b.institutionId}`;
  return pagedQuery<RowOf<typeof ROW>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: (cut) => sql`with pg as (select i.*, count(*) over () as total
        from ${from} where ${where} order by ${i.id} ${cut})
      select ${ROW_LIST}, pg.total from pg join ${regulatorBodies} b on ${b.institutionId} = ${pg.id} order by ${pg.id}`,
  });
}

/** One direct unit; another authority's (or a unit of a unit) is not found. */
export async function getUnit(db: Runner, regulatorId: number, id: number): Promise<z.input<typeof unitDetail>> {
  const rows = await db
    .select(UNIT)
    .from(b)
    .innerJoin(i, eq(i.id, b.institutionId))
    .where(and(eq(b.superiorId, regulatorId), eq(i.id, id)));
  return oneRow<(typeof rows)[number]>(rows);
}

/**
 * A unit lies within the authority's region (the same keys or below them) and its name is
 * its own among its siblings. Checked under a lock on the superior, so two adds cannot race.
 */
async function checkUnit(tx: Tx, regulatorId: number, u: UnitInput, selfId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('regulator-units'), ${regulatorId}::int)`);
  const [authority] = await tx.select({ region: institutions.regionKeys }).from(institutions).where(eq(institutions.id, regulatorId));
  const region = authority?.region;
  if (region && u.regionKeys !== region && !u.regionKeys.startsWith(`${region},`))
    throw new AppError('regulation-0002', { field: 'regionKeys' });
  const dup = await tx
    .select({ id: i.id })
    .from(b)
    .innerJoin(i, eq(i.id, b.institutionId))
    .where(and(eq(b.superiorId, regulatorId), eq(i.name, u.name), selfId ? ne(i.id, selfId) : undefined));
  if (dup.length) throw new AppError('regulation-0001', { field: 'name' });
}

/** The unit's administrator as appointed: the initial password when the account is new (for the text). */
export type UnitAdmin = { phone: string; initialPassword: string | null };

export async function addUnit(ctx: AppContext, regulatorId: number, u: UnitAddInput): Promise<{ id: number; admin: UnitAdmin | null }> {
  return ctx.db.transaction(async (tx) => {
    await checkUnit(tx, regulatorId, u);
    const [{ id }] = await tx
      .insert(institutions)
      .values({ type: InstitutionType.regulator, name: u.name, regionKeys: u.regionKeys, address: u.address })
      .returning({ id: institutions.id });
    await tx
      .insert(regulatorBodies)
      .values({ institutionId: id, superiorId: regulatorId, contactName: u.contactName, contactPhone: u.contactPhone });
    if (!u.adminPhone) return { id, admin: null };
    const name = u.adminName ?? u.contactName ?? u.name;
    // an existing account joins only with its person's code, unless they already work for this authority
    const consent = { ctx, institutionIds: [regulatorId], code: u.adminLinkCode, field: 'adminLinkCode' };
    const account = await linkOrCreateAccount(tx, u.adminPhone, name, consent);
    await tx.insert(members).values({ institutionId: id, accountId: account.accountId, realName: name, isAdmin: true, allRange: true });
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
    await tx.update(institutions).set({ name: u.name, regionKeys: u.regionKeys, address: u.address }).where(eq(institutions.id, u.id));
    await tx
      .update(regulatorBodies)
      .set({ contactName: u.contactName, contactPhone: u.contactPhone, updatedAt: sql`now()` })
      .where(eq(regulatorBodies.institutionId, u.id));
  });
}

/**
 * A disabled unit's staff sessions end and its branch leaves the tree: visits into its schools
 * (the unit's own, or a superior's through it) that no longer have a reason end with it.
 */
export async function setUnitDisabled(db: Db, regulatorId: number, id: number, disabled: boolean) {
  await db.transaction(async (tx) => {
    const units = tx.select({ id: regulatorBodies.institutionId }).from(regulatorBodies).where(eq(regulatorBodies.superiorId, regulatorId));
    const rows = await tx
      .update(institutions)
      .set({ disabled })
      .where(and(eq(institutions.id, id), inArray(institutions.id, units)))
      .returning({ id: institutions.id });
    oneRow(rows);
    if (disabled) await endSessionsWithoutReason(tx, { kind: 'membership', institutionId: id }, { kind: 'visit' });
  });
}

/** The enabled units below the caller in their reach, for the home's unit filter. */
export function unitOptions(db: Db, reachable: SQL, regulatorId: number) {
  return db
    .select({ id: i.id, name: i.name })
    .from(i)
    .where(and(sql`${i.id} in ${reachable}`, ne(i.id, regulatorId)))
    .orderBy(asc(i.name), asc(i.id));
}

/** The chain above the authority, nearest first, with contact; a cycle (never written) ends it. */
export async function superiorChain(db: Db, regulatorId: number) {
  const rows = await preparedRows<RowOf<typeof SUPERIOR>>(
    db,
    sql`with recursive up(id, level, path) as (
      select b.superior_id, 1, array[${regulatorId}::bigint] from regulator_bodies b
      where b.institution_id = ${regulatorId} and b.superior_id is not null
      union all
      select b.superior_id, up.level + 1, up.path || up.id from up join regulator_bodies b on b.institution_id = up.id
      where b.superior_id is not null and not b.superior_id = any(up.path || up.id)
    )
    select ${SUPERIOR_LIST} from up join ${institutions} i on ${i.id} = up.id
      left join ${regulatorBodies} b on ${b.institutionId} = ${i.id}
    order by up.level`,
  );
  return rows.map(asSuperior);
}
