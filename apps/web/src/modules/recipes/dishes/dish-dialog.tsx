import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DISH_LIMITS, type DishDetail } from '@kg/shared/modules/recipes/dish-shapes';
import { dishEndpoints } from '@kg/shared/modules/recipes/dishes';
import { DISH_KINDS } from '@kg/shared/modules/recipes/meals';
import { Button, Form, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, imageUploader, schemaRules, useAfterSave } from '../../../kit/index.ts';
import type { Entry, FormField, ImageRecord } from '../../../widgets/index.ts';
import { saveDish } from './dish-api.ts';
import { FoodSelect } from './food-select.tsx';

const upload = imageUploader('recipes/');
type Ingredient = { foodCode?: string; grams?: number };

/** Add or edit a dish: name, kind, description, photos and its foods with grams per child. */
export function DishDialog({ dish, onClose }: { dish: DishDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const fields = useMemo(
    (): FormField[] => [
      { key: 'name', component: 'input', label: t('recipesDishes.fields.name') },
      {
        key: 'kind',
        component: 'select',
        label: t('recipesDishes.fields.kind'),
        options: DISH_KINDS.map((k) => ({ value: k, label: t(`recipesDishes.kinds.${k}`) })),
      },
      { key: 'description', component: 'input', rows: 2, label: t('recipesDishes.fields.description') },
      { key: 'images', component: 'images', label: t('recipesDishes.fields.images'), maxCount: DISH_LIMITS.images },
    ],
    [t],
  );
  const initialValues = useMemo(
    (): Entry =>
      dish
        ? {
            name: dish.name,
            kind: dish.kind,
            description: dish.description ?? '',
            images: dish.images,
            ingredients: dish.ingredients.map((i) => ({ foodCode: i.foodCode, grams: i.grams })),
          }
        : { kind: 'dish', images: [], ingredients: [{}] },
    [dish],
  );
  // each food row's rules come from the add call's input, as FormDialog gives the fields theirs
  const rows = useMemo(() => schemaRules(dishEndpoints.add.input, t), [t]);
  const foodRules = (row: number) =>
    rows.rules(['ingredients', row, 'foodCode'], t('recipesDishes.fields.food'), { requiredMessage: t('recipesDishes.foodRequired') });
  const gramsRules = (row: number) =>
    rows.rules(['ingredients', row, 'grams'], t('recipesDishes.fields.grams'), { requiredMessage: t('recipesDishes.gramsRequired') });
  const labels = new Map(dish?.ingredients.map((i) => [i.foodCode, { value: i.foodCode, label: `${i.foodName} · ${i.category}` }]));

  return (
    <FormDialog
      title={t(dish ? 'recipesDishes.editTitle' : 'recipesDishes.addTitle')}
      width={640}
      fields={fields}
      rulesFrom={dishEndpoints.add}
      initialValues={initialValues}
      uploader={upload}
      onClose={onClose}
      onSubmit={async (v) => {
        const ingredients = ((v.ingredients as Ingredient[] | undefined) ?? []).map((i) => ({
          foodCode: i.foodCode ?? '',
          grams: Number(i.grams),
        }));
        await saveDish(
          {
            name: String(v.name ?? '').trim(),
            kind: v.kind as (typeof DISH_KINDS)[number],
            description: typeof v.description === 'string' && v.description.trim() ? v.description.trim() : null,
            imageIds: ((v.images as ImageRecord[] | undefined) ?? []).map((i) => Number(i.id)).filter((id) => id > 0),
            ingredients,
          },
          dish?.id,
        );
        onClose();
        await afterSave();
      }}
    >
      <Form.Item label={t('recipesDishes.fields.ingredients')} required>
        <Form.List name="ingredients">
          {(rows, { add, remove }) => (
            <div data-testid="dish-ingredients">
              {rows.map((row, i) => (
                <div key={row.key} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
                  <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Form.Item name={[row.name, 'foodCode']} noStyle rules={foodRules(row.name)}>
                      <FoodSelect
                        current={labels.get(String(initialValues.ingredients && (initialValues.ingredients as Ingredient[])[i]?.foodCode))}
                      />
                    </Form.Item>
                  </div>
                  <Form.Item name={[row.name, 'grams']} noStyle rules={gramsRules(row.name)}>
                    <InputNumber min={0.1} max={DISH_LIMITS.grams} step={5} precision={1} addonAfter="g" style={{ width: 140 }} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('recipesDishes.removeFood')}
                    onClick={() => remove(row.name)}
                    disabled={rows.length < 2}
                  />
                </div>
              ))}
              {rows.length < DISH_LIMITS.ingredients && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
                  {t('recipesDishes.addFood')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
      </Form.Item>
    </FormDialog>
  );
}
