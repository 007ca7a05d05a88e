import { describe, expect, it } from 'vitest';
import { emitSchema } from './emit.ts';
import type { ColumnInfo, TableInfo } from './introspect.ts';

const col = (name: string, type: string, more: Partial<ColumnInfo> = {}): ColumnInfo => ({
  name,
  type,
  dims: 0,
  formatted: type,
  notNull: true,
  defaultSql: null,
  identity: '',
  ...more,
});
const table = (name: string, columns: ColumnInfo[], primaryKey: string[] = []): TableInfo => ({ name, columns, primaryKey });
const only = (t: TableInfo) => emitSchema([t]).get('garden.ts') ?? '';

describe('emitted columns', () => {
  it('read as pg returns them: int8 as numbers, dates as strings, numerics as strings, timestamps as Dates', () => {
    const out = only(
      table('positions', [
        col('school_id', 'int8'),
        col('happened_on', 'date', { notNull: false }),
        col('amount', 'numeric', { formatted: 'numeric(6,2)' }),
        col('created_at', 'timestamptz', { defaultSql: 'now()' }),
      ]),
    );
    expect(out).toContain("schoolId: bigint('school_id', { mode: 'number' }).notNull(),");
    expect(out).toContain("happenedOn: date('happened_on'),");
    expect(out).toContain("amount: numeric('amount', { precision: 6, scale: 2 }).notNull(),");
    expect(out).toContain("createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),");
  });

  it('keep sequences, arrays, literal and expression defaults, and a composite primary key', () => {
    const out = only(
      table(
        'positions',
        [
          col('school_id', 'int8'),
          col('id', 'int8', { defaultSql: "nextval('positions_id_seq'::regclass)" }),
          col('tags', 'text', { dims: 1, defaultSql: "'{}'::text[]" }),
          col('sort', 'int4', { defaultSql: '0' }),
        ],
        ['school_id', 'id'],
      ),
    );
    expect(out).toContain("id: bigserial('id', { mode: 'number' }).notNull(),");
    expect(out).toContain("tags: text('tags').array().notNull().default(sql`'{}'::text[]`),");
    expect(out).toContain("sort: integer('sort').notNull().default(0),");
    expect(out).toContain('(t) => [primaryKey({ columns: [t.schoolId, t.id] })]');
    expect(out).toContain("import { sql } from 'drizzle-orm';");
  });

  it('type a listed jsonb column and key food nutrients by their shared names', () => {
    const files = emitSchema([
      table('courses', [col('weekdays', 'jsonb')]),
      table('food_composition', [col('code', 'text'), col('energy_kcal', 'float8', { notNull: false })], ['code']),
    ]);
    expect(files.get('garden.ts')).toContain("weekdays: jsonb('weekdays').$type<number[]>().notNull(),");
    expect(files.get('reference.ts')).toContain("code: text('code').primaryKey(),");
    expect(files.get('reference.ts')).toContain("energyKCal: doublePrecision('energy_kcal'),");
  });
});

describe('the generator refuses', () => {
  it('a table no area claims, naming where to add it', () => {
    expect(() => emitSchema([table('new_things', [col('id', 'int8')])])).toThrow(/no area claims table new_things: add it to AREAS/);
  });

  it('a column type it does not map, naming the column', () => {
    expect(() => only(table('positions', [col('spot', 'point')]))).toThrow(/positions\.spot has type point/);
  });
});

describe('the index', () => {
  it('re-exports every area file in name order', () => {
    const files = emitSchema([table('positions', [col('id', 'int8')]), table('jobs', [col('id', 'int8')])]);
    expect(files.get('index.ts')).toMatch(/export \* from '\.\/garden\.ts';\nexport \* from '\.\/jobs\.ts';\n$/);
  });
});
