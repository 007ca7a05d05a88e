import { z } from 'zod';
import { filled, idField, optionalId, pagingShape } from '../../../contract/fields.ts';
import { day } from '../../../contract/outputs.ts';
import { EXAM_ITEMS, type ExamItemKey } from '../exams/exam-items.ts';
import { GROWTH_INDICATORS, GROWTH_REFERENCES, GROWTH_STATUSES, type GrowthIndicator, type GrowthStatus } from './growth-vocab.ts';

/**
 * WHO's classification cut-offs as the assessment applies them: `below` means z < cut, `above`
 * z > cut. Under five (to 1,856 days, the 2006 standards) overweight and obesity read
 * weight-for-height (BMI-for-age when it has no value); from five BMI-for-age. A child carries
 * the severe status instead of the plain one.
 */
export const GROWTH_CUTOFFS: readonly {
  status: GrowthStatus;
  indicator: GrowthIndicator;
  ages: 'all' | 'under5' | 'from5';
  below?: number;
  above?: number;
}[] = [
  { status: 'severeUnderweight', indicator: 'waz', ages: 'all', below: -3 },
  { status: 'underweight', indicator: 'waz', ages: 'all', below: -2 },
  { status: 'severeStunting', indicator: 'haz', ages: 'all', below: -3 },
  { status: 'stunting', indicator: 'haz', ages: 'all', below: -2 },
  { status: 'severeWasting', indicator: 'whz', ages: 'under5', below: -3 },
  { status: 'wasting', indicator: 'whz', ages: 'under5', below: -2 },
  { status: 'overweight', indicator: 'whz', ages: 'under5', above: 2 },
  { status: 'obesity', indicator: 'whz', ages: 'under5', above: 3 },
  { status: 'overweight', indicator: 'baz', ages: 'from5', above: 1 },
  { status: 'obesity', indicator: 'baz', ages: 'from5', above: 2 },
];

/** Items with a normal range: the numeric ones that are not growth indicators. */
export const RANGED_ITEMS = EXAM_ITEMS.filter((i) => !i.growth && i.kind === 'number').map((i) => i.key) as ExamItemKey[];

/**
 * Normal ranges until a school sets its own (inclusive both ends; null: no bound): vision 4.9 or
 * better (standard logarithmic chart), no caries, haemoglobin at least 110 g/L (WHO's anaemia
 * cut-off under five), blood lead under 100 µg/L.
 */
export const DEFAULT_RANGES: Partial<Record<ExamItemKey, { low: number | null; high: number | null }>> = {
  visionLeft: { low: 4.9, high: null },
  visionRight: { low: 4.9, high: null },
  caries: { low: 0, high: 0 },
  haemoglobin: { low: 110, high: null },
  bloodLead: { low: 0, high: 99 },
};

const cutoff = z.object({
  status: z.enum(GROWTH_STATUSES),
  indicator: z.enum(GROWTH_INDICATORS),
  ages: z.enum(['all', 'under5', 'from5']),
  below: z.number().optional(),
  above: z.number().optional(),
});
export const itemRange = z.object({
  item: z.string(),
  unit: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** the product's default, not yet set by the school */
  isDefault: z.boolean(),
});
export const standardList = z.object({
  reference: z.enum(GROWTH_REFERENCES),
  references: z.array(z.enum(GROWTH_REFERENCES)),
  cutoffs: z.array(cutoff),
  items: z.array(itemRange),
});

const bound = filled((v) => (v === '' || v === undefined ? null : v), z.number().finite().nullable());
/** The school's reference and item ranges; an item not sent keeps its range. Bad bounds name `items.<n>.low|high`. */
export const standardUpdateInput = z
  .object({
    reference: z.enum(GROWTH_REFERENCES),
    items: z
      .array(z.object({ item: z.enum(RANGED_ITEMS as [ExamItemKey, ...ExamItemKey[]]), low: bound, high: bound }))
      .max(RANGED_ITEMS.length)
      .default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.items.forEach((r, n) => {
      const def = EXAM_ITEMS.find((i) => i.key === r.item) as { min: number; max: number };
      if (seen.has(r.item)) ctx.addIssue({ code: 'custom', path: ['items', n, 'item'], message: 'item repeated' });
      seen.add(r.item);
      for (const side of ['low', 'high'] as const) {
        const x = r[side];
        if (x !== null && (x < def.min || x > def.max))
          ctx.addIssue({ code: 'custom', path: ['items', n, side], message: `must lie within ${def.min}–${def.max}` });
      }
      if (r.low !== null && r.high !== null && r.low > r.high)
        ctx.addIssue({ code: 'custom', path: ['items', n, 'high'], message: 'must not be below low' });
    });
  });
export type StandardUpdateInput = z.input<typeof standardUpdateInput>;
export const standardUpdated = z.object({
  /** records re-evaluated at once (a changed reference on a small school), or null */
  reevaluated: z.number().int().nullable(),
  /** the job re-evaluating a large school's plans, or null */
  jobId: z.number().int().nullable(),
});

/** A status filter: one of GROWTH_STATUSES, or 'normal' (assessed, none applies). */
export const STATUS_FILTERS = [...GROWTH_STATUSES, 'normal'] as const;
const optionalStatus = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(STATUS_FILTERS).optional());

export const zScores = {
  waz: z.number().nullable(),
  haz: z.number().nullable(),
  whz: z.number().nullable(),
  baz: z.number().nullable(),
  statuses: z.array(z.enum(GROWTH_STATUSES)),
};
export const childExam = z.object({
  planId: z.number().int(),
  planName: z.string(),
  measuredOn: day,
  ageDays: z.number().int(),
  clazzName: z.string().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  ...zScores,
});
export const childExamsQuery = z.object({ studentId: idField });

export const evaluateFilter = z.object({ planId: idField, clazzId: optionalId, status: optionalStatus });
export type EvaluateFilter = z.output<typeof evaluateFilter>;
export const evaluateQuery = evaluateFilter.extend(pagingShape);
export const evaluateRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  sex: z.enum(['M', 'F']),
  clazzId: z.number().int(),
  clazzName: z.string().nullable(),
  measuredOn: day,
  ageDays: z.number().int(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  ...zScores,
});
export type EvaluateRow = z.output<typeof evaluateRow>;

export const evaluateOptions = z.object({
  plans: z.array(z.object({ id: z.number().int(), name: z.string(), startsOn: day, endsOn: day })),
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  statuses: z.array(z.enum(STATUS_FILTERS)),
});

/** A group's figures: children assessed, and for each status its count and prevalence (% of assessed, one decimal). */
export const prevalence = z.object({
  assessed: z.number().int(),
  statuses: z.array(z.object({ status: z.enum(STATUS_FILTERS), count: z.number().int(), rate: z.number() })),
});
export type Prevalence = z.output<typeof prevalence>;

/** Whole years at measurement from 2 (托班); the first band holds any younger child and the last any older, so every child has one. */
export const AGE_BANDS = ['2-3', '3-4', '4-5', '5-6', '6-7'] as const;
export const planStatQuery = z.object({ planId: idField, clazzId: optionalId });
export const ageStatistic = z.array(prevalence.extend({ band: z.enum(AGE_BANDS), sex: z.enum(['M', 'F']) }));

export const yearQuery = z.object({ clazzId: optionalId });
export const yearStatistic = z.array(
  z.object({
    /** the school year starting in September of `year` */
    year: z.number().int(),
    plans: z.array(prevalence.extend({ planId: z.number().int(), planName: z.string(), startsOn: day })),
  }),
);

export const compareInput = z.object({ planId: idField, comparePlanId: optionalId });
const side = prevalence.extend({ planId: z.number().int(), planName: z.string() });
export const planCompare = z.object({
  plan: side,
  /** null when there is no earlier plan to compare with */
  compare: side.nullable(),
  classes: z.array(
    z.object({
      clazzId: z.number().int(),
      clazzName: z.string().nullable(),
      plan: prevalence,
      compare: prevalence.nullable(),
    }),
  ),
});
export type PlanCompare = z.output<typeof planCompare>;
