import type { Result } from '@kg/shared';
import type { PageOf } from '@kg/shared/contract/outputs';
import { AccountStatus, type accountsEndpoints } from '@kg/shared/modules/system/accounts';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { MASKED, maskRecord, phoneSearchPattern } from '../../../core/masking.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { accounts, memberSignInBlocks, members, roles, sessions } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type AccountRow = Result<typeof accountsEndpoints.list>['list'][number];
type SignInRow = Result<typeof accountsEndpoints.history>['list'][number];

export interface AccountFilters {
  pageNum: number;
  pageSize: number;
  realName?: string;
  mobile?: string;
  roleId?: number;
  status?: number;
}

/**
 * One status per row, the strongest first: a departed member cannot sign in whatever else holds,
 * a disabled one neither; a forced password change only matters to someone who may sign in.
 */
export const STATUS_SQL = sql`(case when m.status <> 1 then ${AccountStatus.departed}
  when b.member_id is not null then ${AccountStatus.disabled}
  when a.need_update_password then ${AccountStatus.mustChangePassword}
  else ${AccountStatus.active} end)::int`;

const FROM = sql`from members m join accounts a on a.id = m.account_id
  left join member_sign_in_blocks b on b.school_id = m.institution_id and b.member_id = m.id`;

// the page (CTE pg) keeps its sources' column names, so the schema types them through aliases named pg
const pgMember = alias(members, 'pg');
const pgAccount = alias(accounts, 'pg');
const pgBlock = alias(memberSignInBlocks, 'pg');
const last = alias(sessions, 'l');
type IdName = { id: number; name: string };
const ACCOUNT = {
  id: pgMember.id,
  realName: pgMember.realName,
  mobile: pgAccount.phone,
  // m.all_range or m.is_admin in the page
  allRange: pgMember.allRange,
  // STATUS_SQL in the page
  status: pgMember.status,
  // left-joined: null unless the member is disabled
  disabledAt: sql<Date | null>`${pgBlock.disabledAt}`,
  self: sql<boolean>`false`,
  roles: sql<IdName[]>`'[]'::json`,
  classes: sql<IdName[]>`'[]'::json`,
  // left-joined: null before the first sign-in
  lastSignInAt: sql<Date | null>`${last.createdAt}`,
  lastSignInIp: last.ip,
  lastSignInAgent: last.userAgent,
};
// the schema's row must stay the declared one: a renamed or retyped column fails here
const asDeclared = (row: RowOf<typeof ACCOUNT>): AccountRow => row;

/** The list's columns; `self` and the aggregates depend on the caller and the page's rows. */
function accountColumns(memberId: number): SQL {
  return selectList({
    ...ACCOUNT,
    self: sql<boolean>`${pgMember.id} = ${memberId}`,
    roles: sql<IdName[]>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
          from member_roles mr join roles r on r.institution_id = mr.institution_id and r.id = mr.role_id
          where mr.institution_id = ${pgMember.institutionId} and mr.member_id = ${pgMember.id}), '[]')`,
    classes: sql<
      IdName[]
    >`case when ${pgMember.allRange} then '[]'::json else coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name)
          order by c.sort, c.id)
          from member_class_ranges cr join classes c on c.school_id = cr.school_id and c.id = cr.class_id
          where cr.school_id = ${pgMember.institutionId} and cr.member_id = ${pgMember.id}), '[]') end`,
  });
}

const se = alias(sessions, 'se');
const SIGN_IN = {
  id: se.id,
  createdAt: se.createdAt,
  ip: se.ip,
  userAgent: se.userAgent,
  loginType: se.loginType,
  revokedAt: se.revokedAt,
  revokeReason: se.revokeReason,
};
const SIGN_IN_LIST = selectList(SIGN_IN);
const signInAsDeclared = (row: RowOf<typeof SIGN_IN>): SignInRow => row;

function whereOf(schoolId: number, searcher: Pick<SessionInfo, 'permissions' | 'readOnly'>, f: AccountFilters): SQL {
  const parts: SQL[] = [sql`m.institution_id = ${schoolId}`];
  if (f.realName) parts.push(sql`m.real_name ilike ${containsPattern(f.realName)}`);
  if (f.mobile) parts.push(sql`a.phone like ${phoneSearchPattern(searcher, f.mobile)}`);
  if (f.roleId) {
    parts.push(sql`exists (select 1 from member_roles mr where mr.institution_id = m.institution_id and mr.member_id = m.id
      and mr.role_id = ${f.roleId})`);
  }
  if (f.status) parts.push(sql`${STATUS_SQL} = ${f.status}`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of the school's accounts: the page is cut first, then only its rows get their roles,
 * classes and last sign-in to this school. Phones are masked whoever asks (a list).
 */
export async function listAccounts(ctx: AppContext, s: SessionInfo, f: AccountFilters): Promise<PageOf<AccountRow>> {
  const schoolId = s.institutionId;
  const where = whereOf(schoolId, s, f);
  const result = await pagedQuery<RowOf<typeof ACCOUNT>>(ctx.db, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    count: sql`select count(*)::int as n ${FROM} where ${where}`,
    select: (cut) => sql`with pg as (
        select m.id, m.institution_id, m.real_name, a.phone, m.all_range or m.is_admin as all_range,
               ${STATUS_SQL} as status, b.disabled_at, count(*) over () as total
        ${FROM} where ${where}
        order by m.id ${cut}
      )
      select ${accountColumns(s.memberId)}, pg.total
      from pg
      left join lateral (select se.created_at, se.ip, se.user_agent from sessions se
        where se.institution_id = pg.institution_id and se.member_id = pg.id and se.via_institution_id is null
        order by se.created_at desc limit 1) l on true
      order by pg.id`,
  });
  return { ...result, list: result.list.map((row) => maskRecord(asDeclared(row), MASKED, { phones: ['mobile'] })) };
}

/** A member of this school, else system-0101 (another school's id answers as a missing one). */
export async function assertMember(db: AppContext['db'], schoolId: number, id: number): Promise<void> {
  const r = await db.execute(sql`select 1 from members where institution_id = ${schoolId} and id = ${id}`);
  if (r.rows.length === 0) throw new AppError('system-0101');
}

/** Sign-ins of one member to this school (not a regulator's visits), newest first. */
export async function signInHistory(
  ctx: AppContext,
  schoolId: number,
  q: { id: number; pageNum: number; pageSize: number },
): Promise<PageOf<SignInRow>> {
  await assertMember(ctx.db, schoolId, q.id);
  const where = sql`se.institution_id = ${schoolId} and se.member_id = ${q.id} and se.via_institution_id is null`;
  const page = await pagedQuery<RowOf<typeof SIGN_IN>>(ctx.db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${sessions} se where ${where}`,
    select: sql`select ${SIGN_IN_LIST}, count(*) over () as total
      from ${sessions} se where ${where} order by ${se.createdAt} desc, ${se.id} desc`,
  });
  return { ...page, list: page.list.map(signInAsDeclared) };
}

/** The school's roles as options. */
export async function roleOptions(ctx: AppContext, schoolId: number) {
  return ctx.db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.institutionId, schoolId)).orderBy(asc(roles.id));
}

/** The status of one member of the school now (the answer of a status change). */
export async function statusOf(db: Pick<AppContext['db'], 'execute'>, schoolId: number, id: number): Promise<number> {
  const rows = await preparedRows<{ status: number }>(
    db,
    sql`select ${STATUS_SQL} as status ${FROM} where m.institution_id = ${schoolId} and m.id = ${id}`,
  );
  return oneRow<{ status: number }>(rows).status;
}
