import type { Answer } from '@kg/shared';
import { dishEndpoints } from '@kg/shared/modules/recipes/dishes';
import type { WeekSaveInput } from '@kg/shared/modules/recipes/menu-shapes';
import { menuEndpoints as E } from '@kg/shared/modules/recipes/menus';
import { call, type RowOf } from '../../../kit/index.ts';

/** Weekly menus: calls and row types come from the shared declaration. */
export { E as MENU_ENDPOINTS };
export type WeekRow = RowOf<typeof E.page>;
export type WeekAnswer = NonNullable<Answer<typeof E.get>>;
export type DishAnswer = Answer<typeof E.dishNutrients>[number];
export type ReportAnswer = Answer<typeof E.report>;

export const saveWeek = (input: WeekSaveInput) => call(E.save, input);
export const copyWeek = (fromId: number, weekStart: string) => call(E.copy, { fromId, weekStart });
export const publishWeek = (id: number) => call(E.publish, { id });
export const deleteWeek = (id: number) => call(E.remove, { id });
export const dishNutrients = (ids: number[]) => call(E.dishNutrients, { ids });
export const dishOptions = () => call(dishEndpoints.options, {});

/** The editor's and report's addresses. */
export const editPath = (q: { id?: number; weekStart?: string }) =>
  q.id ? `/recipes/nutrition/cookbook/edit?id=${q.id}` : `/recipes/nutrition/cookbook/edit?weekStart=${q.weekStart}`;
export const reportPath = (id: number) => `/recipes/nutrition/cookbook/report?id=${id}`;
