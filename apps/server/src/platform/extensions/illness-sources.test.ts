import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildExtensions } from './extensions.ts';
import { illnessCases } from './illness-sources.ts';

const text = (q: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(q).sql;
const w = { schools: (id: ReturnType<typeof sql>) => sql`${id} = 7`, from: sql`d0`, to: sql`d1` };

describe('illness sources', () => {
  it('gathers every module’s cases into one union with the columns the scan reads, each asked about the window', () => {
    const ext = buildExtensions([
      {
        module: 'attendance',
        illnessSources: [
          {
            key: 'attendance.sick-leave',
            cases: (x) => sql`select * from leaves l where ${x.schools(sql`l.school_id`)} and day between ${x.from} and ${x.to}`,
          },
        ],
      },
      { module: 'clinic', illnessSources: [{ key: 'clinic.visits', cases: () => sql`select * from visits` }] },
    ]);
    expect(ext.illnessSources.list().map((s) => `${s.module}:${s.key}`)).toEqual([
      'attendance:attendance.sick-leave',
      'clinic:clinic.visits',
    ]);
    const union = illnessCases(ext.illnessSources.list(), w);
    expect(union && text(union)).toBe(
      '(select c.school_id, c.class_id, c.student_id, c.day, c.grp from (select * from leaves l where l.school_id = 7 and day between d0 and d1) c)' +
        ' union all (select c.school_id, c.class_id, c.student_id, c.day, c.grp from (select * from visits) c)',
    );
  });

  it('answers nothing when no module contributes, so a reader adds no branch', () => {
    expect(illnessCases(buildExtensions([]).illnessSources.list(), w)).toBeNull();
  });

  it('stops when two modules register one key', () => {
    const s = { key: 'sick', cases: () => sql`select 1` };
    expect(() =>
      buildExtensions([
        { module: 'a', illnessSources: [s] },
        { module: 'b', illnessSources: [s] },
      ]),
    ).toThrow(/illnessSources: key 'sick' of module 'b' is already registered by 'a'/);
  });
});
