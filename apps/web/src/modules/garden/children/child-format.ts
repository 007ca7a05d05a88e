import { CARD_TYPES, NATIONS, type OptionItem } from '@kg/shared';
import { StudentStatus } from '@kg/shared/modules/garden/children';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../../../widgets/index.ts';

const STATUS_KEYS: Record<number, string> = {
  [StudentStatus.inSchool]: 'children.status.inSchool',
  [StudentStatus.graduated]: 'children.status.graduated',
  [StudentStatus.left]: 'children.status.left',
};

/** Blank, null and a numeric 0 show as empty (domain §3). */
export const isBlank = (v: unknown) => v === null || v === undefined || v === '' || v === 0;

/**
 * Display helpers of child records in the UI language: gender, card type, ethnic group
 * (stored as its Chinese name), status, age in months, and the empty mark.
 */
export function useChildFormat() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const label = useCallback((o: OptionItem | undefined) => (o ? (en ? o.labelEn : o.label) : ''), [en]);
  return useMemo(
    () => ({
      empty: t('kit.empty'),
      text: (v: unknown) => (isBlank(v) ? t('kit.empty') : String(v)),
      gender: (g: number | null | undefined) => (g === 1 ? t('kit.gender.male') : g === 2 ? t('kit.gender.female') : t('kit.empty')),
      cardType: (v: number | null | undefined) => label(CARD_TYPES.find((c) => c.value === v)) || t('kit.empty'),
      nation: (v: string | null | undefined) => (isBlank(v) ? t('kit.empty') : label(NATIONS.find((n) => n.label === v)) || String(v)),
      status: (s: number) => (STATUS_KEYS[s] ? t(STATUS_KEYS[s]) : t('kit.empty')),
      age: (months: number | null | undefined) => {
        if (months === null || months === undefined || months < 0) return t('kit.empty');
        return t('children.ageText', { years: Math.floor(months / 12), months: months % 12 });
      },
      genderOptions: [
        { value: 1, label: t('kit.gender.male') },
        { value: 2, label: t('kit.gender.female') },
      ] as FieldOption[],
      cardTypeOptions: CARD_TYPES.map((c) => ({ value: c.value, label: label(c) })) as FieldOption[],
      /** The server stores and accepts the Chinese name. */
      nationOptions: NATIONS.map((n) => ({ value: n.label, label: label(n) })) as FieldOption[],
    }),
    [t, label],
  );
}

export type ChildFormat = ReturnType<typeof useChildFormat>;
