import {
  type AlertRules,
  type alertDetail,
  type alertRow,
  alertEndpoints as E,
  type reachAlertDetail,
  type reachAlertRow,
} from '@kg/shared/modules/health/alerts/alerts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Calls of the outbreak alerts, types from the shared declarations. */
export { E as ALERT_ENDPOINTS };
export type AlertRow = z.input<typeof alertRow>;
export type ReachRow = z.input<typeof reachAlertRow>;
export type AlertDetail = z.input<typeof alertDetail>;
export type ReachDetail = z.input<typeof reachAlertDetail>;
/** Where a group or an authority reads an alert of one of its schools (read-only). */
export type AlertReach = { endpoint: typeof E.groupDetail | typeof E.authorityDetail; schoolId: number };

export const fetchAlert = (id: number) => call(E.detail, { id });
export const fetchReachAlert = (r: AlertReach, id: number): Promise<ReachDetail> => call(r.endpoint, { schoolId: r.schoolId, id });
export const acknowledgeAlert = (id: number) => call(E.acknowledge, { id });
export const closeAlert = (id: number, note: string) => call(E.close, { id, note });
export const fetchRules = () => call(E.rules, {});
export const saveRules = (r: AlertRules) => call(E.rulesSave, r);

/** "班级聚集 · 中一班 · 发热": what the alert is about, in one line. */
export function alertSubject(t: TFunction, a: Pick<AlertRow, 'kind' | 'className' | 'symptomGroup'>): string {
  const where = a.className ?? t('healthAlerts.wholeSchool');
  const what = a.symptomGroup ? t(`healthAlerts.groups.${a.symptomGroup}`) : t('healthAlerts.kinds.absence');
  return `${where} · ${what}`;
}

/** One day, or first – last. */
export const dayRange = (a: Pick<AlertRow, 'firstDay' | 'lastDay'>) =>
  a.firstDay === a.lastDay ? a.firstDay : `${a.firstDay} – ${a.lastDay}`;
