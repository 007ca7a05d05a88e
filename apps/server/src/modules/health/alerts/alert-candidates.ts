import type { AlertKind } from '@kg/shared/modules/health/alerts/alerts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/pool.ts';
import { healthAlerts, inspectClassDays, inspectRecords } from '../../../db/schema/index.ts';
import { type IllnessSource, illnessCases } from '../../../platform/extensions/index.ts';
import { effectiveRules } from './alert-rules-data.ts';

/** A cluster over a school's thresholds on one day: the children it counts and the day each first counted. */
export type Candidate = {
  schoolId: number;
  kind: AlertKind;
  classId: number | null;
  symptomGroup: string | null;
  firstDay: string;
  lastDay: string;
  students: number[];
  firsts: string[];
};

export interface ScanScope {
  /** The China day the windows end on. */
  day: string;
  /** One school, else every school. */
  schoolId?: number;
  /** Only this class's class and absence rules (the school rule still looks at the whole school). */
  classId?: number;
}

// the tables read as `h` (the checks, or the class days), `p` and `ca`; `h` is also the hits CTE below, by the same column names
const ir = alias(inspectRecords, 'h');
const cd = alias(inspectClassDays, 'h');
const p = alias(inspectClassDays, 'p');
const ca = alias(healthAlerts, 'ca');

/** A closed alert consumes its cluster's checks up to its last day: closing must not raise it again at the next scan. */
const notConsumed = (kind: AlertKind, classId: SQL, group: SQL, dayCol: SQL) => sql`not exists (select 1 from ${healthAlerts} ca
  where ${ca.schoolId} = h.school_id and ${ca.kind} = ${kind} and ${ca.state} = 'closed' and coalesce(${ca.classId}, 0) = coalesce(${classId}, 0)
    and coalesce(${ca.symptomGroup}, '') = coalesce(${group}, '') and ${ca.lastDay} >= ${dayCol})`;

/**
 * The clusters on `day`: children of one class with one symptom group (class rule), of the
 * whole school when the school counts across classes (school rule), and a class's illness
 * absences well above its usual rate (absence rule). One statement for any number of schools.
 * `illness` are other modules' illness cases (through the platform's extension point), counted as findings.
 */
export async function findCandidates(db: Pick<Db, 'execute'>, s: ScanScope, illness: readonly IllnessSource[] = []): Promise<Candidate[]> {
  const d = sql`${s.day}::date`;
  const cls = (col: SQL) => (s.classId ? sql`${col} = ${s.classId}` : sql`true`);
  // other modules' illness cases (attendance's sick leave) join the checks' findings, over the widest window of the rules
  const others = illnessCases(illness, {
    schools: (id) => (s.schoolId ? sql`${id} = ${s.schoolId}` : sql`true`),
    from: sql`(${d} - (select max(greatest(ru.class_days, ru.school_days)) from ru) + 1)`,
    to: d,
  });
  const reported = others
    ? sql`union all select i.school_id, i.class_id, i.grp, i.student_id, i.day from (${others}) i join ru on ru.school_id = i.school_id
      where i.day > ${d} - greatest(ru.class_days, ru.school_days) and i.day <= ${d} and i.grp <> 'other'`
    : sql``;
  // a union over CTEs, whose columns no table of the schema describes: typed by the Candidate the scan consumes
  const r = await db.execute<Candidate>(sql`with ru as ${effectiveRules((id) => (s.schoolId ? sql`${id} = ${s.schoolId}` : sql`true`))},
    hits as (select ${ir.schoolId}, ${ir.classId}, g.grp, ${ir.studentId}, ${ir.day}
      from ${inspectRecords} h join ru on ru.school_id = ${ir.schoolId} cross join lateral unnest(${ir.symptomGroups}) g(grp)
      where ${ir.result} = 'abnormal' and ${ir.day} > ${d} - greatest(ru.class_days, ru.school_days) and ${ir.day} <= ${d}
        -- 'other' gathers unrelated findings: children sharing it are no cluster of one illness
        and g.grp <> 'other'
      ${reported}),
    cls_kids as (select h.school_id, h.class_id, h.grp, h.student_id, min(h.day) as first, max(h.day) as last
      from hits h join ru on ru.school_id = h.school_id
      where h.day > ${d} - ru.class_days and ${cls(sql`h.class_id`)} and ${notConsumed('class', sql`h.class_id`, sql`h.grp`, sql`h.day`)}
      group by 1, 2, 3, 4),
    school_kids as (select h.school_id, h.grp, h.student_id, min(h.day) as first, max(h.day) as last
      from hits h join ru on ru.school_id = h.school_id
      where ru.across_classes and h.day > ${d} - ru.school_days and ${notConsumed('school', sql`null::bigint`, sql`h.grp`, sql`h.day`)}
      group by 1, 2, 3),
    sick as (select ${cd.schoolId}, ${cd.classId}, max(${cd.absentSick}) as n, max(${cd.roster}) as roster
      from ${inspectClassDays} h join ru on ru.school_id = ${cd.schoolId}
      where ${cd.day} = ${d} and ${cls(sql`${cd.classId}`)} group by 1, 2),
    usual as (select t.school_id, t.class_id, coalesce(avg(x.n::numeric / nullif(x.roster, 0)), 0) as rate
      from sick t join ru on ru.school_id = t.school_id
      left join lateral (select ${p.day}, max(${p.absentSick}) as n, max(${p.roster}) as roster from ${inspectClassDays} p
        where ${p.schoolId} = t.school_id and ${p.classId} = t.class_id and ${p.day} < ${d}
        group by ${p.day} order by ${p.day} desc limit ru.absence_window) x on true
      group by 1, 2),
    abs_classes as (select t.school_id, t.class_id from sick t join ru on ru.school_id = t.school_id
      join usual u on u.school_id = t.school_id and u.class_id = t.class_id
      where t.roster > 0 and t.n >= ru.absence_min and t.n::numeric / t.roster > ru.absence_factor * u.rate),
    abs_kids as (select ${ir.schoolId}, ${ir.classId}, ${ir.studentId}, min(${ir.day}) as first, max(${ir.day}) as last
      from ${inspectRecords} h join abs_classes a on a.school_id = ${ir.schoolId} and a.class_id = ${ir.classId}
      where ${ir.day} = ${d} and ${ir.result} = 'absent-sick'
        and ${notConsumed('absence', sql`${ir.classId}`, sql`null::text`, sql`${ir.day}`)}
      group by 1, 2, 3)
    select k.school_id as "schoolId", 'class' as kind, k.class_id as "classId", k.grp as "symptomGroup",
      min(k.first)::text as "firstDay", max(k.last)::text as "lastDay",
      array_agg(k.student_id order by k.student_id) as students, array_agg(k.first::text order by k.student_id) as firsts
    from cls_kids k join ru on ru.school_id = k.school_id group by k.school_id, k.class_id, k.grp, ru.class_count
    having count(*) >= ru.class_count
    union all
    select k.school_id, 'school', null, k.grp, min(k.first)::text, max(k.last)::text,
      array_agg(k.student_id order by k.student_id), array_agg(k.first::text order by k.student_id)
    from school_kids k join ru on ru.school_id = k.school_id group by k.school_id, k.grp, ru.school_count
    having count(*) >= ru.school_count
    union all
    select k.school_id, 'absence', k.class_id, null, min(k.first)::text, max(k.last)::text,
      array_agg(k.student_id order by k.student_id), array_agg(k.first::text order by k.student_id)
    from abs_kids k group by k.school_id, k.class_id`);
  return r.rows.map((c) => ({
    ...c,
    schoolId: Number(c.schoolId),
    classId: c.classId == null ? null : Number(c.classId),
    students: c.students.map(Number),
  }));
}
