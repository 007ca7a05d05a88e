import { CARD_TYPES, COUNTRY_TYPES, EDUCATION_LEVELS } from '@kg/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t.close();
});

const url = (name: string) => `/kid-arch/v1/option/${name}`;

describe('option lists', () => {
  it('answers all 56 ethnic groups as value and Chinese label', async () => {
    const res = await call(t.app, url('nation'), { token: teacher.token });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(56);
    expect(list[0]).toEqual({ value: 1, label: '汉族' });
    expect(new Set(list.map((n: { label: string }) => n.label)).size).toBe(56);
  });

  it('answers the labels in English for an English request', async () => {
    const nations = (await call(t.app, url('nation'), { token: teacher.token, lang: 'en' })).json().data;
    expect(nations[0]).toEqual({ value: 1, label: 'Han' });
    const education = (await call(t.app, url('teacher-education'), { token: teacher.token, lang: 'en' })).json().data;
    expect(education).toEqual(EDUCATION_LEVELS.map((e) => ({ value: e.value, label: e.labelEn })));
  });

  it('answers education, card and country types from the shared catalogue, on POST and GET', async () => {
    const education = (await call(t.app, url('teacher-education'), { token: teacher.token })).json().data;
    expect(education).toEqual(EDUCATION_LEVELS.map((e) => ({ value: e.value, label: e.label })));
    const cards = (await call(t.app, url('card-type'), { token: teacher.token, method: 'GET' })).json().data;
    expect(cards).toEqual(CARD_TYPES.map((e) => ({ value: e.value, label: e.label })));
    const countries = (await call(t.app, url('country-type'), { token: teacher.token, form: true, body: {} })).json().data;
    expect(countries).toEqual(COUNTRY_TYPES.map((e) => ({ value: e.value, label: e.label })));
  });

  it('refuses callers who are not signed in', async () => {
    for (const name of ['teacher-education', 'nation', 'card-type', 'country-type']) {
      const res = await call(t.app, url(name));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('gateway-0101');
    }
  });

  it('refuses a teacherId header naming another member than the session', async () => {
    const res = await call(t.app, url('nation'), { token: teacher.token, headers: { teacherId: String(teacher.teacherId + 1) } });
    expect(res.json().code).toBe('gateway-0105');
  });
});
