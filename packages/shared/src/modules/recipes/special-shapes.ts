import { z } from 'zod';
import { flagValue, idField, idList, optionalId, optionalText, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { timestamp } from '../../contract/outputs.ts';
import { SPECIAL_REASONS } from './meals.ts';

/** Limits of a special-meal group. */
export const SPECIAL_LIMITS = {
  name: 30,
  notes: 500,
  allergens: 20,
  categories: 20,
  keywords: 30,
  keyword: 20,
  category: 60,
  add: 500,
} as const;

const words = (max: number, each: number) =>
  z
    .array(plainText(1, each))
    .max(max)
    .refine((a) => new Set(a).size === a.length, 'values must not repeat');

/** A group and what its children must not eat; without id a new group. Something to avoid is required. */
export const groupSaveInput = z.object({
  id: optionalId,
  name: plainText(1, SPECIAL_LIMITS.name),
  reason: z.enum(SPECIAL_REASONS),
  /** food allergens of the school's catalogue (their categories and keywords apply too) */
  allergenIds: idList(0, SPECIAL_LIMITS.allergens).default([]),
  /** prefixes of food_composition categories, e.g. 畜肉类及其制品-猪 */
  foodCategories: words(SPECIAL_LIMITS.categories, SPECIAL_LIMITS.category).default([]),
  /** words in a food's name, e.g. 猪 */
  foodKeywords: words(SPECIAL_LIMITS.keywords, SPECIAL_LIMITS.keyword).default([]),
  notes: optionalText(SPECIAL_LIMITS.notes).optional(),
});
export type GroupSaveInput = z.input<typeof groupSaveInput>;
export type GroupValues = z.output<typeof groupSaveInput>;

export const groupListQuery = z.object({ ...pagingShape, name: searchText(SPECIAL_LIMITS.name) });
export const specialChildQuery = z.object({ ...pagingShape, groupId: optionalId, clazzId: optionalId, name: searchText(20) });
export const candidateQuery = z.object({ ...pagingShape, groupId: idField });
export const groupChildInput = z.object({ groupId: idField, studentId: idField });
/** Children to add: the ids given, or with allCandidates every child the candidates call lists. */
export const studentAddInput = z.object({
  groupId: idField,
  studentIds: idList(0, SPECIAL_LIMITS.add).default([]),
  allCandidates: flagValue.optional(),
});

const allergenName = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() });

export const groupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  reason: z.enum(SPECIAL_REASONS),
  allergenIds: z.array(z.number().int()),
  allergens: z.array(allergenName),
  foodCategories: z.array(z.string()),
  foodKeywords: z.array(z.string()),
  notes: z.string().nullable(),
  /** children of the group in school */
  children: z.number().int(),
  updatedAt: timestamp,
});
export const groupOption = z.object({ id: z.number().int(), name: z.string(), reason: z.enum(SPECIAL_REASONS) });

const childBase = {
  studentId: z.number().int(),
  /** masked */
  name: z.string(),
  clazzId: z.number().int().nullable(),
  clazzName: z.string().nullable(),
};

/** A child of a group: what the group must not eat and the child's own food allergies on record. */
export const specialChild = z.object({
  ...childBase,
  groupId: z.number().int(),
  groupName: z.string(),
  reason: z.enum(SPECIAL_REASONS),
  avoid: z.object({ allergens: z.array(allergenName), foodCategories: z.array(z.string()), foodKeywords: z.array(z.string()) }),
  allergies: z.array(z.object({ name: z.string(), nameEn: z.string().nullable(), severity: z.number().int() })),
  addedAt: timestamp,
});

/** A child in school, not in the group, whose allergy records hold one of the group's allergens. */
export const candidateChild = z.object({
  ...childBase,
  allergies: z.array(z.object({ name: z.string(), nameEn: z.string().nullable(), severity: z.number().int() })),
});
