// What a new module or area serves: its SQL, its routes, their test, its demo rows and its table.

const rel = (n) => `@kg/shared/modules/${n.m.kebab}/${n.a.kebab}`;

export const serverData = (n) => `import type { ${n.a.pascal}SaveInput } from '${rel(n)}';
import { and, asc, eq, sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { ${n.tableCamel} as t } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

// the list's columns, from the generated schema: a renamed column fails the type check
const ROW = { id: t.id, name: t.name, note: t.note, sort: t.sort, createdAt: t.createdAt };
const LIST = selectList(ROW);
export type ${n.a.pascal}Row = RowOf<typeof ROW>;

/** Names are unique per school: the index answers races, the error names the field. */
const nameTaken = () => new AppError('${n.errorCode}', { field: 'name' });
const ofSchool = (schoolId: number, id: number) => and(eq(t.schoolId, schoolId), eq(t.id, id));

export function list${n.a.pascal}(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql\`\${t.schoolId} = \${schoolId} \${q.name ? sql\`and \${t.name} ilike \${containsPattern(q.name)}\` : sql\`\`}\`;
  return pagedQuery<${n.a.pascal}Row>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql\`select count(*)::int as n from \${t} where \${where}\`,
    select: (cut) => sql\`select \${LIST}, count(*) over () as total from \${t} where \${where} order by \${t.sort}, \${t.id} \${cut}\`,
  });
}

export function ${n.a.camel}Options(db: Db, schoolId: number) {
  return db.select({ id: t.id, name: t.name }).from(t).where(eq(t.schoolId, schoolId)).orderBy(asc(t.sort), asc(t.id));
}

export async function add${n.a.pascal}(db: Db, schoolId: number, p: ${n.a.pascal}SaveInput): Promise<number> {
  const rows = await guardedWrite(
    () => db.insert(t).values({ schoolId, name: p.name, note: p.note ?? null, sort: p.sort ?? 0 }).returning({ id: t.id }),
    { unique: nameTaken },
  );
  return rows[0].id;
}

/** An absent note or order leaves the stored value; another school's id is not found. */
export async function update${n.a.pascal}(db: Db, schoolId: number, id: number, p: ${n.a.pascal}SaveInput): Promise<void> {
  const rows = await guardedWrite(
    () =>
      db
        .update(t)
        .set({ name: p.name, note: p.note, sort: p.sort, updatedAt: new Date() })
        .where(ofSchool(schoolId, id))
        .returning({ id: t.id }),
    { unique: nameTaken },
  );
  oneRow(rows);
}

export async function delete${n.a.pascal}(db: Db, schoolId: number, id: number): Promise<void> {
  oneRow(await db.delete(t).where(ofSchool(schoolId, id)).returning({ id: t.id }));
}
`;

export const serverRoutes = (n) => `import { ${n.a.camel}Endpoints as E } from '${rel(n)}';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { add${n.a.pascal}, delete${n.a.pascal}, list${n.a.pascal}, update${n.a.pascal}, ${n.a.camel}Options } from './${n.a.kebab}-data.ts';

/** ${n.areaTitle.en} of a school. */
export async function ${n.a.camel}Routes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => list${n.a.pascal}(db, c.school.id, q));
  serve(app, E.options, (_q, c) => ${n.a.camel}Options(db, c.school.id));
  serve(app, E.add, async (p, c) => ({ id: await add${n.a.pascal}(db, c.school.id, p) }));
  serve(app, E.update, async ({ id, ...p }, c) => {
    await update${n.a.pascal}(db, c.school.id, id, p);
    return { id };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await delete${n.a.pascal}(db, c.school.id, id);
    return null;
  });
}
`;

export const serverTest = (n) => `import { ${n.a.camel}Endpoints as E } from '${rel(n)}';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([signIn(t.app, 'director1'), signIn(t.app, 'director2'), signIn(t.app, 'teacher')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('${n.areaTitle.en.toLowerCase()}', () => {
  it('adds, lists, renames and deletes an entry of the school', async () => {
    const { id } = ok(await call(E.add, director, { name: ' Alpha ', note: 'first', sort: 1 }));
    const listed = ok(await call(E.list, director, { name: 'alp' }));
    expect(listed.list).toEqual([expect.objectContaining({ id, name: 'Alpha', note: 'first', sort: 1 })]);
    ok(await call(E.update, director, { id, name: 'Beta' }));
    expect(ok(await call(E.options, director))).toContainEqual({ id, name: 'Beta' });
    ok(await call(E.remove, director, { id }));
    expect(ok(await call(E.list, director)).list.some((r) => r.id === id)).toBe(false);
  });

  it('refuses a name the school already uses and an empty one, naming the field', async () => {
    ok(await call(E.add, director, { name: 'Twice' }));
    refused(await call(E.add, director, { name: 'Twice' }), '${n.errorCode}', 'name');
    refused(await call(E.add, director, { name: '' }), 'common-0400', 'name');
  });

  it("keeps another school's entries out of reach", async () => {
    const { id } = ok(await call(E.add, director, { name: 'Ours' }));
    refused(await call(E.update, otherDirector, { id, name: 'Theirs' }), 'common-0405');
    refused(await call(E.remove, otherDirector, { id }), 'common-0405');
    expect(ok(await call(E.list, otherDirector, { name: 'Ours' })).list).toEqual([]);
  });

  it('refuses changes to a teacher without the edit code', async () => {
    refused(await call(E.add, teacher, { name: 'Nope' }), 'common-0403');
  });
});
`;

export const serverDemo = (n) => `import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const NAMES = ['${n.areaTitle.zh}一', '${n.areaTitle.zh}二', '${n.areaTitle.zh}三'];

/** A few ${n.areaTitle.en.toLowerCase()} entries for each demo school, in one statement. */
export const ${n.a.camel}Demo: DemoSeeder = async (tx, world) => {
  await tx.execute(sql\`insert into ${n.table} (school_id, name, sort)
    select s.id, x.name, x.sort from unnest(\${idArray(world.schoolIds)}) s(id)
      cross join unnest(\${sql.param(NAMES)}::text[]) with ordinality as x(name, sort)\`);
};
`;

export const serverIndex = (n) => `import type { FastifyInstance } from 'fastify';
import { ${n.a.camel}Routes } from './${n.a.kebab}/${n.a.kebab}-routes.ts';

/** ${n.title.en}. */
export async function ${n.m.camel}Module(app: FastifyInstance): Promise<void> {
  await app.register(${n.a.camel}Routes);
}

export { ${n.a.camel}Demo } from './${n.a.kebab}/${n.a.kebab}-demo.ts';
`;

export const migration = (n) => `-- ${n.title.en}: ${n.areaTitle.en.toLowerCase()} of a school (names unique per school).
CREATE TABLE ${n.table} (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  school_id bigint NOT NULL REFERENCES institutions(id),
  name text NOT NULL,
  note text,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX ${n.table}_name ON ${n.table} (school_id, name);
`;
