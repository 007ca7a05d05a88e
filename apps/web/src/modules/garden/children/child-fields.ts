import { idCardProblem } from '@kg/shared';
import { GUARDIAN_RELATIONS, ID_CARD_REASONS } from '@kg/shared/modules/garden/children';
import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { todayChina } from '@kg/shared/time/china';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRules, toOptions } from '../../../kit/index.ts';
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

// stricter than the input (which takes any short text): what the school's numbering uses
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

/** The child's own fields, with the add call's rules (required, lengths: studentAddInput). */
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
    // China's today, as the server checks it, not the browser's
    const dayOf = (value: unknown) => (dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : String(value).slice(0, 10));
    const notFuture = (value: unknown) => (value && dayOf(value) > todayChina() ? t('children.rules.future') : undefined);
    const fields: FormField[] = [
      { key: 'name', label: t('children.fields.name'), component: 'input' },
      { key: 'gender', label: t('children.fields.gender'), component: 'radio', options: fmt.genderOptions },
      {
        key: 'clazzId',
        label: t('children.fields.clazz'),
        component: 'select',
        options: toOptions(classes.data),
      },
      { key: 'birthday', label: t('children.fields.birthday'), component: 'date', rules: [{ validator: notFuture }] },
      { key: 'idCardType', label: t('children.fields.idCardType'), component: 'select', options: fmt.cardTypeOptions, clearable: false },
      {
        key: 'idCardNo',
        label: t('children.fields.idCardNo'),
        component: 'input',
        idCard: true,
        cardTypeKey: 'idCardType',
        rules: [{ validator: idCardCheck }],
      },
      { key: 'nation', label: t('children.fields.nation'), component: 'select', options: fmt.nationOptions },
      {
        key: 'studentNo',
        label: t('children.fields.studentNo'),
        component: 'input',
        rules: [{ pattern: STUDENT_NO, message: t('children.rules.studentNo') }],
      },
      { key: 'enrolDate', label: t('children.fields.enrolDate'), component: 'date' },
    ];
    return schemaRules(childEndpoints.add.input, t).withRules(fields);
  }, [t, en, fmt, classes.data]);
}

/** The fields of one guardian entry; id and accountId travel along (GuardianList). */
export function useGuardianFields(): FormField[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      schemaRules(childEndpoints.add.input, t).withRules(
        [
          { key: 'name', label: t('children.guardian.name'), component: 'input' },
          // the input takes a blank phone (the server then refuses the guardian): the form asks for one
          { key: 'phone', label: t('children.guardian.phone'), component: 'phone', rules: [{ required: true }] },
          {
            key: 'relation',
            label: t('children.guardian.relation'),
            component: 'select',
            options: GUARDIAN_RELATIONS.map((r, i) => ({ value: r, label: t(`children.relation.${RELATION_KEYS[i]}`) })),
          },
          { key: 'isDirectGuardian', label: t('children.guardian.isDirect'), component: 'switch' },
        ],
        ['guardians'],
      ),
    [t],
  );
}
