import { z } from 'zod';
import { alsoNeeding, readFor, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { nothing, pageOf, savedId } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';
import { HEALTH_CODES as H } from '../codes.ts';
import * as S from './inspect-schemas.ts';

/** Three-inspect management (overview §6): config-manage, plus view-manage unless the school is regulated. */
const manage = alsoNeeding(writeFor(H.inspectConfig), H.inspectView);

import { OPTION_SPECS, STATISTIC_SPECS } from './statistic-shapes.ts';

/** Inspections: items (templates), the three check windows, recording checks, daily and monthly records, class and grade options. */
export const itemEndpoints = endpoints('/attendance/v1/school/inspectItemTemplate', {
  listData: {
    path: 'listData',
    access: alsoNeeding(readFor(H.inspectConfig), H.inspectView),
    scope: 'school',
    transfer: 'json',
    input: S.itemListQuery,
    output: pageOf(S.itemRow),
    summary: 'Check items of the school, paged; filter by name and enabled',
  },
  listOption: {
    path: 'listOption',
    access: readFor(H.inspectConfig, H.inspectRecord, H.inspect),
    scope: 'school',
    input: z.object({}),
    output: z.array(S.itemRow),
    summary: 'Enabled check items in order (the entry screen and the filters)',
  },
  enabledOrDisable: {
    path: 'enabledOrDisable',
    access: manage,
    scope: 'school',
    input: S.itemEnableBody,
    output: nothing,
    summary: 'Enable or disable a check item (a disabled item leaves the slots and the entry screen)',
  },
  addOrUpdate: {
    path: 'addOrUpdate',
    access: manage,
    scope: 'school',
    transfer: 'json',
    input: S.itemSaveBody,
    output: savedId,
    summary: 'Add a check item (no id) or change one: a temperature reading or a choice with abnormal findings and their symptom groups',
  },
});
export const confEndpoints = endpoints('/attendance/v1/school/inspectConf', {
  listConf: {
    path: 'listConf',
    access: readFor(H.inspectConfig, H.inspectRecord, H.inspect),
    scope: 'school',
    input: z.object({}),
    output: z.array(S.slotRow),
    summary: 'The three check slots (morning, noon, afternoon): enabled, window and items in order',
  },
  confInfo: {
    path: 'confInfo',
    access: readFor(H.inspectConfig, H.inspectRecord, H.inspect),
    scope: 'school',
    input: S.slotQuery,
    output: S.slotRow,
    summary: 'One check slot with its items',
  },
  confSubmit: {
    path: 'confSubmit',
    access: manage,
    scope: 'school',
    transfer: 'json',
    input: S.slotSubmitBody,
    output: nothing,
    summary: 'Save a slot: start before end, no overlap with another enabled slot, at least one enabled item when enabled',
  },
});
export const checkEndpoints = endpoints('/attendance/v1/school/inspectRecord', {
  sheet: {
    path: 'sheet',
    access: readFor(H.inspectRecord, H.inspect),
    scope: 'class',
    input: S.sheetQuery,
    output: S.classSheet,
    summary:
      "A class's check sheet for a day and slot: its children at school (and any recorded there that day) with their checks, the slot's items",
  },
  save: {
    path: 'save',
    access: writeFor(H.inspectRecord),
    scope: 'class',
    transfer: 'json',
    input: S.checkSaveBody,
    output: S.childCheck,
    summary:
      "Record one child's check (upsert); 37.3 °C or more is abnormal (fever); abnormal and sick absence notify teachers and guardians",
  },
  allNormal: {
    path: 'allNormal',
    access: writeFor(H.inspectRecord),
    scope: 'class',
    transfer: 'json',
    input: S.sheetQuery,
    output: S.allNormalResult,
    summary: 'Record every child of the class not yet checked in this slot as normal; answers how many',
  },
  undo: {
    path: 'undo',
    access: writeFor(H.inspectRecord),
    scope: 'class',
    transfer: 'json',
    input: S.checkKey,
    output: nothing,
    summary: "Remove one child's check of a day and slot",
  },
});
export const statisticEndpoints = endpoints('/attendance/v1/school/inspectStatistic/web', STATISTIC_SPECS);
export const optionEndpoints = endpoints('/attendance/v1/option/info', OPTION_SPECS);

export const INSPECTION: AreaContract = {
  endpoints: [...all(itemEndpoints), ...all(confEndpoints), ...all(checkEndpoints), ...all(statisticEndpoints), ...all(optionEndpoints)],
  pageCalls: {
    'health-inspect-entry': [optionEndpoints.classes, confEndpoints.listConf, checkEndpoints.sheet],
    'health-inspect-items': [itemEndpoints.listData],
    'health-inspect-conf': [confEndpoints.listConf, itemEndpoints.listOption],
    'health-inspect-daily': [statisticEndpoints.dailyList, statisticEndpoints.itemOptions, optionEndpoints.classes],
    'health-inspect-month': [optionEndpoints.classes],
    'health-inspect-student-month': [statisticEndpoints.studentMonth],
  },
};
