import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { nothing, pageOf, savedId } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { RECIPES_CODES as R } from './codes.ts';
import {
  dishAddInput,
  dishDetail,
  dishListQuery,
  dishOption,
  dishOptionsQuery,
  dishRow,
  dishShowInput,
  dishUpdateInput,
} from './dish-shapes.ts';

const read = readFor(R.view);
const write = writeFor(R.dishManage);
const idInput = z.object({ id: idField });

/** The dish library (common dishes): dishes with their ingredients (foods of the composition tables, grams per child) and photos, shown or hidden. */
export const dishEndpoints = endpoints('/garden/v1/teacher/ck/menu', {
  list: {
    path: 'get-list',
    access: read,
    scope: 'school',
    input: dishListQuery,
    output: pageOf(dishRow),
    summary:
      'Dishes of the school, paged, newest first, with ingredient names, cover, menus serving them and special-meal warnings: filters name, kind, shown',
  },
  options: {
    path: 'get-show-list',
    access: read,
    scope: 'school',
    input: dishOptionsQuery,
    output: z.array(dishOption),
    summary: 'Shown dishes as options for the menu builder, by kind then name (one kind when given)',
  },
  detail: {
    path: 'get-by-id',
    access: read,
    scope: 'school',
    input: idInput,
    output: dishDetail,
    summary:
      'A dish {id}: ingredients (food code, name, category, grams per child, their nutrients), nutrients per child (energy, protein, fat, CHO, Ca, Fe, Zn, vitamin A, C; unmeasured cells counted apart), photos and warnings',
  },
  add: {
    path: 'add',
    access: write,
    scope: 'school',
    transfer: 'json',
    input: dishAddInput,
    output: savedId,
    summary: 'Add a dish {name, kind, description?, imageIds?, ingredients: [{foodCode, grams}]}; the name is unique in the school',
  },
  remove: {
    path: 'delete',
    access: write,
    scope: 'school',
    input: idInput,
    output: nothing,
    summary: 'Delete a dish {id}; a dish some menu serves is refused (409 naming the menus): hide it instead',
  },
  update: {
    path: 'update',
    access: write,
    scope: 'school',
    transfer: 'json',
    input: dishUpdateInput,
    output: nothing,
    summary: 'Update a dish {id, name, kind, description?, imageIds?, ingredients}: its ingredients and photos are replaced as a whole',
  },
  showStatus: {
    path: 'update/show-status',
    access: write,
    scope: 'school',
    input: dishShowInput,
    output: nothing,
    summary: 'Show or hide a dish {id, shown}: hidden dishes stay on past menus but are not offered for new ones',
  },
});

export const DISHES: AreaContract = {
  endpoints: [...all(dishEndpoints)],
  pageCalls: { 'recipes-dishes': [dishEndpoints.list] },
};
