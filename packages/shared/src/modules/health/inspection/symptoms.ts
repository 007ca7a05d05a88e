/**
 * What the checks, the temperature pages and the outbreak scan agree on: the fever line and the
 * symptom groups an abnormal finding belongs to (a cluster is several children of one group).
 */
export const FEVER_AT = 37.3;

export const SYMPTOM_GROUPS = ['fever', 'rash', 'gastro', 'cough', 'other'] as const;
export type SymptomGroup = (typeof SYMPTOM_GROUPS)[number];

/** Check slots: 1 morning, 2 noon, 3 afternoon. */
export const INSPECT_SLOTS = [1, 2, 3] as const;
export type InspectSlot = (typeof INSPECT_SLOTS)[number];

export const CHECK_RESULTS = ['normal', 'abnormal', 'absent-sick', 'absent-other'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];
