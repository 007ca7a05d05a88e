import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../test/harness.ts';
import { controlCharPath } from './control-chars.ts';

describe('controlCharPath', () => {
  it('names the first field holding a control character, nested or in a list', () => {
    expect(controlCharPath({ name: 'a\u0000b' })).toBe('name');
    expect(controlCharPath({ guardians: [{ name: '甲' }, { name: '乙\u001b' }] })).toBe('guardians.1.name');
    expect(controlCharPath('x\u007f')).toBe('body');
  });

  it('lets tabs, line breaks, Chinese text and non-strings through', () => {
    expect(controlCharPath({ note: '第一行\r\n第二行\t完', n: 3, ok: true, none: null, list: [1, '二'] })).toBeNull();
    expect(controlCharPath(undefined)).toBeNull();
  });
});

// an upload's form fields and file name: platform/files/upload-text-rule.test.ts
describe('control characters on every route', () => {
  let t: TestApp;
  let director: LoginResult;
  const gradeCount = async () =>
    Number((await t.db.execute(sql`select count(*) as n from grades where school_id = ${director.schoolId}`)).rows[0].n);
  beforeAll(async () => {
    t = await createTestApp();
    director = await loginAs(t.app, 'director1');
  });
  afterAll(async () => {
    await t?.close();
  });

  // raw bodies, forms and query strings carrying control characters: literal paths, as no client sends them
  it('refuses a NUL byte in a JSON body with a 400 naming the field, and writes nothing', async () => {
    const before = await gradeCount();
    const res = await call(t.app, '/kid-arch/v1/teacher/grade/add', { token: director.token, body: { name: '托\u0000班', level: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'name' } });
    expect(await gradeCount()).toBe(before);
  });

  it('refuses control characters in form bodies and query strings too (a search once answered 500 on NUL)', async () => {
    const form = await call(t.app, '/kid-arch/v1/teacher/clazz/teacher-manage-student-clazz', {
      token: director.token,
      body: { name: 'a\u0000b' },
      form: true,
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().data).toEqual({ field: 'name' });
    const query = await call(t.app, '/kid-arch/v1/teacher/grade/query-list?name=%01', { token: director.token, body: {} });
    expect(query.statusCode).toBe(400);
    expect(query.json().data).toEqual({ field: 'name' });
  });

  const itemCount = async () =>
    Number((await t.db.execute(sql`select count(*) as n from inspect_items where school_id = ${director.schoolId}`)).rows[0].n);

  it('refuses a lone surrogate in a JSON-stored field with a 400 naming it, not a 500 from PostgreSQL', async () => {
    const before = await itemCount();
    // JSON.stringify writes it as the escape \ud800, which JSON.parse turns back into a lone surrogate
    const body = { name: '咳嗽', kind: 'choice', findings: [{ name: '干咳\ud800', group: 'cough' }] };
    const res = await call(t.app, '/attendance/v1/school/inspectItemTemplate/addOrUpdate', { token: director.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'findings.0.name' } });
    expect(await itemCount()).toBe(before);
  });

  it('refuses a lone surrogate inside JSON sent as a form field, naming the path inside it', async () => {
    const process = {
      kind: 'purchase',
      name: '物品采购',
      // the form field's text holds the escape itself; the schema parses it into a lone surrogate
      form: JSON.stringify([{ key: 'item', label: '物品\ud83d', type: 'input', required: true }]),
      chain: JSON.stringify([{ name: '园长审批', approverKind: 'director' }]),
    };
    const res = await call(t.app, '/workflow/v1/teacher/process/add', { token: director.token, body: process, form: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ field: 'form.0.label' });
  });

  it.each([
    ['a bidi override', '张\u202E三'],
    ['a bidi isolate', '张\u2066三'],
    ['a zero-width space', '张三\u200B'],
    ['a zero-width joiner between letters', '张\u200D三'],
    ['a word joiner', '张\u2060三'],
    ['a byte-order mark inside', '张\uFEFF三'],
    ['a line separator', '张\u2028三'],
    ['a C1 control', '张\u0085三'],
  ])('refuses %s in a name with a 400 naming the field, and writes nothing', async (_, name) => {
    const before = await gradeCount();
    const res = await call(t.app, '/kid-arch/v1/teacher/grade/add', { token: director.token, body: { name, level: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common-0400', data: { field: 'name' } });
    expect(await gradeCount()).toBe(before);
  });

  it('strips an invisible character pasted into a search box instead of refusing the search', async () => {
    const plain = await call(t.app, '/kid-arch/v1/teacher/grade/query-list', { token: director.token, body: { name: '中' } });
    const pasted = await call(t.app, '/kid-arch/v1/teacher/grade/query-list', { token: director.token, body: { name: '中\u200B' } });
    expect(pasted.statusCode).toBe(200);
    expect(pasted.json().data.total).toBeGreaterThan(0);
    expect(pasted.json().data).toEqual(plain.json().data);
  });

  it('refuses a body nested deeper than any form, naming where, instead of walking it without end', async () => {
    let deep: unknown = '张';
    for (let i = 0; i < 500; i++) deep = [deep];
    const res = await call(t.app, '/kid-arch/v1/teacher/grade/add', { token: director.token, body: { name: deep } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toMatch(/^name\./);
  });

  it('keeps accepting line breaks and tabs in text', async () => {
    const res = await call(t.app, '/kid-arch/v1/teacher/grade/query-list', { token: director.token, body: { name: '中\t' } });
    expect(res.statusCode).toBe(200);
  });
});
