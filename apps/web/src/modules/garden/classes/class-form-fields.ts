import { classEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import type { TFunction } from 'i18next';
import { schemaRules } from '../../../kit/form/schema-rules.ts';
import type { FieldOption, FormField } from '../../../widgets/index.ts';

export interface ClassFormContext {
  grades: FieldOption[];
  /** Classes of the chosen grade in display order, for the order hint. */
  order: string[];
  /** Children in school now: the size limit cannot go below it. */
  current?: number;
}

/** The class form: name, grade, order and size limit, with the add call's rules (clazzAddInput). */
export function classFormFields(t: TFunction, c: ClassFormContext): FormField[] {
  const orderHint = c.order.length
    ? t('classes.orderHint', { list: c.order.map((name, i) => `${i + 1}. ${name}`).join('  ') })
    : t('classes.sortHelp');
  return schemaRules(classEndpoints.add.input, t).withRules([
    { key: 'name', component: 'input', label: t('classes.fields.name') },
    { key: 'gradeId', component: 'select', label: t('classes.fields.gradeId'), options: c.grades },
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
          // not below the children in school now: the page knows them, the input does not
          validator: (v) =>
            v !== undefined && v !== null && v !== '' && c.current !== undefined && Number(v) < c.current
              ? t('classes.limitBelow', { count: c.current })
              : undefined,
        },
      ],
    },
  ]);
}
