import type { Payload } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { fileEndpoints } from '@kg/shared/modules/garden/files';
import { positionEndpoints } from '@kg/shared/modules/garden/positions';
import { settingsEndpoints } from '@kg/shared/modules/system/settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
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

type Save = Payload<typeof settingsEndpoints.saveSettings>;
/** A whole save with `over` in place of some fields. */
const settings = (over: Partial<Save> = {}): Save => ({
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
    const first = ok(await call(settingsEndpoints.settings, director));
    expect(first).toMatchObject({ arrivalTime: '07:30', modulesOff: [], defaultLanguage: 'zh', updatedAt: null });
    ok(await call(settingsEndpoints.saveSettings, director, settings()));
    const got = ok(await call(settingsEndpoints.settings, director));
    expect(got).toMatchObject({
      arrivalTime: '07:45',
      nap: { start: '12:10', end: '14:20' },
      defaultLanguage: 'en',
      smsSignature: '阳光一幼',
    });
    expect((await schoolSettingsOf(t.db, director.schoolId)).attendanceCutoff).toBe('09:10');
    // another school keeps its own
    expect(ok(await call(settingsEndpoints.settings, director2)).arrivalTime).toBe('07:30');
  });

  it('refuses a teacher (common-0403) and writes nothing', async () => {
    const res = await call(settingsEndpoints.saveSettings, teacher, settings({ modulesOff: ['garden'] }));
    expect(res.status).toBe(403);
    refused(res, 'common-0403');
    expect((await schoolSettingsOf(t.db, teacher.schoolId)).modulesOff).toEqual([]);
  });

  it('refuses a header naming another school', async () => {
    const res = await call(settingsEndpoints.saveSettings, director2, settings(), { headers: { schoolId: String(director.schoolId) } });
    refused(res, 'gateway-0105');
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
      const res = await call(settingsEndpoints.saveSettings, director2, malformed({ ...settings(), ...over }));
      expect(res.status, field).toBe(400);
      expect(res.message, field).toContain(field);
    }
    expect(await stored(director2.schoolId)).toBe(0);
  });
});

describe('module switches', () => {
  it("a switched-off module's calls answer system-0001 at once; uploads and other schools go on; on again, they work", async () => {
    ok(await call(positionEndpoints.list, director));
    await call(settingsEndpoints.saveSettings, director, settings({ modulesOff: ['garden'] }));
    const off = await call(positionEndpoints.list, director);
    expect(off.status).toBe(403);
    refused(off, 'system-0001');
    // bad input does not get past the switch either
    refused(await call(positionEndpoints.list, director, { pageSize: 7 }), 'system-0001');
    // calls every signed-in user makes stay (other modules upload through them)
    ok(await call(fileEndpoints.config, director));
    ok(await call(positionEndpoints.list, director2));
    // the session tells the web which sections to drop
    const me = ok(await call(signInEndpoints.userInfo, director));
    expect(me.modulesOff).toEqual(['garden']);
    await call(settingsEndpoints.saveSettings, director, settings({ modulesOff: [] }));
    ok(await call(positionEndpoints.list, director));
  });
});

describe('external links', () => {
  const linksOf = async (who: LoginResult) => ok(await call(signInEndpoints.userInfo, who)).externalLinks;
  const OWN = { symptomChecklist: 'https://zz.example.cn/symptoms?school=1', healthCare: 'http://care.example.cn' };

  it("a school that has not set them runs on the server's, saved settings without them included", async () => {
    expect(ok(await call(settingsEndpoints.settings, director)).externalLinks).toEqual({
      symptomChecklist: ENV_SYMPTOMS,
      healthCare: null,
    });
    expect(await linksOf(teacher)).toEqual({ symptomChecklist: ENV_SYMPTOMS, healthCare: null });
  });

  it("a school's own links reach its users' sessions; a cleared one stays cleared; a save without them keeps them", async () => {
    ok(await call(settingsEndpoints.saveSettings, director, settings({ externalLinks: { ...OWN, healthCare: ` ${OWN.healthCare} ` } })));
    expect(ok(await call(settingsEndpoints.settings, director)).externalLinks).toEqual(OWN);
    expect(await linksOf(teacher)).toEqual(OWN);
    expect(await linksOf(director2)).toEqual({ symptomChecklist: ENV_SYMPTOMS, healthCare: null });
    await call(settingsEndpoints.saveSettings, director, settings());
    expect(await linksOf(director)).toEqual(OWN);
    await call(settingsEndpoints.saveSettings, director, settings({ externalLinks: { symptomChecklist: '', healthCare: OWN.healthCare } }));
    expect(await linksOf(director)).toEqual({ symptomChecklist: null, healthCare: OWN.healthCare });
  });

  it('refuses an address that is not http(s) or too long, naming the link, nothing written', async () => {
    for (const [field, links] of [
      ['externalLinks.symptomChecklist', { symptomChecklist: 'javascript:alert(1)', healthCare: null }],
      ['externalLinks.symptomChecklist', { symptomChecklist: 'ftp://files.example.cn', healthCare: null }],
      ['externalLinks.healthCare', { symptomChecklist: null, healthCare: 'care.example.cn' }],
      ['externalLinks.healthCare', { symptomChecklist: null, healthCare: 'https://care.example.cn/a b' }],
      ['externalLinks.healthCare', { symptomChecklist: null, healthCare: `https://care.example.cn/${'a'.repeat(480)}` }],
    ] as const) {
      const res = await call(settingsEndpoints.saveSettings, director2, malformed(settings({ externalLinks: links })));
      expect(res.status, field).toBe(400);
      expect(res.message, field).toContain(field);
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
