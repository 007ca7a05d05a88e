import { ENERGY_FACTORS, MENU_NUTRIENT_KEYS, REFERENCED_NUTRIENTS } from '@kg/shared/modules/recipes/intakes';
import { weekDays } from '@kg/shared/modules/recipes/menu-shapes';
import type { ReportDay, WeekReport } from '@kg/shared/modules/recipes/report-shapes';
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { dishIngredients, foodComposition, menuDishes, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { amountsOf, di, fc, nutrientSums, round2, type SumRow } from '../nutrient-sql.ts';
import { schoolIntakes } from './intake-data.ts';
import { menuById } from './menu-data.ts';

const md = alias(menuDishes, 'md');
/** A menu's ingredient rows: its dishes' ingredients with their foods. */
const INGREDIENTS = sql`from ${menuDishes} md
  join ${dishIngredients} di on ${di.schoolId} = ${md.schoolId} and ${di.dishId} = ${md.dishId}
  join ${foodComposition} fc on ${fc.code} = ${di.foodCode}`;
const DAY = { day: md.day };
const DAY_LIST = selectList(DAY);
/** Each day's grams of each food per child, with the edible share the purchase is reckoned from. */
const QUANTITY = { day: md.day, foodCode: fc.code, foodName: fc.name, grams: sql<number>`sum(${di.grams})::float8`, edible: fc.edible };
const QUANTITY_LIST = selectList(QUANTITY);

const pct = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : null);

/** Energy shares (4/9/4 kcal per gram) and the high-quality share of protein of one day's totals. */
function dayOf(day: string | null, r: SumRow): ReportDay {
  const nutrients = amountsOf(r);
  const p = Number(r.protein) * ENERGY_FACTORS.protein;
  const f = Number(r.fat) * ENERGY_FACTORS.fat;
  const c = Number(r.CHO) * ENERGY_FACTORS.CHO;
  const energy = p + f + c;
  return {
    day,
    nutrients,
    shares: { protein: pct(p, energy), fat: pct(f, energy), CHO: pct(c, energy) },
    qualityProtein: pct(Number(r.qualityProtein), Number(r.protein)),
  };
}

/** The mean of the days' sums (unknowns added up: each is an ingredient the tables cannot tell). */
function meanOf(rows: SumRow[]): SumRow {
  const out: Record<string, number> = {};
  for (const k of MENU_NUTRIENT_KEYS) {
    out[k] = rows.reduce((s, r) => s + Number(r[k]), 0) / rows.length;
    out[`${k}_u`] = rows.reduce((s, r) => s + Number(r[`${k}_u`]), 0);
  }
  out.qualityProtein = rows.reduce((s, r) => s + Number(r.qualityProtein), 0) / rows.length;
  return out as SumRow;
}

/**
 * The quantified menu of a week, per child: each day's nutrients from the food tables × grams,
 * the week's average over its days with dishes, against the school's reference × the share
 * full-day care supplies; and each day's raw quantities for the children in school.
 */
export async function weekReport(db: Db, schoolId: number, id: number): Promise<WeekReport> {
  const head = await menuById(db, schoolId, id);
  if (!head) throw notFound();
  const [sums, qty, kids, intakes] = await Promise.all([
    preparedRows<RowOf<typeof DAY> & SumRow>(
      db,
      sql`select ${DAY_LIST}, ${nutrientSums()} ${INGREDIENTS}
      where ${md.schoolId} = ${schoolId} and ${md.menuId} = ${id} group by ${md.day} order by ${md.day}`,
    ),
    preparedRows<RowOf<typeof QUANTITY>>(
      db,
      sql`select ${QUANTITY_LIST} ${INGREDIENTS}
      where ${md.schoolId} = ${schoolId} and ${md.menuId} = ${id}
      group by ${md.day}, ${fc.code}, ${fc.name}, ${fc.edible} order by ${md.day}, ${QUANTITY.grams} desc, ${fc.code}`,
    ),
    db
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.status, 1))),
    schoolIntakes(db, schoolId),
  ]);
  const headcount = kids[0].n;
  const byDay = new Map(sums.map((r) => [r.day, r]));
  const withDishes = weekDays(head.weekStart).filter((d) => byDay.has(d));
  const share = intakes.careShare / 100;
  return {
    menuId: head.id,
    weekStart: head.weekStart,
    title: head.title,
    publishedAt: head.publishedAt ? new Date(head.publishedAt).toISOString() : null,
    headcount,
    careShare: intakes.careShare,
    targets: Object.fromEntries(REFERENCED_NUTRIENTS.map((k) => [k, round2(intakes[k] * share)])),
    ranges: {
      protein: [intakes.proteinShareMin, intakes.proteinShareMax],
      fat: [intakes.fatShareMin, intakes.fatShareMax],
      CHO: [intakes.choShareMin, intakes.choShareMax],
    },
    qualityProteinMin: intakes.qualityProteinMin,
    days: withDishes.map((d) => dayOf(d, byDay.get(d)!)),
    average: withDishes.length ? dayOf(null, meanOf(withDishes.map((d) => byDay.get(d)!))) : null,
    quantities: qty.map((q) => {
      const edibleKg = (Number(q.grams) * headcount) / 1000;
      return {
        day: q.day,
        foodCode: q.foodCode,
        foodName: q.foodName,
        grams: round2(Number(q.grams)),
        edibleKg: round2(edibleKg),
        purchaseKg: q.edible && q.edible > 0 ? round2(edibleKg / (q.edible / 100)) : null,
      };
    }),
  };
}
