import { RECIPES_CODES as R } from '@kg/shared/modules/recipes/codes';
import { dishEndpoints } from '@kg/shared/modules/recipes/dishes';
import { MEALS } from '@kg/shared/modules/recipes/meals';
import { addDays, weekDays } from '@kg/shared/modules/recipes/menu-shapes';
import { Alert, Button, Input, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { DaySummary } from './day-summary.tsx';
import { MealCell } from './meal-cell.tsx';
import { type DishAnswer, dishNutrients, MENU_ENDPOINTS as E, editPath, reportPath, saveWeek, type WeekAnswer } from './menu-api.ts';
import { sumDishes, targetsOf } from './menu-sums.ts';

type Slots = Record<string, DishAnswer[]>;
const key = (day: string, meal: number) => `${day}|${meal}`;
type Row = { meal: number; mealKey: string } | { meal: 0; mealKey: 'summary' };

/** The week's grid, days × meals, dishes added from the shown dishes; each day's nutrients follow live. */
export function WeekEditor({ week }: { week: WeekAnswer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const canEdit = usePermission([R.menuManage]);
  const days = weekDays(week.weekStart);
  const [slots, setSlots] = useState<Slots>(() => Object.fromEntries(week.slots.map((s) => [key(s.day, s.meal), s.dishes])));
  const [title, setTitle] = useState(week.title ?? '');
  const [busy, setBusy] = useState(false);
  const options = useCall('options', dishEndpoints.options, {});
  const intakes = useCall('options', E.intakes, {});
  const targets = useMemo(() => targetsOf(intakes.data ?? []), [intakes.data]);
  const dishOptions = (options.data ?? []).map((d) => ({ value: d.id, label: `${d.name} · ${t(`recipesDishes.kinds.${d.kind}`)}` }));

  const add = async (day: string, meal: number, dishId: number) => {
    const [dish] = await dishNutrients([dishId]);
    if (dish) setSlots((s) => ({ ...s, [key(day, meal)]: [...(s[key(day, meal)] ?? []), dish] }));
  };
  const remove = (day: string, meal: number, i: number) =>
    setSlots((s) => ({ ...s, [key(day, meal)]: (s[key(day, meal)] ?? []).filter((_, j) => j !== i) }));
  const save = async () => {
    setBusy(true);
    try {
      const list = Object.entries(slots)
        .filter(([, d]) => d.length > 0)
        .map(([k, d]) => ({ day: k.split('|')[0], meal: Number(k.split('|')[1]), dishIds: d.map((x) => x.dishId) }));
      const { id } = await saveWeek({ id: week.id ?? undefined, weekStart: week.weekStart, title, slots: list });
      await afterSave({ text: t('kit.actions.saved') });
      if (!week.id) await navigate(editPath({ id }), { replace: true });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };

  const rows: Row[] = [...MEALS.map((m) => ({ meal: m.id, mealKey: m.key })), { meal: 0, mealKey: 'summary' }];
  const columns: TableColumnsType<Row> = [
    {
      key: 'meal',
      title: '',
      fixed: 'left',
      width: 90,
      render: (_, r) => (r.meal ? t(`recipesMenus.meals.${r.mealKey}`) : t('recipesMenus.summary')),
    },
    ...days.map((day, i) => ({
      key: day,
      title: `${t(`recipesMenus.days.${i}`)} ${day.slice(5)}`,
      width: 190,
      render: (_: unknown, r: Row) =>
        r.meal ? (
          <MealCell
            dishes={slots[key(day, r.meal)] ?? []}
            options={dishOptions}
            editable={canEdit}
            onAdd={(id) => void add(day, r.meal, id).catch(() => undefined) /* the request layer showed why */}
            onRemove={(j) => remove(day, r.meal, j)}
          />
        ) : (
          <DaySummary sums={sumDishes(MEALS.flatMap((m) => slots[key(day, m.id)] ?? []))} targets={targets} />
        ),
    })),
  ];

  return (
    <PageCard
      title={`${t('recipesMenus.editTitle')} ${week.weekStart} ~ ${addDays(week.weekStart, 4)}`}
      testId="recipes-menu-edit"
      extra={
        <Space wrap>
          {week.id && <Button onClick={() => navigate(reportPath(week.id!))}>{t('recipesMenus.report')}</Button>}
          {canEdit && (
            <Button type="primary" loading={busy} onClick={() => void save()} data-testid="save">
              {t('kit.actions.save')}
            </Button>
          )}
        </Space>
      }
    >
      {week.publishedAt && <Alert type="info" showIcon message={t('recipesMenus.publishedNote')} style={{ marginBottom: 12 }} />}
      <Input
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={50}
        disabled={!canEdit}
        placeholder={t('recipesMenus.fields.title')}
        aria-label={t('recipesMenus.fields.title')}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table<Row> rowKey="mealKey" columns={columns} dataSource={rows} pagination={false} bordered size="small" scroll={{ x: 1050 }} />
    </PageCard>
  );
}
