import { z } from 'zod';
import { readFor, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField, nullableDate, pagingShape } from '../../contract/fields.ts';
import { nothing, pageOf, savedId } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { RECIPES_CODES as R } from './codes.ts';
import {
  copyInput,
  dishNutrientQuery,
  intakeUpdateInput,
  intakeView,
  menuDish,
  photoAddFields,
  photoQuery,
  photoRow,
  weekQuery,
  weekRow,
  weekSaveInput,
  weekView,
} from './menu-shapes.ts';
import { weekReport } from './report-shapes.ts';

const read = readFor(R.view);
const write = writeFor(R.menuManage);
const byId = z.object({ id: idField });

/** Weekly menus built from dishes, published to guardians and the class board, meal photos, the school's reference intakes and the quantified menu's nutrient report. */
export const menuEndpoints = endpoints('/garden/v1/teacher/ck/cookbook', {
  page: {
    path: 'week/page',
    access: read,
    scope: 'school',
    input: z.object({ ...pagingShape }),
    output: pageOf(weekRow),
    summary: "The school's weekly menus, newest week first, published or draft, with their dish and day counts",
  },
  get: {
    path: 'week/get',
    access: read,
    scope: 'school',
    input: weekQuery,
    output: weekView,
    summary:
      'One week {id} or {weekStart: a Monday}: Monday–Friday × meals × dishes with per-child nutrients and special-meal warnings; an empty week (id null) when none exists',
  },
  save: {
    path: 'week/save',
    access: write,
    scope: 'school',
    transfer: 'json',
    input: weekSaveInput,
    output: savedId,
    summary:
      'Save a whole week {id?, weekStart, title?, notes?, slots: [{day, meal, dishIds}]}: days Monday–Friday of the week, shown dishes of the school',
  },
  copy: {
    path: 'week/copy',
    access: write,
    scope: 'school',
    transfer: 'json',
    input: copyInput,
    output: savedId,
    summary: 'Copy a week {fromId} into a new draft starting {weekStart} (a Monday without a menu)',
  },
  publish: {
    path: 'week/publish',
    access: write,
    scope: 'school',
    input: byId,
    output: z.object({ notified: z.number().int() }),
    summary: "Publish a draft week {id}: the class board and guardians read it; the guardians of the school's children get a notice",
  },
  remove: {
    path: 'week/delete',
    access: write,
    scope: 'school',
    input: byId,
    output: nothing,
    summary: 'Delete a draft week {id}; a published week stays',
  },
  current: {
    path: 'week/current',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: z.object({ day: nullableDate }),
    output: weekView.nullable(),
    summary: "The published week holding {day} (China's today by default), as the class board and guardians read it; null when none",
  },
  dishNutrients: {
    path: 'dish/nutrients',
    access: read,
    scope: 'school',
    input: dishNutrientQuery,
    output: z.array(menuDish),
    summary: 'Per-child nutrients and special-meal warnings of dishes {ids} of the school, for the editor to add',
  },
  photos: {
    path: 'photos/list',
    access: read,
    scope: 'school',
    input: photoQuery,
    output: z.array(photoRow),
    summary: 'Meal photos of days {from}–{to} (at most 31 days), by day and meal',
  },
  addPhoto: {
    path: 'photos/add',
    access: write,
    scope: 'school',
    transfer: 'upload',
    input: photoAddFields,
    output: photoRow,
    summary: 'Upload a meal photo (multipart: file, day, meal): stored with a compressed copy and a thumbnail',
  },
  removePhoto: {
    path: 'photos/delete',
    access: write,
    scope: 'school',
    input: byId,
    output: nothing,
    summary: 'Delete a meal photo {id}',
  },
  intakes: {
    path: 'intake/list',
    access: read,
    scope: 'school',
    input: z.object({}),
    output: intakeView,
    summary: "The school's reference intakes per child per day, energy shares and the care share, with their defaults",
  },
  updateIntakes: {
    path: 'intake/update',
    access: write,
    scope: 'school',
    transfer: 'json',
    input: intakeUpdateInput,
    output: intakeView,
    summary: 'Set every reference intake {values: {key: amount}}; a value equal to its default is stored as the default',
  },
  report: {
    path: 'report/week',
    access: read,
    scope: 'school',
    input: byId,
    output: weekReport,
    summary:
      'The quantified menu of a week {id}: per day and week average per child against the reference, energy shares, quality protein, raw quantities for the headcount',
  },
});

export const MENUS: AreaContract = {
  endpoints: [...all(menuEndpoints)],
  pageCalls: {
    'recipes-menus': [menuEndpoints.page],
    'recipes-menu-images': [menuEndpoints.photos],
    'recipes-intakes': [menuEndpoints.intakes],
  },
};
