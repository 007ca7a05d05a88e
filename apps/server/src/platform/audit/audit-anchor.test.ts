import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { positionEndpoints as P } from '@kg/shared/modules/garden/positions';
import { auditEndpoints as E } from '@kg/shared/modules/platform/audit';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, ok, type TestApp } from '../../../test/harness.ts';
import { auditEntries as a } from '../../db/schema/index.ts';
import { verifyChain } from './audit-verify.ts';

let t: TestApp;
let director: LoginResult;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-anchor-test-'));
  t = await createTestApp({}, {}, { dataDir });
  director = await loginAs(t.app, 'director1');
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('creates its signing key on start, readable by the owner only', () => {
  const key = path.join(dataDir, 'audit-anchor.key');
  expect(fs.existsSync(key)).toBe(true);
  expect(fs.statSync(key).mode & 0o777).toBe(0o600);
});

it('detects an entry rewritten by a superuser who recomputed the chain after an anchor', async () => {
  ok(await call(P.add, director, { name: '锚点岗位' }));
  const anchored = ok(await call(E.anchor, director));
  expect(anchored.seq).toBeGreaterThan(0);
  const line = fs.readFileSync(path.join(dataDir, 'audit-anchors.jsonl'), 'utf8').trim().split('\n').pop()!;
  expect(JSON.parse(line).heads).toEqual([[director.schoolId, anchored.seq, anchored.hash]]);
  ok(await call(P.add, director, { name: '锚点之后' }));
  expect(ok(await call(E.verify, director))).toMatchObject({ ok: true, broken: null });

  // the database's owner rewrites the position's entry and recomputes every later link and the head
  const [target] = await t.db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.institutionId, director.schoolId), eq(a.tableName, 'positions'), sql`${a.after}->>'name' = '锚点岗位'`));
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update audit_entries set after = jsonb_set(after, '{name}', '"改写的岗位"') where id = ${target.id}`);
    await tx.execute(
      sql.raw(`do $$ declare r record; prev text := ''; begin
      for r in select id from audit_entries where institution_id = ${director.schoolId} order by seq loop
        update audit_entries a set prev_hash = prev, hash = kg_audit_digest(prev, a) where a.id = r.id returning a.hash into prev;
      end loop;
      update audit_heads set hash = prev where institution_id = ${director.schoolId};
    end $$`),
    );
  });
  // the chain alone holds together again ...
  expect((await verifyChain(t.db, director.schoolId)).ok).toBe(true);
  // ... but not against the anchor signed outside the database
  const v = ok(await call(E.verify, director));
  expect(v).toMatchObject({ ok: false, broken: { seq: anchored.seq, reason: 'anchor' } });
});
