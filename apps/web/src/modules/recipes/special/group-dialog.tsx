import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { SPECIAL_REASONS } from '@kg/shared/modules/recipes/meals';
import { specialEndpoints } from '@kg/shared/modules/recipes/special';
import { SPECIAL_LIMITS } from '@kg/shared/modules/recipes/special-shapes';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { ALLERGY_ENDPOINTS, type GroupRow, saveGroup } from './special-api.ts';

const tags = (v: unknown) => ((v as string[] | undefined) ?? []).map((x) => x.trim()).filter(Boolean);

/** Add or edit a group: name, reason, the food allergens of the school's catalogue, food categories and keywords. */
export function GroupDialog({ group, onClose }: { group: GroupRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const afterSave = useAfterSave();
  // the catalogue is daily health's: without its codes a group avoids categories and keywords only
  const mayRead = usePermission([H.allergy, H.inspect, H.dataCentre]);
  const catalogue = useCall('options', ALLERGY_ENDPOINTS.getSourceList, {}, { enabled: mayRead });
  const en = i18n.language.startsWith('en');
  const allergens = (catalogue.data?.allergens ?? [])
    .filter((a) => a.kind === 'food')
    .map((a) => ({ value: a.id, label: en ? (a.nameEn ?? a.name) : a.name }));
  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'name',
        component: 'input',
        label: t('recipesDishes.group.name'),
      },
      {
        key: 'reason',
        component: 'select',
        label: t('recipesDishes.group.reason'),
        options: SPECIAL_REASONS.map((r) => ({ value: r, label: t(`recipesDishes.reasons.${r}`) })),
      },
      { key: 'notes', component: 'input', rows: 2, label: t('recipesDishes.group.notes') },
    ],
    [t],
  );
  const initialValues = useMemo(
    (): Entry =>
      group ? { ...group, notes: group.notes ?? '' } : { reason: 'allergy', allergenIds: [], foodCategories: [], foodKeywords: [] },
    [group],
  );
  return (
    <FormDialog
      title={t(group ? 'recipesDishes.group.editTitle' : 'recipesDishes.group.addTitle')}
      fields={fields}
      rulesFrom={specialEndpoints.groupSave}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        await saveGroup({
          id: group?.id,
          name: String(v.name ?? '').trim(),
          reason: v.reason as (typeof SPECIAL_REASONS)[number],
          allergenIds: (v.allergenIds as number[] | undefined) ?? [],
          foodCategories: tags(v.foodCategories),
          foodKeywords: tags(v.foodKeywords),
          notes: typeof v.notes === 'string' && v.notes.trim() ? v.notes.trim() : null,
        });
        onClose();
        await afterSave();
      }}
    >
      <Form.Item name="allergenIds" label={t('recipesDishes.group.allergens')} extra={t('recipesDishes.group.avoidHelp')}>
        <Select mode="multiple" options={allergens} loading={catalogue.isLoading} allowClear />
      </Form.Item>
      <Form.Item name="foodCategories" label={t('recipesDishes.group.categories')} extra={t('recipesDishes.group.categoriesHelp')}>
        <Select mode="tags" open={false} maxCount={SPECIAL_LIMITS.categories} />
      </Form.Item>
      <Form.Item name="foodKeywords" label={t('recipesDishes.group.keywords')}>
        <Select mode="tags" open={false} maxCount={SPECIAL_LIMITS.keywords} />
      </Form.Item>
    </FormDialog>
  );
}
