import type { TFunction } from 'i18next';
import type { SearchField } from '../../../widgets/index.ts';
import { HEALTH_CODE_COLORS } from './health-codes-api.ts';

/** The filters both people lists share: the day, the colour (or not checked) and a name. */
export const statusFields = (t: TFunction): SearchField[] => [
  { key: 'day', label: t('attendanceHealthCodes.fields.day'), component: 'date', clearable: false },
  {
    key: 'color',
    label: t('attendanceHealthCodes.fields.color'),
    component: 'select',
    options: [...HEALTH_CODE_COLORS, 'none' as const].map((c) => ({ value: c, label: t(`attendanceHealthCodes.colors.${c}`) })),
  },
  { key: 'name', label: t('attendanceHealthCodes.fields.name'), component: 'input', maxLength: 30 },
];
