import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import type { evaluateRow, Prevalence } from '@kg/shared/modules/health/growth/growth-schemas';
import { standardEndpoints } from '@kg/shared/modules/health/growth/growth-standards';
import { nutritionEndpoints } from '@kg/shared/modules/health/growth/nutrition';
import type { z } from 'zod';

/** The assessment standard and nutrition assessment: calls and row types from the shared declarations. */
export { H, nutritionEndpoints as NUTRITION, standardEndpoints as STANDARD };
export type EvaluateRow = z.input<typeof evaluateRow>;
export type { Prevalence };

/** Tag colours: under-nutrition warm, over-nutrition purple, severe darker. */
export const STATUS_COLOR: Record<string, string> = {
  severeUnderweight: 'red',
  underweight: 'orange',
  severeStunting: 'red',
  stunting: 'orange',
  severeWasting: 'red',
  wasting: 'gold',
  overweight: 'purple',
  obesity: 'magenta',
  normal: 'green',
};

/** Age in years and months from days (WHO's 30.4375-day month). */
export function ageParts(days: number) {
  const months = Math.floor(days / 30.4375);
  return { y: Math.floor(months / 12), m: months % 12 };
}

/** A prevalence's rate for one status (0 when absent). */
export const rateOf = (p: Prevalence | null | undefined, status: string) => p?.statuses.find((s) => s.status === status)?.rate ?? 0;
