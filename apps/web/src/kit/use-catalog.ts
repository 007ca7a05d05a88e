import type { OptionItem } from '@kg/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../widgets/index.ts';

/** Catalogue options (room, course and content types, weekdays) in the UI language. */
export function useCatalog() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const options = useCallback(
    (list: readonly OptionItem[]): FieldOption[] => list.map((o) => ({ value: o.value, label: en ? o.labelEn : o.label })),
    [en],
  );
  const labelOf = useCallback(
    (list: readonly OptionItem[], value: number) => {
      const o = list.find((x) => x.value === value);
      return o ? (en ? o.labelEn : o.label) : '';
    },
    [en],
  );
  return { options, labelOf };
}
