/**
 * The symptoms a sick leave or a teacher's sick mark records, each in one of the symptom groups
 * the outbreak scan clusters by (health's groups: fever, rash, gastro, cough, other; the same
 * strings, so a sick day counts toward the same alerts as a morning check's finding).
 */
export const LEAVE_SYMPTOM_GROUPS = ['fever', 'rash', 'gastro', 'cough', 'other'] as const;
export type LeaveSymptomGroup = (typeof LEAVE_SYMPTOM_GROUPS)[number];

export const LEAVE_SYMPTOMS = {
  fever: { group: 'fever', zh: '发热', en: 'Fever' },
  cough: { group: 'cough', zh: '咳嗽', en: 'Cough' },
  'runny-nose': { group: 'cough', zh: '流涕', en: 'Runny nose' },
  'sore-throat': { group: 'cough', zh: '咽痛', en: 'Sore throat' },
  vomiting: { group: 'gastro', zh: '呕吐', en: 'Vomiting' },
  diarrhoea: { group: 'gastro', zh: '腹泻', en: 'Diarrhoea' },
  'stomach-ache': { group: 'gastro', zh: '腹痛', en: 'Stomach ache' },
  rash: { group: 'rash', zh: '皮疹', en: 'Rash' },
  'mouth-blisters': { group: 'rash', zh: '口腔疱疹', en: 'Mouth blisters' },
  'red-eyes': { group: 'other', zh: '红眼', en: 'Red eyes' },
  other: { group: 'other', zh: '其他', en: 'Other' },
} as const satisfies Record<string, { group: LeaveSymptomGroup; zh: string; en: string }>;
export type LeaveSymptom = keyof typeof LEAVE_SYMPTOMS;
export const LEAVE_SYMPTOM_KEYS = Object.keys(LEAVE_SYMPTOMS) as [LeaveSymptom, ...LeaveSymptom[]];

// a specific picture names the illness better than the fever that comes with most of them
// (hand, foot and mouth disease is a fever with a rash: it clusters as a rash)
const GROUP_PRIORITY: readonly LeaveSymptomGroup[] = ['rash', 'gastro', 'cough', 'fever', 'other'];

/** The one group a sick day counts under: the most specific group among its symptoms. */
export function symptomGroupOf(symptoms: readonly LeaveSymptom[]): LeaveSymptomGroup | null {
  const groups = new Set(symptoms.map((s) => LEAVE_SYMPTOMS[s].group));
  return GROUP_PRIORITY.find((g) => groups.has(g)) ?? null;
}
