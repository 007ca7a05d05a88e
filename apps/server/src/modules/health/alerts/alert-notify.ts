import { InstitutionType } from '@kg/shared';
import { HEALTH_CODES } from '@kg/shared/modules/health/codes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
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
export async function notifyAlert(db: Pick<Db, 'execute'>, tell: Tell, r: Raised, change: AlertChange): Promise<void> {
  const facts =
    await db.execute<AlertFacts>(sql`select i.name as "schoolName", i.group_id as "groupId", a.kind, a.last_day::text as "lastDay",
      c.name as "className", a.symptom_group as "symptomGroup", (select count(*)::int from health_alert_children k where k.school_id = a.school_id and k.alert_id = a.id) as "childCount"
    from health_alerts a join institutions i on i.id = a.school_id
    left join classes c on c.school_id = a.school_id and c.id = a.class_id
    where a.school_id = ${r.schoolId} and a.id = ${r.id}`);
  const a = facts.rows[0];
  if (!a) return;
  const m = alertMessage(a, change);
  // the group's and the authority's pages open the alert from these too (read-only drill-down)
  const reachQuery = `?schoolId=${r.schoolId}&id=${r.id}`;
  await tell({ schoolId: r.schoolId, roles: ['director', 'health'] }, { ...m, link: `/health/alerts/index?id=${r.id}` });
  if (a.groupId) {
    const g = await db.execute<{ accountId: number }>(sql`select m.account_id as "accountId" from members m
      where m.institution_id = ${a.groupId} and m.status = 1
        and (m.is_admin or m.all_range or exists (select 1 from group_employee_schools ges
          where ges.group_id = m.institution_id and ges.member_id = m.id and ges.school_id = ${r.schoolId}))
        and (m.is_admin or exists (select 1 from member_roles mr join group_role_school_codes gc
          on gc.institution_id = mr.institution_id and gc.role_id = mr.role_id
          where mr.institution_id = m.institution_id and mr.member_id = m.id and gc.code = ${HEALTH_CODES.alertView}))`);
    await tell(
      { schoolId: Number(a.groupId), accounts: g.rows.map((x) => Number(x.accountId)) },
      { ...m, link: `/group/health/alerts${reachQuery}` },
    );
  }
  const auth = await db.execute<{ institutionId: number; accounts: number[] }>(sql`select m.institution_id as "institutionId",
      array_agg(m.account_id) as accounts
    from members m join institutions i on i.id = m.institution_id and i.type = ${InstitutionType.regulator}
    where m.status = 1 and ${schoolReach('reports', sql`m.institution_id`, sql`m.id`, sql`${r.schoolId}::bigint`)}
    group by m.institution_id`);
  for (const x of auth.rows)
    await tell(
      { schoolId: Number(x.institutionId), accounts: x.accounts.map(Number) },
      { ...m, link: `/group/organizational/health/alerts${reachQuery}` },
    );
}
