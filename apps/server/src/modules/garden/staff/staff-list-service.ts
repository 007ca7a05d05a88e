import type { Result } from '@kg/shared';
import type { PageOf } from '@kg/shared/contract/outputs';
import { StaffHistoryAction, StaffStatus, type staffEndpoints } from '@kg/shared/modules/garden/staff';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { MASKED, maskRecord, phoneSearchPattern } from '../../../core/masking.ts';
import {
  accounts,
  classes,
  memberClassRanges,
  memberHistory,
  memberPositions,
  memberRoles,
  members,
  positions,
  roles,
  staffProfiles,
} from '../../../db/schema/index.ts';
import { joined, type RowOf, renderedOnce, selectList } from '../../../db/select-list.ts';

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
type Named = { id: number; name: string };

// The staff list is a hot path: everything but its values is rendered to text once (renderedOnce).
const m = alias(members, 'm');
const a = alias(accounts, 'a');
const p = alias(staffProfiles, 'p');
const mp = alias(memberPositions, 'mp');
const po = alias(positions, 'po');
const mr = alias(memberRoles, 'mr');
const r = alias(roles, 'r');
const cr = alias(memberClassRanges, 'cr');
const c = alias(classes, 'c');
const h = alias(memberHistory, 'h');
const d = alias(memberHistory, 'd');

const W = {
  school: renderedOnce(m.institutionId),
  status: renderedOnce(m.status),
  realName: renderedOnce(m.realName),
  phone: renderedOnce(a.phone),
  postType: renderedOnce(p.postType),
  inPosition: renderedOnce(sql`exists (select 1 from ${memberPositions} mp
    where ${mp.schoolId} = ${m.institutionId} and ${mp.memberId} = ${m.id} and ${mp.positionId} =`),
  withoutRole: renderedOnce(sql`not ${m.isAdmin} and not exists (select 1 from ${memberRoles} mr
    where ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id})`),
};

function whereOf(schoolId: number, searcher: Searcher, f: StaffFilters): SQL {
  const parts: SQL[] = [sql`${W.school} = ${schoolId}`, sql`${W.status} = ${f.status ?? StaffStatus.active}`];
  if (f.realName) parts.push(sql`${W.realName} ilike ${containsPattern(f.realName)}`);
  if (f.mobile) parts.push(sql`${W.phone} like ${phoneSearchPattern(searcher, f.mobile)}`);
  if (f.postType) parts.push(sql`${W.postType} = ${f.postType}`);
  if (f.positionId) parts.push(sql`${W.inPosition} ${f.positionId})`);
  if (f.withoutRole) parts.push(W.withoutRole);
  return sql.join(parts, sql` and `);
}

const FROM = renderedOnce(sql`from ${members} m join ${accounts} a on ${a.id} = ${m.accountId}
  left join ${staffProfiles} p on ${p.schoolId} = ${m.institutionId} and ${p.memberId} = ${m.id}`);

/** What the page's rows read of a member, its account and its profile. */
const PAGE = {
  id: m.id,
  realName: m.realName,
  mobile: a.phone,
  avatarUrl: a.avatarUrl,
  status: m.status,
  allRange: sql<boolean>`(${m.allRange} or ${m.isAdmin})`,
  isAdmin: m.isAdmin,
  gender: p.gender,
  postType: p.postType,
  jobTitle: p.jobTitle,
  entryDate: p.entryDate,
};
/** Each page row's positions, roles, classes and (for departed staff) the last departure. */
const DETAILS = {
  positions: sql<Named[]>`coalesce((select json_agg(json_build_object('id', ${po.id}, 'name', ${po.name}) order by ${po.sort}, ${po.id})
    from ${memberPositions} mp join ${positions} po on ${po.schoolId} = ${mp.schoolId} and ${po.id} = ${mp.positionId}
    where ${mp.schoolId} = pg.institution_id and ${mp.memberId} = pg.id), '[]')`,
  roles: sql<Named[]>`coalesce((select json_agg(json_build_object('id', ${r.id}, 'name', ${r.name}) order by ${r.id})
    from ${memberRoles} mr join ${roles} r on ${r.institutionId} = ${mr.institutionId} and ${r.id} = ${mr.roleId}
    where ${mr.institutionId} = pg.institution_id and ${mr.memberId} = pg.id), '[]')`,
  classes: sql<Named[]>`coalesce((select json_agg(json_build_object('id', ${c.id}, 'name', ${c.name}) order by ${c.sort}, ${c.id})
    from ${memberClassRanges} cr join ${classes} c on ${c.schoolId} = ${cr.schoolId} and ${c.id} = ${cr.classId}
    where ${cr.schoolId} = pg.institution_id and ${cr.memberId} = pg.id), '[]')`,
  departureDate: joined(d.happenedOn),
  departureReason: d.reason,
};
const BY_ID = renderedOnce(m.id);
const PAGE_LIST = renderedOnce(sql`${selectList(PAGE)}, ${m.institutionId} as institution_id`);
const PAGE_OUT = renderedOnce(
  sql`${sql.join(
    Object.keys(PAGE).map((k) => sql`pg.${sql.identifier(k)}`),
    sql`, `,
  )}, ${selectList(DETAILS)}`,
);
const LAST_DEPARTURE = renderedOnce(sql`left join lateral (select ${h.happenedOn}, ${h.reason} from ${memberHistory} h
  where ${h.schoolId} = pg.institution_id and ${h.memberId} = pg.id and ${h.action} = ${sql.raw(String(StaffHistoryAction.departure))}
  order by ${h.happenedOn} desc, ${h.id} desc limit 1) d on pg.status = ${sql.raw(String(StaffStatus.departed))}`);
// the page's rows are the declared StaffRow: a renamed or retyped column fails here
type Row = RowOf<typeof PAGE> & RowOf<typeof DETAILS>;
const asDeclared = (row: Row): StaffRow => row;

/**
 * One page of the school's staff: the page is cut first, then only its rows get their
 * positions, roles, classes and (for departed staff) the last departure. Phones are masked.
 */
export async function listStaff(ctx: AppContext, schoolId: number, searcher: Searcher, f: StaffFilters): Promise<PageOf<StaffRow>> {
  const where = whereOf(schoolId, searcher, f);
  const result = await pagedQuery<Row>(ctx.db, {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    count: sql`select count(*)::int as n ${FROM} where ${where}`,
    select: (cut) => sql`with pg as (
        select ${PAGE_LIST}, count(*) over () as total
        ${FROM} where ${where}
        order by ${BY_ID} ${cut}
      )
      select ${PAGE_OUT}, pg.total
      from pg ${LAST_DEPARTURE}
      order by pg.id`,
  });
  // lists never carry a full phone, whoever asks (core/masking.ts)
  return { ...result, list: result.list.map((row) => maskRecord(asDeclared(row), MASKED, { phones: ['mobile'] })) };
}
