import { isMonday } from '@kg/shared/modules/recipes/menu-shapes';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCall, useIdParam } from '../../../kit/index.ts';
import { MENU_ENDPOINTS as E } from './menu-api.ts';
import { WeekEditor } from './week-editor.tsx';

/** /recipes/nutrition/cookbook/edit?id= (a menu) or ?weekStart= (a Monday, new or existing); anything else shows a result. */
export default function RecipesMenuEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const raw = new URLSearchParams(useLocation().search).get('weekStart') ?? '';
  const weekStart = /^\d{4}-\d{2}-\d{2}$/.test(raw) && isMonday(raw) ? raw : null;
  const ok = id !== null || weekStart !== null;
  const q = useCall('detail', E.get, id ? { id } : { weekStart: weekStart ?? undefined }, { enabled: ok });
  if (!ok || q.isError) return <Result status="404" title={t('recipesMenus.notFound')} data-testid="recipes-menu-edit" />;
  if (!q.data) return <Spin />;
  return <WeekEditor key={`${q.data.id}-${q.data.weekStart}-${q.data.updatedAt}`} week={q.data} />;
}
