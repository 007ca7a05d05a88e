/**
 * What a physical exam plan can measure. Height, weight and head circumference have columns of
 * their own (growth assessment reads them); the rest live in a record's `extra` by key. Ranges
 * refuse impossible input; a school's normal range per item is its exam standard.
 */
export const EXAM_ITEMS = [
  { key: 'height', unit: 'cm', kind: 'number', min: 45, max: 150, decimals: 1, growth: true },
  { key: 'weight', unit: 'kg', kind: 'number', min: 2, max: 60, decimals: 2, growth: true },
  { key: 'head', unit: 'cm', kind: 'number', min: 30, max: 60, decimals: 1, growth: true },
  { key: 'chest', unit: 'cm', kind: 'number', min: 30, max: 90, decimals: 1, growth: false },
  { key: 'visionLeft', unit: '', kind: 'number', min: 3, max: 5.3, decimals: 1, growth: false },
  { key: 'visionRight', unit: '', kind: 'number', min: 3, max: 5.3, decimals: 1, growth: false },
  { key: 'hearing', unit: '', kind: 'choice', choices: ['pass', 'refer'], growth: false },
  { key: 'caries', unit: '', kind: 'number', min: 0, max: 20, decimals: 0, growth: false },
  { key: 'haemoglobin', unit: 'g/L', kind: 'number', min: 40, max: 200, decimals: 0, growth: false },
  { key: 'bloodLead', unit: 'µg/L', kind: 'number', min: 0, max: 1000, decimals: 0, growth: false },
] as const;
export type ExamItemKey = (typeof EXAM_ITEMS)[number]['key'];
export const EXAM_ITEM_KEYS = EXAM_ITEMS.map((i) => i.key) as [ExamItemKey, ...ExamItemKey[]];
