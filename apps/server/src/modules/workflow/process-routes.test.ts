import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const P = '/workflow/v1/teacher/process';
const post = (path: string, who: LoginResult, body: unknown = {}, headers?: Record<string, string>) =>
  call(t.app, `${P}/${path}`, { token: who.token, body, headers });
const body = (over: Record<string, unknown> = {}) => ({
  kind: 'purchase',
  name: '物品采购',
  form: [
    { key: 'item', label: '物品', type: 'input', required: true },
    { key: 'amount', label: '金额', type: 'number', required: true, min: 0 },
  ],
  chain: [{ name: '园长审批', approverKind: 'director' }],
  ...over,
});

describe('process designer calls', () => {
  it('lists the demo processes, adds, reads, updates in place while unused, disables and deletes', async () => {
    const list = (await post('query-list', director, { kind: 'vacation' })).json().data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ name: '教职工休假', enabled: true, version: 1, stepCount: 2 });
    expect(list.list[0].requestCount).toBeGreaterThan(0);

    const roles = (await post('role-options', director)).json().data;
    const finance = roles.find((r: { name: string }) => r.name === '财务').id;
    const added = await post(
      'add',
      director,
      body({ chain: [{ name: '财务', approverKind: 'role', approverIds: [finance], mode: 'all' }] }),
    );
    const id = added.json().data.id;
    expect(id).toEqual(expect.any(Number));
    const gotRes = (await post('get', director, { id })).json();
    expect(gotRes.code, JSON.stringify(gotRes)).toBe('common-0001');
    const got = gotRes.data;
    expect(got).toMatchObject({
      kind: 'purchase',
      version: 1,
      chain: [{ approverKind: 'role', approverIds: [finance], mode: 'all', condition: null }],
    });

    const upd = await post('update', director, {
      id,
      ...body({ name: '物品采购申请', chain: [{ name: '园长', approverKind: 'director', approverIds: [9] }] }),
    });
    expect(upd.json().code).toBe('common-0001');
    const again = (await post('get', director, { id })).json().data;
    // unused: changed in place; approver ids mean nothing for a director step
    expect(again).toMatchObject({ version: 1, versionId: got.versionId, name: '物品采购申请', chain: [{ approverIds: [] }] });

    expect((await post('enable', director, { id, enabled: false })).json().code).toBe('common-0001');
    const startable = (await call(t.app, `${P}/startable`, { token: teacher.token })).json().data;
    expect(startable.map((p: { id: number }) => p.id)).not.toContain(id);
    expect(startable.length).toBe(6);
    expect((await post('delete', director, { id })).json().code).toBe('common-0001');
    expect((await post('get', director, { id })).json().code).toBe('common-0405');
  });

  it('refuses bad input naming the field, and deleting a used process', async () => {
    const bad = async (over: Record<string, unknown>, field: string, code = 'common-0400') => {
      const r = (await post('add', director, body(over))).json();
      expect(r.code, field).toBe(code);
      expect(r.data.field).toBe(field);
    };
    await bad({ chain: [{ name: 'x', approverKind: 'role', approverIds: [] }] }, 'chain.0.approverIds');
    await bad({ form: [{ key: 'a', label: 'A', type: 'select', required: true }] }, 'form.0.options');
    await bad(
      { chain: [{ name: 'x', approverKind: 'director', condition: { field: 'nope', op: '>', value: 1 } }] },
      'chain.0.condition.field',
    );
    await bad(
      { chain: [{ name: 'x', approverKind: 'staff', approverIds: [director2.teacherId] }] },
      'chain.0.approverIds',
      'workflow-0005',
    );
    expect((await post('add', director, body({ name: '教职工休假' }))).json()).toMatchObject({
      code: 'workflow-0002',
      data: { field: 'name' },
    });
    const used = (await post('query-list', director, { kind: 'overtime' })).json().data.list[0].id;
    expect((await post('delete', director, { id: used })).json().code).toBe('workflow-0003');
    const n = await t.db.execute(sql`select count(*)::int as n from workflow_processes where name = '物品采购'`);
    expect(n.rows[0].n).toBe(0);
  });

  it("refuses another school's process, a foreign header, and the teacher", async () => {
    const id = (await post('query-list', director)).json().data.list[0].id;
    expect((await post('get', director2, { id })).json().code).toBe('common-0405');
    expect((await post('enable', director2, { id, enabled: false })).json().code).toBe('common-0405');
    expect((await post('query-list', director, {}, { schoolId: String(director2.schoolId) })).json().code).toBe('gateway-0105');
    expect((await post('query-list', teacher)).json().code).toBe('common-0403');
    expect((await post('add', teacher, body())).json().code).toBe('common-0403');
    const kinds = (await post('kinds', director)).json().data.map((k: { kind: string }) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['leave', 'vacation', 'overtime', 'makeup-clock-in', 'refund', 'visitor']));
  });
});
