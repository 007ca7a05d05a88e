import { referenceEndpoints } from '@kg/shared/modules/platform/reference';
import type { DishAddInput } from '@kg/shared/modules/recipes/dish-shapes';
import { dishEndpoints as E } from '@kg/shared/modules/recipes/dishes';
import { call, type RowOf } from '../../../kit/index.ts';

/** The dish library: calls and row types come from the shared declaration. */
export { E as DISH_ENDPOINTS };
export type DishRow = RowOf<typeof E.list>;

export const saveDish = (input: DishAddInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));
export const deleteDish = (id: number) => call(E.remove, { id });
export const showDish = (id: number, shown: boolean) => call(E.showStatus, { id, shown });

/** Foods of the composition tables whose name or code holds the text (the platform's reference search). */
export async function searchFoods(name: string) {
  const page = await call(referenceEndpoints.foods, { name, pageNum: 1, pageSize: 20 });
  return page.list.map((f) => ({ value: f.code, label: `${f.name} · ${f.category}` }));
}
