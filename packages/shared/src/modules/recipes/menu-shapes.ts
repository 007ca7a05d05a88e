import { z } from 'zod';
import { dateValue, idField, idList, optionalId, optionalText } from '../../contract/fields.ts';
import { day, imageRecord, timestamp } from '../../contract/outputs.ts';
import { addDays } from '../../time/china.ts';
import { INTAKE_KEYS, type IntakeKey, MENU_NUTRIENT_KEYS, type MenuNutrient } from './intakes.ts';
import { DISH_KINDS, MEALS } from './meals.ts';

/** Limits of a week's menu. */
export const MENU_LIMITS = { title: 50, notes: 500, dishesPerMeal: 12, photoDays: 31 } as const;

/** Is the day a Monday ('YYYY-MM-DD', a calendar day)? */
export const isMonday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1;
export { addDays };
/** The Monday of the week holding `d`. */
export const mondayOf = (d: string) => addDays(d, -((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7));
/** Monday to Friday of the week starting `monday`. */
export const weekDays = (monday: string) => [0, 1, 2, 3, 4].map((n) => addDays(monday, n));

export const mondayValue = dateValue.refine(isMonday, 'expected a Monday');
export const mealValue = z.coerce
  .number()
  .int()
  .refine((n) => MEALS.some((m) => m.id === n), 'expected a meal 1–5');

/** One meal of one day: its dishes in order. */
export const mealSlotInput = z.object({ day: dateValue, meal: mealValue, dishIds: idList(0, MENU_LIMITS.dishesPerMeal) });
/** A whole week: what is not sent is removed. Without id a new week's menu is created. */
export const weekSaveInput = z.object({
  id: optionalId,
  weekStart: mondayValue,
  title: optionalText(MENU_LIMITS.title).optional(),
  notes: optionalText(MENU_LIMITS.notes).optional(),
  slots: z.array(mealSlotInput).max(25),
});
export type WeekSaveInput = z.input<typeof weekSaveInput>;

/** A nutrient's amount: the sum over foods whose value is known, and how many ingredients lack it. */
export const amount = z.object({ value: z.number(), unknown: z.number().int() });
export type Amount = z.output<typeof amount>;
export const nutrientAmounts = z.object(
  Object.fromEntries(MENU_NUTRIENT_KEYS.map((k) => [k, amount])) as Record<MenuNutrient, typeof amount>,
);
export type NutrientAmounts = z.output<typeof nutrientAmounts>;

export const dishWarning = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  children: z.number().int(),
  foods: z.array(z.string()),
});

/** A dish as a menu shows it: per-child nutrients and the special-meal groups it warns. */
export const menuDish = z.object({
  dishId: z.number().int(),
  name: z.string(),
  kind: z.enum(DISH_KINDS).or(z.string()),
  shown: z.boolean(),
  nutrients: nutrientAmounts,
  /** grams of protein from animal foods and soy, per child */
  qualityProtein: z.number(),
  warnings: z.array(dishWarning),
});
export type MenuDish = z.output<typeof menuDish>;

export const weekView = z.object({
  /** null: no menu for that week yet (the editor starts from empty) */
  id: z.number().int().nullable(),
  weekStart: day,
  title: z.string().nullable(),
  notes: z.string().nullable(),
  publishedAt: timestamp.nullable(),
  updatedAt: timestamp.nullable(),
  slots: z.array(z.object({ day, meal: z.number().int(), dishes: z.array(menuDish) })),
});
export type WeekView = z.output<typeof weekView>;

export const weekRow = z.object({
  id: z.number().int(),
  weekStart: day,
  title: z.string().nullable(),
  publishedAt: timestamp.nullable(),
  updatedAt: timestamp,
  /** dishes on the menu, and days with at least one */
  dishes: z.number().int(),
  days: z.number().int(),
});

export const weekQuery = z.object({ id: optionalId, weekStart: mondayValue.optional() });
export const copyInput = z.object({ fromId: idField, weekStart: mondayValue });
export const dishNutrientQuery = z.object({ ids: idList(1, 200) });

export const photoRow = imageRecord.extend({ day, meal: z.number().int(), name: z.string(), createdAt: timestamp });
export const photoQuery = z.object({ from: dateValue, to: dateValue });
export const photoAddFields = z.object({ day: dateValue, meal: mealValue });

const intakeValue = z.coerce.number().positive();
export const intakeUpdateInput = z.object({
  values: z.object(Object.fromEntries(INTAKE_KEYS.map((k) => [k, intakeValue])) as Record<IntakeKey, typeof intakeValue>),
});
export type IntakeUpdateInput = z.input<typeof intakeUpdateInput>;
export const intakeView = z.array(z.object({ key: z.string(), value: z.number(), defaultValue: z.number(), custom: z.boolean() }));
