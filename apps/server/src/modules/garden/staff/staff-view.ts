import { RangeNodeType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { basicView, loadBasic } from './staff-basic-service.ts';
import { targetOf } from './staff-members.ts';
import { loadOccupation } from './staff-occupation-service.ts';

export interface Named {
  id: number;
  name: string;
}

type Relations = {
  status: number;
  allRange: boolean;
  isAdmin: boolean;
  positions: Named[];
  roles: (Named & { builtin: string | null })[];
  classes: (Named & { gradeId: number; gradeName: string })[];
  history: { id: number; action: number; happenedOn: string; reason: string | null; createdAt: string }[];
};

/** Positions, roles, manage range and history of one member of the school. */
async function relations(ctx: AppContext, schoolId: number, memberId: number) {
  const r = await ctx.db.execute<Relations>(sql`select
      m.status, m.all_range as "allRange", m.is_admin as "isAdmin",
      coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.sort, p.id)
        from member_positions mp join positions p on p.school_id = mp.school_id and p.id = mp.position_id
        where mp.school_id = m.institution_id and mp.member_id = m.id), '[]') as positions,
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'builtin', r.builtin) order by r.id)
        from member_roles mr join roles r on r.institution_id = mr.institution_id and r.id = mr.role_id
        where mr.institution_id = m.institution_id and mr.member_id = m.id), '[]') as roles,
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'gradeId', c.grade_id, 'gradeName', g.name) order by g.sort, c.sort, c.id)
        from member_class_ranges cr join classes c on c.school_id = cr.school_id and c.id = cr.class_id
        join grades g on g.school_id = c.school_id and g.id = c.grade_id
        where cr.school_id = m.institution_id and cr.member_id = m.id), '[]') as classes,
      coalesce((select json_agg(json_build_object('id', h.id, 'action', h.action, 'happenedOn', h.happened_on, 'reason', h.reason,
          'createdAt', h.created_at) order by h.happened_on, h.id)
        from member_history h where h.school_id = m.institution_id and h.member_id = m.id), '[]') as history
    from members m where m.institution_id = ${schoolId} and m.id = ${memberId}`);
  return r.rows[0];
}

/**
 * The edit/info form of a member: basic and occupation parts as the self-profile calls
 * answer them, plus positions, roles, manage range (as tree nodes) and entry/departure history.
 * Phone and ID number as basicView shows them: in full on the caller's own record, otherwise
 * masked unless `reveal` is asked by a holder of sensitive-id-card-view.
 */
export async function staffDetail(ctx: AppContext, s: SessionInfo, memberId: number, reveal: boolean) {
  const t = targetOf(s, memberId);
  const row = await loadBasic(ctx, t);
  const basic = basicView(row, t, s, reveal);
  const occupation = await loadOccupation(ctx, s, t);
  const rel = await relations(ctx, s.institutionId, memberId);
  const allRange = rel.allRange || rel.isAdmin;
  return {
    ...basic,
    postType: occupation.postType,
    jobTitle: occupation.jobTitle,
    entryDate: occupation.entryDate,
    workStartDate: occupation.workStartDate,
    teacherQualification: occupation.teacherQualification,
    professionalTitle: occupation.professionalTitle,
    certificates: occupation.certificates,
    status: rel.status,
    isAdmin: rel.isAdmin,
    positions: rel.positions,
    positionIds: rel.positions.map((p) => p.id),
    roles: rel.roles,
    roleIds: rel.roles.map((r) => r.id),
    allRange,
    classes: rel.classes,
    manageRange: allRange
      ? [{ type: RangeNodeType.school, id: s.institutionId, name: s.institutionName }]
      : rel.classes.map((c) => ({ type: RangeNodeType.clazz, id: c.id, name: c.name })),
    history: rel.history,
  };
}

/** getByIdN: the short card of a member (header name and avatar, pickers). */
export async function staffCard(ctx: AppContext, s: SessionInfo, memberId: number) {
  const t = targetOf(s, memberId);
  const row = await loadBasic(ctx, t);
  const occupation = await loadOccupation(ctx, s, t);
  const rel = await relations(ctx, s.institutionId, memberId);
  return {
    id: row.id,
    realName: row.realName,
    avatarImgUrl: { url: row.avatarUrl ?? '' },
    gender: row.gender,
    postType: occupation.postType,
    jobTitle: occupation.jobTitle,
    positions: rel.positions,
    status: rel.status,
  };
}
