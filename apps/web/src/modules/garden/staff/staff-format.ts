import { CARD_TYPES, COUNTRY_TYPES, EDUCATION_LEVELS, NATIONS, type OptionItem, POST_TYPES } from '@kg/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { joinList } from '../../../kit/with-note.ts';
import type { FieldOption } from '../../../widgets/index.ts';
import type { Named } from './staff-api.ts';

/** Blank, null and a numeric 0 show as empty (domain §3). */
const blank = (v: unknown) => v === null || v === undefined || v === '' || v === 0;

/** Catalogue labels, options and display texts of staff records in the UI language. */
export function useStaffFormat() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  return useMemo(() => {
    const empty = t('kit.empty');
    const name = (o: OptionItem) => (en ? o.labelEn : o.label);
    const options = (list: readonly OptionItem[]): FieldOption[] => list.map((o) => ({ value: o.value, label: name(o) }));
    const label = (list: readonly OptionItem[], v: unknown) => {
      const hit = list.find((o) => String(o.value) === String(v));
      return hit ? name(hit) : empty;
    };
    return {
      empty,
      text: (v: unknown) => (blank(v) ? empty : String(v)),
      names: (list: readonly Named[] | null | undefined) => (list?.length ? joinList(list.map((x) => x.name)) : empty),
      range: (allRange: boolean, classes: readonly Named[] | null | undefined) =>
        allRange ? t('staff.range.school') : classes?.length ? joinList(classes.map((c) => c.name)) : empty,
      gender: (g: unknown) => (g === 1 ? t('kit.gender.male') : g === 2 ? t('kit.gender.female') : empty),
      postType: (v: unknown) => label(POST_TYPES, v),
      education: (v: unknown) => label(EDUCATION_LEVELS, v),
      cardType: (v: unknown) => label(CARD_TYPES, v),
      countryType: (v: unknown) => label(COUNTRY_TYPES, v),
      // stored by its Chinese name
      nation: (v: string | null | undefined) =>
        blank(v) ? empty : en ? (NATIONS.find((n) => n.label === v)?.labelEn ?? String(v)) : String(v),
      genderOptions: [
        { value: 1, label: t('kit.gender.male') },
        { value: 2, label: t('kit.gender.female') },
      ] as FieldOption[],
      postTypeOptions: options(POST_TYPES),
      educationOptions: options(EDUCATION_LEVELS),
      cardTypeOptions: options(CARD_TYPES),
      countryTypeOptions: options(COUNTRY_TYPES),
      nationOptions: NATIONS.map((n) => ({ value: n.label, label: name(n) })) as FieldOption[],
    };
  }, [t, en]);
}

export type StaffFormat = ReturnType<typeof useStaffFormat>;
