import { CARD_TYPES, COUNTRY_TYPES, EDUCATION_LEVELS } from '@kg/shared';
import { staffOptionEndpoints as E } from '@kg/shared/modules/garden/staff-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, ok, refused, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t.close();
});

describe('option lists', () => {
  it('answers all 56 ethnic groups as value and Chinese label', async () => {
    const list = ok(await call(E.nations, teacher));
    expect(list).toHaveLength(56);
    expect(list[0]).toEqual({ value: 1, label: '汉族' });
    expect(new Set(list.map((n) => n.label)).size).toBe(56);
  });

  it('answers the labels in English for an English request', async () => {
    const nations = ok(await call(E.nations, teacher, {}, { lang: 'en' }));
    expect(nations[0]).toEqual({ value: 1, label: 'Han' });
    const education = ok(await call(E.educations, teacher, {}, { lang: 'en' }));
    expect(education).toEqual(EDUCATION_LEVELS.map((e) => ({ value: e.value, label: e.labelEn })));
  });

  it('answers education, card and country types from the shared catalogue, on POST and GET', async () => {
    const education = ok(await call(E.educations, teacher, {}));
    expect(education).toEqual(EDUCATION_LEVELS.map((e) => ({ value: e.value, label: e.label })));
    const cards = ok(await call(E.cardTypes, teacher, {}, { method: 'GET' }));
    expect(cards).toEqual(CARD_TYPES.map((e) => ({ value: e.value, label: e.label })));
    const countries = ok(await call(E.countryTypes, teacher, {}));
    expect(countries).toEqual(COUNTRY_TYPES.map((e) => ({ value: e.value, label: e.label })));
  });

  it('refuses callers who are not signed in', async () => {
    for (const e of [E.educations, E.nations, E.cardTypes, E.countryTypes]) {
      const res = await call(e, anonymous(t.app), {});
      expect(res.status).toBe(401);
      refused(res, 'gateway-0101');
    }
  });

  it('refuses a teacherId header naming another member than the session', async () => {
    refused(await call(E.nations, teacher, {}, { headers: { teacherId: String(teacher.teacherId + 1) } }), 'gateway-0105');
  });
});
