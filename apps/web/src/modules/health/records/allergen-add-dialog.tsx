import { ALLERGEN_KINDS } from '@kg/shared/modules/health/records/records-shapes';
import { referenceEndpoints } from '@kg/shared/modules/platform/reference';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call, FormDialog, useCall } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { categoryChoices, splitWords } from './allergen-values.ts';
import { ALLERGY } from './records-api.ts';

const isFood = (e: Entry) => e.kind === 'food';

/** Adds an allergen of the school's own; a food allergen names the food categories and words recipes avoid. */
export function AllergenAddDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const categories = useCall('options', referenceEndpoints.foodCategories, {});
  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'kind',
        label: t('healthChecks.fields.kind'),
        component: 'select',
        rules: [{ required: true }],
        options: ALLERGEN_KINDS.map((k) => ({ value: k, label: t(`healthChecks.kinds.${k}`) })),
      },
      { key: 'name', label: t('healthChecks.allergens.name'), component: 'input', maxLength: 20, rules: [{ required: true }] },
      { key: 'nameEn', label: t('healthChecks.allergens.nameEn'), component: 'input', maxLength: 40 },
      {
        key: 'foodCategories',
        label: t('healthChecks.allergens.categories'),
        component: 'multiSelect',
        options: categoryChoices((categories.data ?? []).map((c) => c.category)),
        extra: t('healthChecks.allergens.categoriesHelp'),
        invisible: (e) => !isFood(e),
      },
      {
        key: 'foodKeywords',
        label: t('healthChecks.allergens.keywords'),
        component: 'input',
        maxLength: 200,
        placeholder: t('healthChecks.allergens.keywordsExample'),
        extra: t('healthChecks.allergens.keywordsHelp'),
        invisible: (e) => !isFood(e),
      },
    ],
    [t, categories.data],
  );
  const save = async (v: Entry) => {
    const food = isFood(v);
    await call(ALLERGY.addAllergy, {
      kind: v.kind as (typeof ALLERGEN_KINDS)[number],
      name: String(v.name ?? ''),
      nameEn: typeof v.nameEn === 'string' ? v.nameEn : null,
      foodCategories: food ? ((v.foodCategories as string[] | undefined) ?? []) : [],
      foodKeywords: food ? splitWords(v.foodKeywords as string | undefined) : [],
    });
    onSaved();
  };
  return (
    <FormDialog
      title={t('healthChecks.allergens.add')}
      fields={fields}
      initialValues={{ kind: 'food' }}
      onClose={onClose}
      onSubmit={save}
      labelWidth={110}
      name="allergen-add"
    />
  );
}
