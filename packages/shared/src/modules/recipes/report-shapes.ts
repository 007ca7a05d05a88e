import { z } from 'zod';
import { day } from '../../contract/outputs.ts';
import { nutrientAmounts } from './menu-shapes.ts';

/** Shares of energy (percent of 4·protein + 9·fat + 4·CHO); null when the day supplies no energy. */
const shares = z.object({ protein: z.number().nullable(), fat: z.number().nullable(), CHO: z.number().nullable() });

/** One day of the quantified menu (or the average of the week's days with dishes), per child. */
export const reportDay = z.object({
  day: day.nullable(),
  nutrients: nutrientAmounts,
  shares,
  /** percent of protein from animal foods and soy; null without protein */
  qualityProtein: z.number().nullable(),
});
export type ReportDay = z.output<typeof reportDay>;

/** Raw quantities a day's kitchen needs for the headcount. */
export const reportQuantity = z.object({
  day,
  foodCode: z.string(),
  foodName: z.string(),
  /** edible grams per child, summed over the day's dishes */
  grams: z.number(),
  /** edible kilograms for the headcount */
  edibleKg: z.number(),
  /** bought kilograms (edible kg ÷ edible share); null when the tables lack the share */
  purchaseKg: z.number().nullable(),
});

export const weekReport = z.object({
  menuId: z.number().int(),
  weekStart: day,
  title: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** children in school: the quantities' multiplier until attendance exists */
  headcount: z.number().int(),
  /** percent of the day's reference the kindergarten supplies */
  careShare: z.number(),
  /** reference × care share per child, for the nutrients that have one */
  targets: z.record(z.string(), z.number()),
  ranges: z.object({
    protein: z.tuple([z.number(), z.number()]),
    fat: z.tuple([z.number(), z.number()]),
    CHO: z.tuple([z.number(), z.number()]),
  }),
  qualityProteinMin: z.number(),
  days: z.array(reportDay),
  /** average over the days with dishes; null when the week has none */
  average: reportDay.nullable(),
  quantities: z.array(reportQuantity),
});
export type WeekReport = z.output<typeof weekReport>;
