import { z } from 'zod';
import { blankToUndefined, flagValue, idField, idList, optionalText, pagingShape, plainText, searchText } from '../../contract/fields.ts';
import { imageRecord, timestamp } from '../../contract/outputs.ts';
import { MENU_NUTRIENTS } from './intakes.ts';
import { DISH_KINDS } from './meals.ts';

/** Limits of a dish: name, description, ingredients, photos, grams of one ingredient per child. */
export const DISH_LIMITS = { name: 30, description: 500, ingredients: 20, images: 9, grams: 500 } as const;

/** The nutrients a dish shows per child: the ones a menu is quantified in. */
export const DISH_NUTRIENTS = MENU_NUTRIENTS;
export type DishNutrient = (typeof DISH_NUTRIENTS)[number][0];
export const DISH_NUTRIENT_KEYS = DISH_NUTRIENTS.map(([k]) => k) as DishNutrient[];

const kindValue = z.enum(DISH_KINDS);
const optionalKind = z.preprocess(blankToUndefined, kindValue.optional());
/** Absent or blank: either; otherwise true or false. */
const optionalFlag = z.preprocess(blankToUndefined, flagValue.optional());

/** A food of the composition tables by its code (the platform's food search answers it). */
export const foodCodeValue = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,20}$/, 'expected a food code');

export const ingredientInput = z.object({
  foodCode: foodCodeValue,
  /** raw edible grams for one child, one decimal */
  grams: z.coerce
    .number()
    .positive()
    .max(DISH_LIMITS.grams)
    .transform((g) => Math.round(g * 10) / 10)
    .refine((g) => g > 0, 'at least 0.1 g'),
});

export const dishAddInput = z.object({
  name: plainText(1, DISH_LIMITS.name),
  kind: kindValue,
  description: optionalText(DISH_LIMITS.description).optional(),
  /** uploaded image ids (file upload answer `id`), in order; the first is the cover */
  imageIds: idList(0, DISH_LIMITS.images).optional(),
  ingredients: z.array(ingredientInput).min(1).max(DISH_LIMITS.ingredients),
});
export type DishAddInput = z.input<typeof dishAddInput>;
export type DishValues = z.output<typeof dishAddInput>;
export const dishUpdateInput = dishAddInput.extend({ id: idField });

export const dishListQuery = z.object({ ...pagingShape, name: searchText(DISH_LIMITS.name), kind: optionalKind, shown: optionalFlag });
export const dishOptionsQuery = z.object({ kind: optionalKind });
export const dishShowInput = z.object({ id: idField, shown: flagValue });

export const dishWarningShape = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  /** children of the group in school */
  children: z.number().int(),
  /** the dish's foods the group must not eat */
  foods: z.array(z.string()),
});

/** A dish of the library as the list shows it. */
export const dishRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: kindValue,
  shown: z.boolean(),
  description: z.string().nullable(),
  /** ingredient names in order */
  foods: z.array(z.string()),
  cover: imageRecord.nullable(),
  /** how many weekly menus serve it: such a dish cannot be deleted, only hidden */
  menus: z.number().int(),
  warnings: z.array(dishWarningShape),
  updatedAt: timestamp,
});

export const dishOption = z.object({ id: z.number().int(), name: z.string(), kind: kindValue });

/** A value per child: null when the tables did not measure it for this food (never read as zero). */
const perChild = z.object(
  Object.fromEntries(DISH_NUTRIENT_KEYS.map((k) => [k, z.number().nullable()])) as Record<DishNutrient, z.ZodNullable<z.ZodNumber>>,
);
/** A dish's total of a nutrient over the ingredients whose value is known, and how many lack it. */
const total = z.object({ value: z.number(), unknown: z.number().int() });

export const dishIngredient = z.object({
  foodCode: z.string(),
  foodName: z.string(),
  category: z.string(),
  grams: z.number(),
  nutrients: perChild,
  /** nutrients the tables give only as traces (counted as nothing, shown as "Tr") */
  trace: z.array(z.string()),
});

export const dishDetail = dishRow.omit({ cover: true, foods: true }).extend({
  imageIds: z.array(z.number().int()),
  images: z.array(imageRecord),
  ingredients: z.array(dishIngredient),
  nutrients: z.object(Object.fromEntries(DISH_NUTRIENT_KEYS.map((k) => [k, total])) as Record<DishNutrient, typeof total>),
  createdAt: timestamp,
});
export type DishDetail = z.output<typeof dishDetail>;
