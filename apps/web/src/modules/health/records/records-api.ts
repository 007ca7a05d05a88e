import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { optionEndpoints } from '@kg/shared/modules/health/inspection/inspection';
import { type allergen, type allergyChild, allergyEndpoints, boardAllergyEndpoints } from '@kg/shared/modules/health/records/allergy';
import {
  type condition,
  historyCatalogueEndpoints,
  type historyChild,
  historyEndpoints,
} from '@kg/shared/modules/health/records/medical-history';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';

/** Allergies and medical history: calls and row types come from the shared declarations. */
export { allergyEndpoints as ALLERGY, boardAllergyEndpoints as BOARD, historyCatalogueEndpoints as CATALOGUE, historyEndpoints as HISTORY };
export type AllergyChild = z.input<typeof allergyChild>;
export type HistoryChild = z.input<typeof historyChild>;
export type Allergen = z.input<typeof allergen>;
export type Condition = z.input<typeof condition>;

/**
 * The class filter's choices: the classes of the caller's range, for those who may ask for them
 * (the option call is the inspection pages'); without it the lists still work unfiltered.
 */
export function useClassOptions() {
  const may = usePermission([H.inspect, H.inspectRecord, H.temperature, H.dataCentre]);
  const q = useCall('options', optionEndpoints.classes, {}, { enabled: may });
  return (q.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** A catalogue name in the user's language: the English name where one exists, else the school's name. */
export function useShownName() {
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  return useCallback((r: { name: string; nameEn?: string | null }) => (en ? (r.nameEn ?? r.name) : r.name), [en]);
}

/** Whether the caller may change records (the lists are also open to class teachers, read-only). */
export const useMayEdit = (code: string) => usePermission([code]);
export { H };
