import { InstitutionType } from '@kg/shared';
import { HEALTH_CODES } from '@kg/shared/modules/health/codes';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/pool.ts';
import {
  classes,
  groupEmployeeSchools,
  groupRoleSchoolCodes,
  healthAlertChildren,
  healthAlerts,
  institutions,
  memberRoles,
  members,
} from '../../../db/schema/index.ts';
import type { NoticeMessage, Recipients } from '../../../platform/notices/index.ts';
import { schoolReach } from '../../../platform/tenancy/index.ts';
import { type AlertChange, type AlertFacts, alertMessage } from './alert-message.ts';
import type { Raised } from './alert-raise.ts';

export type Tell = (to: Recipients, m: NoticeMessage) => Promise<unknown>;

/** What a scan did to an alert that someone must hear of: raised it, or grew it by children or days; else nothing. */
export const changeOf = (r: Raised): AlertChange | null =>
  r.raised ? { raised: true } : r.added > 0 || r.daysAdded ? { raised: false, added: r.added } : null;

/**
 * Tells whoever must act on a new or grown alert: the school's directors and health staff, the
 * group's health supervisors (employees reaching the school whose group roles grant the alert
 * code, and its administrators), and the staff of every authority allowed the school's figures.
 */
const a = alias(healthAlerts, 'a');
const i = alias(institutions, 'i');
const c = alias(classes, 'c');
const k = alias(healthAlertChildren, 'k');
const m = alias(members, 'm');
const ges = alias(groupEmployeeSchools, 'ges');
const mr = alias(memberRoles, 'mr');
const gc = alias(groupRoleSchoolCodes, 'gc');

/** What the message says of an alert. */
const FACTS = {
  schoolName: i.name,
  groupId: i.groupId,
  kind: a.kind,
  lastDay: a.lastDay,
  className: c.name,
  symptomGroup: a.symptomGroup,
  childCount: sql<number>`(select count(*)::int from ${healthAlertChildren} k where ${k.schoolId} = ${a.schoolId} and ${k.alertId} = ${a.id})`,
};

/**
 * Tells whoever must act on a new or grown alert: the school's directors and health staff, the
 * group's health supervisors (employees reaching the school whose group roles grant the alert
 * code, and its administrators), and the staff of every authority allowed the school's figures.
 */
export async function notifyAlert(db: Pick<Db, 'select'>, tell: Tell, r: Raised, change: AlertChange): Promise<void> {
  const [facts] = await db
    .select(FACTS)
    .from(a)
    .innerJoin(i, eq(i.id, a.schoolId))
    .leftJoin(c, and(eq(c.schoolId, a.schoolId), eq(c.id, a.classId)))
    .where(and(eq(a.schoolId, r.schoolId), eq(a.id, r.id)));
  if (!facts) return;
  const msg = alertMessage(facts satisfies AlertFacts, change);
  // the group's and the authority's pages open the alert from these too (read-only drill-down)
  const reachQuery = `?schoolId=${r.schoolId}&id=${r.id}`;
  await tell({ schoolId: r.schoolId, roles: ['director', 'health'] }, { ...msg, link: `/health/alerts/index?id=${r.id}` });
  if (facts.groupId) {
    const g = await db
      .select({ accountId: m.accountId })
      .from(m)
      .where(
        sql`${m.institutionId} = ${facts.groupId} and ${m.status} = 1
        and (${m.isAdmin} or ${m.allRange} or exists (select 1 from ${groupEmployeeSchools} ges
          where ${ges.groupId} = ${m.institutionId} and ${ges.memberId} = ${m.id} and ${ges.schoolId} = ${r.schoolId}))
        and (${m.isAdmin} or exists (select 1 from ${memberRoles} mr join ${groupRoleSchoolCodes} gc
          on ${gc.institutionId} = ${mr.institutionId} and ${gc.roleId} = ${mr.roleId}
          where ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id} and ${gc.code} = ${HEALTH_CODES.alertView}))`,
      );
    await tell({ schoolId: facts.groupId, accounts: g.map((x) => x.accountId) }, { ...msg, link: `/group/health/alerts${reachQuery}` });
  }
  const auth = await db
    .select({ institutionId: m.institutionId, accounts: sql<string[]>`array_agg(${m.accountId})` })
    .from(m)
    .innerJoin(i, and(eq(i.id, m.institutionId), eq(i.type, InstitutionType.regulator)))
    .where(sql`${m.status} = 1 and ${schoolReach('reports', sql`${m.institutionId}`, sql`${m.id}`, sql`${r.schoolId}::bigint`)}`)
    .groupBy(m.institutionId);
  for (const x of auth)
    await tell(
      // a bigint array arrives as text
      { schoolId: x.institutionId, accounts: x.accounts.map(Number) },
      { ...msg, link: `/group/organizational/health/alerts${reachQuery}` },
    );
}
