import type { CheckSaveBody, ItemRow } from '@kg/shared/modules/health/inspection/inspect-schemas';
import { type CheckResult, FEVER_AT, type SymptomGroup } from '@kg/shared/modules/health/inspection/symptoms';
import { AppError } from '../../../core/errors.ts';

export interface CheckValues {
  result: CheckResult;
  temperature: number | null;
  findings: { itemId: number; finding: string }[];
  symptomGroups: SymptomGroup[];
  measures: string | null;
  note: string | null;
}

/**
 * What a check becomes before it is stored: a fever or any finding makes it abnormal whatever was
 * chosen (a teacher tapping "normal" after typing 37.8 must not hide a fever), findings must be
 * the slot's own, and each finding brings its symptom group for the outbreak scan.
 */
export function checkValues(p: CheckSaveBody, items: ItemRow[]): CheckValues {
  const absent = p.result === 'absent-sick' || p.result === 'absent-other';
  const temperature = absent ? null : p.temperature;
  const findings = p.result === 'absent-other' ? [] : p.findings;
  const groups = new Set<SymptomGroup>();
  for (const f of findings) {
    const item = items.find((i) => i.id === f.itemId && i.kind === 'choice');
    const found = item?.findings.find((x) => x.name === f.finding);
    if (!found) throw new AppError('health-0014', { field: 'findings' });
    groups.add(found.group);
  }
  const fever = temperature !== null && temperature >= FEVER_AT;
  if (fever) groups.add('fever');
  let result: CheckResult = p.result;
  if (!absent && (fever || findings.length > 0)) result = 'abnormal';
  if (result === 'abnormal' && groups.size === 0) throw new AppError('health-0010', { field: 'findings' });
  return { result, temperature, findings, symptomGroups: [...groups], measures: p.measures, note: p.note };
}

/**
 * Checks are for today and past days only; once a day is over only health staff change it (a
 * teacher's record of the day stands as they left it).
 */
export function checkDayAllowed(day: string, today: string, mayChangePast: boolean): void {
  if (day > today) throw new AppError('health-0011', { field: 'day' });
  if (day < today && !mayChangePast) throw new AppError('health-0012', { field: 'day' });
}

const ALERTING: readonly (CheckResult | null)[] = ['abnormal', 'absent-sick'];
/** Teachers and guardians hear of a child once when they turn abnormal or sick, not at every correction. */
export const turnsAlerting = (before: CheckResult | null, after: CheckResult) => ALERTING.includes(after) && !ALERTING.includes(before);
