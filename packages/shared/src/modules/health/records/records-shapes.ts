import { z } from 'zod';
import type { OptionItem } from '../../../catalogs.ts';
import { idField, optionalId, optionalText, pagingShape, searchText } from '../../../contract/fields.ts';

/** Allergen kinds: food ones carry what the recipes module matches dishes by. */
export const ALLERGEN_KINDS = ['food', 'drug', 'environment', 'other'] as const;
export type AllergenKind = (typeof ALLERGEN_KINDS)[number];
/** Where the school learned of an allergy. */
export const ALLERGY_SOURCES = ['guardian', 'hospital', 'school', 'other'] as const;
/** 1 mild, 2 moderate, 3 severe (anaphylaxis: the class board flags it). */
export const SEVERITIES: OptionItem[] = [
  { value: 1, label: '轻度', labelEn: 'Mild' },
  { value: 2, label: '中度', labelEn: 'Moderate' },
  { value: 3, label: '重度', labelEn: 'Severe' },
];
/** A condition is ongoing (1) or recovered (2). */
export const HISTORY_STATUSES: OptionItem[] = [
  { value: 1, label: '患病中', labelEn: 'Ongoing' },
  { value: 2, label: '已康复', labelEn: 'Recovered' },
];
export const RECORD_LIMITS = { items: 30, reaction: 100, note: 200, conditionName: 30, allergenName: 20, allergenNameEn: 40 } as const;

/** A child's list filters: class, name (search), and the area's own filter. */
export const childFilterShape = { clazzId: optionalId, name: searchText(20) };
export const pagedChildFilter = z.object({ ...pagingShape, ...childFilterShape });
export const studentQuery = z.object({ studentId: idField });
export const classQuery = z.object({ clazzId: idField });
export const optionalClassQuery = z.object({ clazzId: optionalId });

/** A child of a list (with or without records). */
export const childBase = {
  studentId: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  clazzId: z.number().int().nullable(),
  clazzName: z.string().nullable(),
};
export const childRow = z.object(childBase);

export const noteText = optionalText(RECORD_LIMITS.note).optional();
