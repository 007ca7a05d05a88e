import type { ExamItemKey } from './exam-items.ts';

/** What each exam item is called (forms, sheet headers, workbooks), and the words of its choices. */
export const EXAM_ITEM_LABELS: Record<ExamItemKey, { zh: string; en: string }> = {
  height: { zh: '身高', en: 'Height' },
  weight: { zh: '体重', en: 'Weight' },
  head: { zh: '头围', en: 'Head circumference' },
  chest: { zh: '胸围', en: 'Chest circumference' },
  visionLeft: { zh: '左眼视力', en: 'Vision (left)' },
  visionRight: { zh: '右眼视力', en: 'Vision (right)' },
  hearing: { zh: '听力', en: 'Hearing' },
  caries: { zh: '龋齿数', en: 'Caries (teeth)' },
  haemoglobin: { zh: '血红蛋白', en: 'Haemoglobin' },
  bloodLead: { zh: '血铅', en: 'Blood lead' },
};

export const EXAM_CHOICE_LABELS: Record<string, { zh: string; en: string }> = {
  pass: { zh: '通过', en: 'Pass' },
  refer: { zh: '未通过', en: 'Refer' },
};
