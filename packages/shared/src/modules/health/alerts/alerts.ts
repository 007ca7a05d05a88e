import { z } from 'zod';
import { readFor, SIGNED_IN_READ, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { idField, optionalId, pagingShape, plainText } from '../../../contract/fields.ts';
import { day, nothing, pageOf, timestamp } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import { CHECK_RESULTS, SYMPTOM_GROUPS } from '../inspection/symptoms.ts';

/** open: raised, nobody answered yet; acknowledged: someone is on it; closed: over, with a note. */
export const ALERT_STATES = ['open', 'acknowledged', 'closed'] as const;
export type AlertState = (typeof ALERT_STATES)[number];
/** class: children of one class with one symptom group; school: of the whole school; absence: a class's illness absences. */
export const ALERT_KINDS = ['class', 'school', 'absence'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** A school's thresholds; a school that never saved them uses DEFAULT_ALERT_RULES. */
export const alertRules = z.object({
  /** Children of one class with the same symptom group within classDays days. */
  classCount: count(2, 50),
  classDays: count(1, 14),
  /** Whether children of different classes count together (the school-wide rule). */
  acrossClasses: z.boolean(),
  schoolCount: count(2, 500),
  schoolDays: count(1, 14),
  /** A class's illness absences on a day above absenceFactor × its usual rate over absenceWindow school days… */
  absenceFactor: z.coerce
    .number()
    .min(1)
    .max(10)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'one decimal at most'),
  absenceWindow: count(5, 60),
  /** …and at least this many children. */
  absenceMin: count(1, 50),
});
export type AlertRules = z.output<typeof alertRules>;
export const DEFAULT_ALERT_RULES: AlertRules = {
  classCount: 3,
  classDays: 3,
  acrossClasses: true,
  // a school of several classes sees a few unrelated cases every few days: its line stands higher than a class's
  schoolCount: 8,
  schoolDays: 3,
  absenceFactor: 2,
  absenceWindow: 20,
  absenceMin: 3,
};

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const alertListQuery = z.object({ ...pagingShape, state: z.preprocess(blank, z.enum(ALERT_STATES).optional()) });
/** The group's and the authority's lists: optionally one of their schools. */
export const alertReachQuery = alertListQuery.extend({ schoolId: optionalId });
export const alertIdInput = z.object({ id: idField });
/** An alert of one of a group's or an authority's schools: the school names where to look. */
export const alertReachIdInput = z.object({ schoolId: idField, id: idField });
export const alertCloseInput = z.object({ id: idField, note: plainText(1, 200) });

export const alertRow = z.object({
  id: z.number(),
  kind: z.enum(ALERT_KINDS),
  state: z.enum(ALERT_STATES),
  /** null for a school-wide alert. */
  classId: z.number().nullable(),
  className: z.string().nullable(),
  /** null for an absence alert. */
  symptomGroup: z.enum(SYMPTOM_GROUPS).nullable(),
  firstDay: day,
  lastDay: day,
  childCount: z.number(),
  raisedAt: timestamp,
  acknowledgedAt: timestamp.nullable(),
  acknowledgedBy: z.string().nullable(),
  closedAt: timestamp.nullable(),
  closedBy: z.string().nullable(),
  closeNote: z.string().nullable(),
});
export type AlertRow = z.output<typeof alertRow>;
export const reachAlertRow = alertRow.extend({ schoolId: z.number(), schoolName: z.string() });

/** One check of a child in the alert's days. */
export const alertCheck = z.object({
  day,
  slot: z.number(),
  result: z.enum(CHECK_RESULTS),
  temperature: z.number().nullable(),
  symptomGroups: z.array(z.string()),
  findings: z.array(z.string()),
  note: z.string().nullable(),
});
export const alertChild = z.object({
  studentId: z.number(),
  name: z.string(),
  className: z.string().nullable(),
  /** The first day the child counted towards the alert. */
  firstDay: day,
  checks: z.array(alertCheck),
});
export const alertDetail = alertRow.extend({ children: z.array(alertChild) });
export type AlertChild = z.output<typeof alertChild>;
export type ReachAlertRow = z.output<typeof reachAlertRow>;
/** The group's and the authority's drill-down: the school's detail with the school named, children's names masked. */
export const reachAlertDetail = alertDetail.extend({ schoolId: z.number(), schoolName: z.string() });

export const alertEndpoints = endpoints('/attendance/v1/health-alert', {
  list: {
    path: 'list',
    access: readFor(H.alertView),
    scope: 'class',
    input: alertListQuery,
    output: pageOf(alertRow),
    summary:
      "The school's outbreak alerts, newest first, optionally of one state (a teacher: alerts of their classes and school-wide ones)",
  },
  detail: {
    path: 'detail',
    access: readFor(H.alertView),
    scope: 'class',
    input: alertIdInput,
    output: alertDetail,
    summary: "One alert with its children and each child's checks over the alert's days (drill-down)",
  },
  acknowledge: {
    path: 'acknowledge',
    access: writeFor(H.alertManage),
    scope: 'class',
    input: alertIdInput,
    output: nothing,
    summary: 'Acknowledge an open alert (a closed one answers health-0501; acknowledging twice keeps the first)',
  },
  close: {
    path: 'close',
    access: writeFor(H.alertManage),
    scope: 'class',
    input: alertCloseInput,
    output: nothing,
    summary: "Close an alert with a note (required); the cluster's checks up to its last day no longer count",
  },
  rules: {
    path: 'rules',
    access: readFor(H.alertView),
    scope: 'school',
    input: z.object({}),
    output: alertRules,
    summary: "The school's thresholds (the defaults until saved)",
  },
  rulesSave: {
    path: 'rules-save',
    access: writeFor(H.alertManage),
    scope: 'school',
    transfer: 'json',
    input: alertRules,
    output: nothing,
    summary: "Save the school's thresholds; the school-wide count may not be below the class count (health-0502)",
  },
  groupList: {
    path: 'group-list',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: alertReachQuery,
    output: pageOf(reachAlertRow),
    summary: "A group console's alerts across the schools of the caller's reach (read-only)",
  },
  groupDetail: {
    path: 'group-detail',
    access: SIGNED_IN_READ,
    scope: 'group',
    input: alertReachIdInput,
    output: reachAlertDetail,
    summary: "A group console's drill-down into one alert of a school of the caller's reach: children (names masked) and days, read-only",
  },
  authorityList: {
    path: 'authority-list',
    access: SIGNED_IN_READ,
    scope: 'authority',
    input: alertReachQuery,
    output: pageOf(reachAlertRow),
    summary: "A supervising authority's alerts across the schools whose figures its staff member may see (read-only)",
  },
  authorityDetail: {
    path: 'authority-detail',
    access: SIGNED_IN_READ,
    scope: 'authority',
    input: alertReachIdInput,
    output: reachAlertDetail,
    summary:
      "A supervising authority's drill-down into one alert of a school whose figures its staff member may see: children (names masked) and days, read-only",
  },
});

export const ALERTS: AreaContract = {
  endpoints: [...all(alertEndpoints)],
  pageCalls: {
    'health-alerts': [alertEndpoints.list, alertEndpoints.rules],
    'group-health-alerts': [alertEndpoints.groupList],
    'regulation-health-alerts': [alertEndpoints.authorityList],
  },
};
