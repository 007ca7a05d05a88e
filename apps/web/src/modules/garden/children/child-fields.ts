import { idCardProblem } from '@kg/shared';
import { GUARDIAN_RELATIONS, ID_CARD_REASONS, STUDENT_NAME_MAX } from '@kg/shared/modules/garden/children';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toOptions } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { useClassOptions } from '../garden-options.ts';
import { useChildFormat } from './child-format.ts';

/** English names of the suggested relations, in the order of GUARDIAN_RELATIONS (the stored text is the Chinese one). */
const RELATION_KEYS = [
  'father',
  'mother',
  'paternalGrandfather',
  'paternalGrandmother',
  'maternalGrandfather',
  'maternalGrandmother',
  'other',
];

const STUDENT_NO = /^[0-9A-Za-z-]{1,20}$/;
const RESIDENT_ID = 1;

/** A relation as shown: a suggested one in the UI language, other text as stored. */
export function useRelationLabel() {
  const { t } = useTranslation();
  return (relation: string | null | undefined) => {
    const i = GUARDIAN_RELATIONS.indexOf(relation ?? '');
    return i >= 0 ? t(`children.relation.${RELATION_KEYS[i]}`) : relation || t('kit.empty');
  };
}

/** The child's own fields (student add/update schemas in packages/shared/src/modules/garden/students.ts). */
export function useChildFields(): FormField[] {
  const { t, i18n } = useTranslation();
  const fmt = useChildFormat();
  const classes = useClassOptions();
  const en = i18n.language === 'en';
  return useMemo(() => {
    const idCardCheck = (value: unknown, entry: Entry) => {
      const v = String(value ?? '')
        .trim()
        .toUpperCase();
      // a masked number sent back means "unchanged": the server keeps the stored one
      if (!v || v.includes('*') || Number(entry.idCardType ?? RESIDENT_ID) !== RESIDENT_ID) return undefined;
      const problem = idCardProblem(v);
      return problem ? t('children.rules.idCard', { reason: ID_CARD_REASONS[problem][en ? 'en' : 'zh'] }) : undefined;
    };
    const notFuture = (value: unknown) => (value && dayjs(String(value)).isAfter(dayjs(), 'day') ? t('children.rules.future') : undefined);
    const fields: FormField[] = [
      { key: 'name', label: t('children.fields.name'), component: 'input', maxLength: STUDENT_NAME_MAX, rules: [{ required: true }] },
      { key: 'gender', label: t('children.fields.gender'), component: 'radio', options: fmt.genderOptions, rules: [{ required: true }] },
      {
        key: 'clazzId',
        label: t('children.fields.clazz'),
        component: 'select',
        options: toOptions(classes.data),
        rules: [{ required: true }],
      },
      { key: 'birthday', label: t('children.fields.birthday'), component: 'date', rules: [{ validator: notFuture }] },
      { key: 'idCardType', label: t('children.fields.idCardType'), component: 'select', options: fmt.cardTypeOptions, clearable: false },
      {
        key: 'idCardNo',
        label: t('children.fields.idCardNo'),
        component: 'input',
        idCard: true,
        cardTypeKey: 'idCardType',
        maxLength: 30,
        rules: [{ validator: idCardCheck }],
      },
      { key: 'nation', label: t('children.fields.nation'), component: 'select', options: fmt.nationOptions },
      {
        key: 'studentNo',
        label: t('children.fields.studentNo'),
        component: 'input',
        maxLength: 20,
        rules: [{ pattern: STUDENT_NO, message: t('children.rules.studentNo') }],
      },
      { key: 'enrolDate', label: t('children.fields.enrolDate'), component: 'date' },
    ];
    return fields;
  }, [t, en, fmt, classes.data]);
}

/** The fields of one guardian entry; id and accountId travel along (GuardianList). */
export function useGuardianFields(): FormField[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'name', label: t('children.guardian.name'), component: 'input', maxLength: 20, rules: [{ required: true }] },
      { key: 'phone', label: t('children.guardian.phone'), component: 'phone', rules: [{ required: true }] },
      {
        key: 'relation',
        label: t('children.guardian.relation'),
        component: 'select',
        rules: [{ required: true }],
        options: GUARDIAN_RELATIONS.map((r, i) => ({ value: r, label: t(`children.relation.${RELATION_KEYS[i]}`) })),
      },
      { key: 'isDirectGuardian', label: t('children.guardian.isDirect'), component: 'switch' },
    ],
    [t],
  );
}
