import type { Result } from '@kg/shared';
import type { PageOf } from '@kg/shared/contract/outputs';
import { AccountStatus, type accountsEndpoints } from '@kg/shared/modules/system/accounts';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { MASKED, maskRecord, phoneSearchPattern } from '../../../core/masking.ts';

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
  const result = await pagedQuery<AccountRow>(ctx.db, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    count: sql`select count(*)::int as n ${FROM} where ${where}`,
    select: (cut) => sql`with pg as (
        select m.id, m.institution_id, m.real_name, a.phone, m.all_range or m.is_admin as all_range,
               ${STATUS_SQL} as status, b.disabled_at, count(*) over () as total
        ${FROM} where ${where}
        order by m.id ${cut}
      )
      select pg.id, pg.real_name as "realName", pg.phone as mobile, pg.all_range as "allRange", pg.status,
        pg.disabled_at as "disabledAt", pg.id = ${s.memberId} as self,
        coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
          from member_roles mr join roles r on r.institution_id = mr.institution_id and r.id = mr.role_id
          where mr.institution_id = pg.institution_id and mr.member_id = pg.id), '[]') as roles,
        case when pg.all_range then '[]'::json else coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name)
          order by c.sort, c.id)
          from member_class_ranges cr join classes c on c.school_id = cr.school_id and c.id = cr.class_id
          where cr.school_id = pg.institution_id and cr.member_id = pg.id), '[]') end as classes,
        l.created_at as "lastSignInAt", l.ip as "lastSignInIp", l.user_agent as "lastSignInAgent",
        pg.total
      from pg
      left join lateral (select se.created_at, se.ip, se.user_agent from sessions se
        where se.institution_id = pg.institution_id and se.member_id = pg.id and se.via_institution_id is null
        order by se.created_at desc limit 1) l on true
      order by pg.id`,
  });
  return { ...result, list: result.list.map((row) => maskRecord(row, MASKED, { phones: ['mobile'] })) };
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
  return pagedQuery<SignInRow>(ctx.db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from sessions se where ${where}`,
    select: sql`select se.id, se.created_at as "createdAt", se.ip, se.user_agent as "userAgent", se.login_type as "loginType",
        se.revoked_at as "revokedAt", se.revoke_reason as "revokeReason", count(*) over () as total
      from sessions se where ${where} order by se.created_at desc, se.id desc`,
  });
}

/** The school's roles as options. */
export async function roleOptions(ctx: AppContext, schoolId: number) {
  const r = await ctx.db.execute<{ id: number; name: string }>(
    sql`select id, name from roles where institution_id = ${schoolId} order by id`,
  );
  return r.rows;
}

/** The status of one member of the school now (the answer of a status change). */
export async function statusOf(db: Pick<AppContext['db'], 'execute'>, schoolId: number, id: number): Promise<number> {
  const r = await db.execute<{ status: number }>(sql`select ${STATUS_SQL} as status ${FROM}
    where m.institution_id = ${schoolId} and m.id = ${id}`);
  return oneRow<{ status: number }>(r.rows).status;
}
