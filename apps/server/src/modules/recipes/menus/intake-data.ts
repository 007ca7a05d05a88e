import { INTAKE_DEFAULTS, INTAKE_KEYS, INTAKE_MAX, type IntakeKey, SHARE_RANGES } from '@kg/shared/modules/recipes/intakes';
import { eq, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { intakeReferences } from '../../../db/schema/index.ts';

type Runner = Pick<Db, 'select'>;
export type Intakes = Record<IntakeKey, number>;

/** The school's reference intakes: its own values over the defaults. */
export async function schoolIntakes(db: Runner, schoolId: number): Promise<Intakes> {
  const t = intakeReferences;
  const r = await db.select({ nutrient: t.nutrient, amount: t.amount }).from(t).where(eq(t.schoolId, schoolId));
  const out: Intakes = { ...INTAKE_DEFAULTS };
  for (const row of r) if (row.nutrient in out) out[row.nutrient as IntakeKey] = Number(row.amount);
  return out;
}

export const intakeList = (v: Intakes) =>
  INTAKE_KEYS.map((key) => ({ key, value: v[key], defaultValue: INTAKE_DEFAULTS[key], custom: v[key] !== INTAKE_DEFAULTS[key] }));

/** Every key at once; a value equal to its default is not stored, so a later change of defaults reaches it. */
export async function updateIntakes(db: Db, schoolId: number, values: Intakes): Promise<Intakes> {
  for (const key of INTAKE_KEYS) {
    if (values[key] > INTAKE_MAX[key]) throw fieldError(`values.${key}`, `不能超过 ${INTAKE_MAX[key]}`, `at most ${INTAKE_MAX[key]}`);
  }
  for (const [lo, hi] of SHARE_RANGES) {
    if (values[lo] > values[hi]) throw new AppError('recipes-0206', { field: `values.${lo}` });
  }
  const own = INTAKE_KEYS.filter((k) => values[k] !== INTAKE_DEFAULTS[k]).map((k) => ({ nutrient: k, amount: values[k] }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from intake_references where school_id = ${schoolId}
      and not (nutrient = any(${sql.param(own.map((o) => o.nutrient))}::text[]))`);
    if (own.length) {
      await tx.execute(sql`insert into intake_references (school_id, nutrient, amount)
        select ${schoolId}, x.nutrient, x.amount from json_to_recordset(${JSON.stringify(own)}::json) as x(nutrient text, amount float8)
        on conflict (school_id, nutrient) do update set amount = excluded.amount, updated_at = now()
        where intake_references.amount is distinct from excluded.amount`);
    }
  });
  return schoolIntakes(db, schoolId);
}
