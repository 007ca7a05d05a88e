import { RangeNodeType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { preparedRows } from '../../../core/prepared.ts';
import {
  classes,
  grades,
  memberClassRanges,
  memberHistory,
  memberPositions,
  memberRoles,
  members,
  positions,
  roles,
} from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { basicView, loadBasic } from './staff-basic-service.ts';
import { targetOf } from './staff-members.ts';
import { loadOccupation } from './staff-occupation-service.ts';

export interface Named {
  id: number;
  name: string;
}

const m = alias(members, 'm');
const mp = alias(memberPositions, 'mp');
const po = alias(positions, 'po');
const mr = alias(memberRoles, 'mr');
const r = alias(roles, 'r');
const cr = alias(memberClassRanges, 'cr');
const c = alias(classes, 'c');
const g = alias(grades, 'g');
const h = alias(memberHistory, 'h');

type History = { id: number; action: number; happenedOn: string; reason: string | null; createdAt: string };
const RELATIONS = {
  status: m.status,
  allRange: m.allRange,
  isAdmin: m.isAdmin,
  positions: sql<Named[]>`coalesce((select json_agg(json_build_object('id', ${po.id}, 'name', ${po.name}) order by ${po.sort}, ${po.id})
    from ${memberPositions} mp join ${positions} po on ${po.schoolId} = ${mp.schoolId} and ${po.id} = ${mp.positionId}
    where ${mp.schoolId} = ${m.institutionId} and ${mp.memberId} = ${m.id}), '[]')`,
  roles: sql<(Named & { builtin: string | null })[]>`coalesce((select json_agg(json_build_object('id', ${r.id}, 'name', ${r.name},
      'builtin', ${r.builtin}) order by ${r.id})
    from ${memberRoles} mr join ${roles} r on ${r.institutionId} = ${mr.institutionId} and ${r.id} = ${mr.roleId}
    where ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id}), '[]')`,
  classes: sql<(Named & { gradeId: number; gradeName: string })[]>`coalesce((select json_agg(json_build_object('id', ${c.id},
      'name', ${c.name}, 'gradeId', ${c.gradeId}, 'gradeName', ${g.name}) order by ${g.sort}, ${c.sort}, ${c.id})
    from ${memberClassRanges} cr join ${classes} c on ${c.schoolId} = ${cr.schoolId} and ${c.id} = ${cr.classId}
    join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}
    where ${cr.schoolId} = ${m.institutionId} and ${cr.memberId} = ${m.id}), '[]')`,
  history: sql<History[]>`coalesce((select json_agg(json_build_object('id', ${h.id}, 'action', ${h.action}, 'happenedOn', ${h.happenedOn},
      'reason', ${h.reason}, 'createdAt', ${h.createdAt}) order by ${h.happenedOn}, ${h.id})
    from ${memberHistory} h where ${h.schoolId} = ${m.institutionId} and ${h.memberId} = ${m.id}), '[]')`,
};
const RELATIONS_LIST = selectList(RELATIONS);

/** Positions, roles, manage range and history of one member of the school. */
async function relations(ctx: AppContext, schoolId: number, memberId: number) {
  const [row] = await preparedRows<RowOf<typeof RELATIONS>>(
    ctx.db,
    sql`select ${RELATIONS_LIST} from ${members} m where ${m.institutionId} = ${schoolId} and ${m.id} = ${memberId}`,
  );
  return row;
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
