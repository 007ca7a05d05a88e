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

  it('keeps accepting line breaks and tabs in text', async () => {
    const res = await call(t.app, '/kid-arch/v1/teacher/grade/query-list', { token: director.token, body: { name: '中\t' } });
    expect(res.statusCode).toBe(200);
  });
});
