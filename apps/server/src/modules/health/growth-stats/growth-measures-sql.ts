import type { GrowthStatus } from '@kg/shared/modules/health/growth/growth-vocab';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// the record's table or an alias of it: each caller keeps its own columns' types
type Measured = 'heightCm' | 'weightKg' | 'waz' | 'haz' | 'whz' | 'baz' | 'statuses' | 'oedema';

/** What a growth record measured and computed, as the list and the child's curve both read it. */
export const measureFields = <R extends Record<Measured, AnyPgColumn>>(r: R) => ({
  heightCm: sql<number | null>`${r.heightCm}::float8`,
  weightKg: sql<number | null>`${r.weightKg}::float8`,
  bmi: sql<number | null>`case when ${r.heightCm} > 0 and ${r.weightKg} is not null
    then round((${r.weightKg} / (${r.heightCm} / 100) ^ 2)::numeric, 1)::float8 end`,
  waz: r.waz as R['waz'],
  haz: r.haz as R['haz'],
  whz: r.whz as R['whz'],
  baz: r.baz as R['baz'],
  statuses: sql<GrowthStatus[]>`${r.statuses}`,
  oedema: r.oedema as R['oedema'],
});
