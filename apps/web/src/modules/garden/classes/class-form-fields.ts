import { CLAZZ_MAX_STUDENTS, CLAZZ_NAME_MAX } from '@kg/shared/modules/garden/classes';
import type { TFunction } from 'i18next';
import type { FieldOption, FormField } from '../../../widgets/index.ts';

export interface ClassFormContext {
  grades: FieldOption[];
  /** Classes of the chosen grade in display order, for the order hint. */
  order: string[];
  /** Children in school now: the size limit cannot go below it. */
  current?: number;
}

/** The class form (clazzAddInput / clazzUpdateInput): name, grade, order and size limit. */
export function classFormFields(t: TFunction, c: ClassFormContext): FormField[] {
  const orderHint = c.order.length
    ? t('classes.orderHint', { list: c.order.map((name, i) => `${i + 1}. ${name}`).join('  ') })
    : t('classes.sortHelp');
  return [
    { key: 'name', component: 'input', label: t('classes.fields.name'), maxLength: CLAZZ_NAME_MAX, rules: [{ required: true }] },
    { key: 'gradeId', component: 'select', label: t('classes.fields.gradeId'), options: c.grades, rules: [{ required: true }] },
    { key: 'sort', component: 'number', label: t('classes.fields.sort'), decimalPlaces: 0, maxLength: 4, extra: orderHint },
    {
      key: 'maxStudents',
      component: 'number',
      label: t('classes.fields.maxStudents'),
      decimalPlaces: 0,
      maxLength: 3,
      extra: c.current === undefined ? t('classes.limitHelp') : t('classes.limitHelpCurrent', { count: c.current }),
      rules: [
        {
          validator: (v) => {
            if (v === undefined || v === null || v === '') return undefined;
            const n = Number(v);
            if (n < 1 || n > CLAZZ_MAX_STUDENTS) return t('classes.limitRange', { max: CLAZZ_MAX_STUDENTS });
            if (c.current !== undefined && n < c.current) return t('classes.limitBelow', { count: c.current });
            return undefined;
          },
        },
      ],
    },
  ];
}
