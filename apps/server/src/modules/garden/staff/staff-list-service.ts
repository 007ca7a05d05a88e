import type { Result } from '@kg/shared';
import type { PageOf } from '@kg/shared/contract/outputs';
import { StaffHistoryAction, StaffStatus, type staffEndpoints } from '@kg/shared/modules/garden/staff';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { MASKED, maskRecord, phoneSearchPattern } from '../../../core/masking.ts';

export interface StaffFilters {
  pageNum: number;
  pageSize: number;
  realName?: string;
  mobile?: string;
  postType?: number;
  positionId?: number;
  status?: number;
  /** listTeacherNoPermission: no role and not the school's administrator account */
  withoutRole?: boolean;
}

/** Who searches: the phone filter matches any digits only for a holder of the reveal code (core/masking.ts). */
type Searcher = Pick<SessionInfo, 'permissions' | 'readOnly'>;

type StaffRow = Result<typeof staffEndpoints.list>['list'][number];

function whereOf(schoolId: number, searcher: Searcher, f: StaffFilters): SQL {
  const parts: SQL[] = [sql`m.institution_id = ${schoolId}`, sql`m.status = ${f.status ?? StaffStatus.active}`];
  if (f.realName) parts.push(sql`m.real_name ilike ${containsPattern(f.realName)}`);
  if (f.mobile) parts.push(sql`a.phone like ${phoneSearchPattern(searcher, f.mobile)}`);
  if (f.postType) parts.push(sql`p.post_type = ${f.postType}`);
  if (f.positionId) {
    parts.push(sql`exists (select 1 from member_positions mp where mp.school_id = m.institution_id and mp.member_id = m.id
      and mp.position_id = ${f.positionId})`);
  }
  if (f.withoutRole) {
    parts.push(sql`not m.is_admin and not exists (select 1 from member_roles mr where mr.institution_id = m.institution_id
      and mr.member_id = m.id)`);
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from members m join accounts a on a.id = m.account_id
  left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id`;

/**
 * One page of the school's staff: the page is cut first, then only its rows get their
 * positions, roles, classes and (for departed staff) the last departure. Phones are masked.
 */
export async function listStaff(ctx: AppContext, schoolId: number, searcher: Searcher, f: StaffFilters): Promise<PageOf<StaffRow>> {
  const where = whereOf(schoolId, searcher, f);
  const result = await pagedQuery<StaffRow>(ctx.db, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    count: sql`select count(*)::int as n ${FROM} where ${where}`,
    select: (cut) => sql`with pg as (
        select m.id, m.institution_id, m.real_name, a.phone, a.avatar_url, m.status, m.all_range, m.is_admin,
               p.gender, p.post_type, p.job_title, p.entry_date, count(*) over () as total
        ${FROM} where ${where}
        order by m.id ${cut}
      )
      select pg.id, pg.real_name as "realName", pg.phone as mobile, pg.avatar_url as "avatarUrl", pg.status,
        pg.all_range or pg.is_admin as "allRange", pg.is_admin as "isAdmin", pg.gender, pg.post_type as "postType",
        pg.job_title as "jobTitle", pg.entry_date as "entryDate",
        coalesce((select json_agg(json_build_object('id', po.id, 'name', po.name) order by po.sort, po.id)
          from member_positions mp join positions po on po.school_id = mp.school_id and po.id = mp.position_id
          where mp.school_id = pg.institution_id and mp.member_id = pg.id), '[]') as positions,
        coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
          from member_roles mr join roles r on r.institution_id = mr.institution_id and r.id = mr.role_id
          where mr.institution_id = pg.institution_id and mr.member_id = pg.id), '[]') as roles,
        coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.sort, c.id)
          from member_class_ranges cr join classes c on c.school_id = cr.school_id and c.id = cr.class_id
          where cr.school_id = pg.institution_id and cr.member_id = pg.id), '[]') as classes,
        d.happened_on as "departureDate", d.reason as "departureReason",
        pg.total
      from pg
      left join lateral (select h.happened_on, h.reason from member_history h
        where h.school_id = pg.institution_id and h.member_id = pg.id and h.action = ${StaffHistoryAction.departure}
        order by h.happened_on desc, h.id desc limit 1) d on pg.status = ${StaffStatus.departed}
      order by pg.id`,
  });
  // lists never carry a full phone, whoever asks (core/masking.ts)
  return { ...result, list: result.list.map((row) => maskRecord(row, MASKED, { phones: ['mobile'] })) };
}
