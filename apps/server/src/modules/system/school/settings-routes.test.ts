import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { loadConfig } from '../../../config.ts';
import { schoolSettingsOf } from './settings-data.ts';

const ENV_SYMPTOMS = 'https://symptoms.example.org/check';
let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  // the server's default links (SYMPTOM_CHECKLIST_URL set, HEALTH_CARE_URL not)
  t = await createTestApp({}, {}, { externalLinks: { symptomChecklist: ENV_SYMPTOMS, healthCare: null } });
  [director, director2, teacher] = [await loginAs(t.app, 'director1'), await loginAs(t.app, 'director2'), await loginAs(t.app, 'teacher')];
});
afterAll(() => t.close());

const GET = '/kid-arch/v1/teacher/school/settings';
const SAVE = '/kid-arch/v1/teacher/school/settings/update';
const GARDEN_LIST = '/kid-arch/v1/teacher/job/query-list';

const settings = (over: Record<string, unknown> = {}) => ({
  arrivalTime: '07:45',
  leaveTime: '17:15',
  nap: { start: '12:10', end: '14:20' },
  morningCheck: { start: '07:45', end: '08:40' },
  noonCheck: { start: '11:40', end: '12:05' },
  afternoonCheck: { start: '14:20', end: '14:50' },
  attendanceCutoff: '09:10',
  modulesOff: [],
  defaultLanguage: 'en',
  smsSignature: '阳光一幼',
  ...over,
});
const stored = async (schoolId: number) =>
  (await t.db.execute(sql`select 1 from school_settings where school_id = ${schoolId}`)).rows.length;

describe('platform settings', () => {
  it('answers the defaults before any save, then what was saved (the server function reads the same)', async () => {
    const first = (await call(t.app, GET, { token: director.token })).json().data;
    expect(first).toMatchObject({ arrivalTime: '07:30', modulesOff: [], defaultLanguage: 'zh', updatedAt: null });
    expect((await call(t.app, SAVE, { token: director.token, body: settings() })).json().code).toBe('common-0001');
    const got = (await call(t.app, GET, { token: director.token })).json().data;
    expect(got).toMatchObject({
      arrivalTime: '07:45',
      nap: { start: '12:10', end: '14:20' },
      defaultLanguage: 'en',
      smsSignature: '阳光一幼',
    });
    expect((await schoolSettingsOf(t.db, director.schoolId)).attendanceCutoff).toBe('09:10');
    // another school keeps its own
    expect((await call(t.app, GET, { token: director2.token })).json().data.arrivalTime).toBe('07:30');
  });

  it('refuses a teacher (common-0403) and writes nothing', async () => {
    const res = await call(t.app, SAVE, { token: teacher.token, body: settings({ modulesOff: ['garden'] }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('common-0403');
    expect((await schoolSettingsOf(t.db, teacher.schoolId)).modulesOff).toEqual([]);
  });

  it('refuses a header naming another school', async () => {
    const res = await call(t.app, SAVE, { token: director2.token, headers: { schoolId: String(director.schoolId) }, body: settings() });
    expect(res.json().code).toBe('gateway-0105');
    expect(await stored(director2.schoolId)).toBe(0);
  });

  it('refuses bad input naming the field, nothing written', async () => {
    for (const [field, over] of [
      ['leaveTime', { leaveTime: '07:00' }],
      ['nap', { nap: { start: '14:00', end: '12:00' } }],
      ['attendanceCutoff', { attendanceCutoff: '18:00' }],
      ['arrivalTime', { arrivalTime: '7.30' }],
      ['modulesOff', { modulesOff: ['system'] }],
      ['defaultLanguage', { defaultLanguage: 'fr' }],
    ] as const) {
      const res = await call(t.app, SAVE, { token: director2.token, body: settings(over) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
    }
    expect(await stored(director2.schoolId)).toBe(0);
  });
});

describe('module switches', () => {
  it("a switched-off module's calls answer system-0001 at once; uploads and other schools go on; on again, they work", async () => {
    expect((await call(t.app, GARDEN_LIST, { token: director.token })).json().code).toBe('common-0001');
    await call(t.app, SAVE, { token: director.token, body: settings({ modulesOff: ['garden'] }) });
    const off = await call(t.app, GARDEN_LIST, { token: director.token });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('system-0001');
    // bad input does not get past the switch either
    expect((await call(t.app, GARDEN_LIST, { token: director.token, body: { pageSize: 7 } })).json().code).toBe('system-0001');
    // calls every signed-in user makes stay (other modules upload through them)
    expect((await call(t.app, '/file/v1/aliyun/oss/get-config', { token: director.token })).json().code).toBe('common-0001');
    expect((await call(t.app, GARDEN_LIST, { token: director2.token })).json().code).toBe('common-0001');
    // the session tells the web which sections to drop
    const me = (await call(t.app, '/user/v1/tenantry/account/user-info', { token: director.token })).json().data;
    expect(me.modulesOff).toEqual(['garden']);
    await call(t.app, SAVE, { token: director.token, body: settings({ modulesOff: [] }) });
    expect((await call(t.app, GARDEN_LIST, { token: director.token })).json().code).toBe('common-0001');
  });
});

describe('external links', () => {
  const USER_INFO = '/user/v1/tenantry/account/user-info';
  const linksOf = async (token: string) => (await call(t.app, USER_INFO, { token })).json().data.externalLinks;
  const OWN = { symptomChecklist: 'https://zz.example.cn/symptoms?school=1', healthCare: 'http://care.example.cn' };

  it("a school that has not set them runs on the server's, saved settings without them included", async () => {
    expect((await call(t.app, GET, { token: director.token })).json().data.externalLinks).toEqual({
      symptomChecklist: ENV_SYMPTOMS,
      healthCare: null,
    });
    expect(await linksOf(teacher.token)).toEqual({ symptomChecklist: ENV_SYMPTOMS, healthCare: null });
  });

  it("a school's own links reach its users' sessions; a cleared one stays cleared; a save without them keeps them", async () => {
    expect(
      (
        await call(t.app, SAVE, { token: director.token, body: settings({ externalLinks: { ...OWN, healthCare: ` ${OWN.healthCare} ` } }) })
      ).json().code,
    ).toBe('common-0001');
    expect((await call(t.app, GET, { token: director.token })).json().data.externalLinks).toEqual(OWN);
    expect(await linksOf(teacher.token)).toEqual(OWN);
    expect(await linksOf(director2.token)).toEqual({ symptomChecklist: ENV_SYMPTOMS, healthCare: null });
    await call(t.app, SAVE, { token: director.token, body: settings() });
    expect(await linksOf(director.token)).toEqual(OWN);
    await call(t.app, SAVE, {
      token: director.token,
      body: settings({ externalLinks: { symptomChecklist: '', healthCare: OWN.healthCare } }),
    });
    expect(await linksOf(director.token)).toEqual({ symptomChecklist: null, healthCare: OWN.healthCare });
  });

  it('refuses an address that is not http(s) or too long, naming the link, nothing written', async () => {
    for (const [field, links] of [
      ['externalLinks.symptomChecklist', { symptomChecklist: 'javascript:alert(1)', healthCare: null }],
      ['externalLinks.symptomChecklist', { symptomChecklist: 'ftp://files.example.cn', healthCare: null }],
      ['externalLinks.healthCare', { symptomChecklist: null, healthCare: 'care.example.cn' }],
      ['externalLinks.healthCare', { symptomChecklist: null, healthCare: 'https://care.example.cn/a b' }],
      ['externalLinks.healthCare', { symptomChecklist: null, healthCare: `https://care.example.cn/${'a'.repeat(480)}` }],
    ] as const) {
      const res = await call(t.app, SAVE, { token: director2.token, body: settings({ externalLinks: links }) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
    }
    expect(await stored(director2.schoolId)).toBe(0);
  });

  it('reads the defaults from the environment and refuses to start on a bad one', () => {
    expect(loadConfig({ HEALTH_CARE_URL: 'https://care.example.cn' }).externalLinks).toEqual({
      symptomChecklist: null,
      healthCare: 'https://care.example.cn',
    });
    expect(() => loadConfig({ SYMPTOM_CHECKLIST_URL: 'symptoms.example.cn' })).toThrow('SYMPTOM_CHECKLIST_URL');
  });
});
