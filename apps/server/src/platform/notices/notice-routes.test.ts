import type { Endpoint, Payload } from '@kg/shared';
import type { NoticeSource } from '@kg/shared/modules/platform/display-values';
import { noticeEndpoints as E } from '@kg/shared/modules/platform/notices';
import { todayChina } from '@kg/shared/time/china';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answered,
  anonymous,
  call,
  createTestApp,
  enter,
  type LoginResult,
  loginAs,
  malformed,
  ok,
  refused,
  type TestApp,
} from '../../../test/harness.ts';
import { institutions, notices } from '../../db/schema/index.ts';
import { notify } from './notify.ts';

let t: TestApp;
let director: LoginResult;
let teacher: LoginResult;
let multi: LoginResult;

const count = async (s: LoginResult) => ok(await call(E.unreadCount, s)).count as number;
const list = async (s: LoginResult, body: Payload<typeof E.list> = {}, lang?: 'en') => ok(await call(E.list, s, body, { lang }));
const tell = (s: LoginResult, en: string, source = 'garden') =>
  notify(
    t.ctx,
    { schoolId: s.schoolId, accounts: [s.accountId] },
    { source: source as NoticeSource, title: { zh: `中${en}`, en }, body: { zh: '正文', en: 'body' } },
  );

beforeAll(async () => {
  t = await createTestApp();
  [director, teacher, multi] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'teacher'), loginAs(t.app, 'multi')]);
});
afterAll(() => t?.close());

describe('notices', () => {
  it('starts every demo account with a few messages, some unread', async () => {
    for (const s of [director, teacher, multi, await loginAs(t.app, 'groupAdmin'), await loginAs(t.app, 'regulator')]) {
      const all = await list(s);
      expect(all.total).toBeGreaterThanOrEqual(3);
      const unread = await count(s);
      expect(unread).toBeGreaterThan(0);
      expect(unread).toBeLessThan(all.total);
    }
  });

  it('shows a message posted by another session to its reader, and the count follows reading', async () => {
    const before = await count(teacher);
    // the director's session does something that notifies the teacher
    await notify(
      t.ctx,
      { schoolId: director.schoolId, roles: ['teacher'] },
      { source: 'garden', title: { zh: '新通知', en: 'New notice' } },
    );
    expect(await count(teacher)).toBe(before + 1);
    const page = await list(teacher, { state: 'unread' }, 'en');
    const row = page.list.find((n) => n.title === 'New notice')!;
    expect(row).toMatchObject({ read: false, source: 'garden' });
    const marked = await call(E.markRead, teacher, { ids: [row.id] });
    expect(ok(marked)).toEqual({ count: 1 });
    expect(await count(teacher)).toBe(before);
    // marking again changes nothing and still answers
    expect(ok(await call(E.markRead, teacher, { ids: [row.id] }))).toEqual({ count: 0 });
  });

  it('answers titles in the reader language', async () => {
    await tell(director, 'Language');
    expect((await list(director, { text: '中Language' })).list[0].title).toBe('中Language');
    expect((await list(director, { text: 'Language' }, 'en')).list[0]).toMatchObject({ title: 'Language', body: 'body' });
  });

  it("refuses another account's message ids and changes nothing", async () => {
    await tell(director, 'Private');
    const theirs = (await list(director, { text: 'Private' }, 'en')).list[0].id as number;
    await tell(teacher, 'Mine');
    const mine = (await list(teacher, { text: 'Mine' }, 'en')).list[0].id as number;
    const res = await call(E.markRead, teacher, { ids: [mine, theirs] });
    expect(res.status).toBe(404);
    refused(res, 'notice-0001');
    // neither was marked: the call is all or nothing
    const rows = await t.db
      .select({ readAt: notices.readAt })
      .from(notices)
      .where(inArray(notices.id, [mine, theirs]));
    expect(rows.map((r) => r.readAt)).toEqual([null, null]);
    // and the teacher's list never shows it
    expect((await list(teacher, { text: 'Private' }, 'en')).total).toBe(0);
  });

  it('keeps one inbox per institution: a message in one school is not read in another', async () => {
    await notify(
      t.ctx,
      { schoolId: multi.schoolId, accounts: [multi.accountId] },
      { source: 'garden', title: { zh: '一园', en: 'School one' } },
    );
    const id = (await list(multi, { text: 'School one' }, 'en')).list[0].id;
    // entering the second school starts a session there
    const other = await enter(t.app, multi, (await schoolId('阳光第二幼儿园')) as number);
    expect((await list(other, { text: 'School one' }, 'en')).total).toBe(0);
    refused(await call(E.markRead, other, { ids: [id] }), 'notice-0001');
  });

  it('filters by state, source and date range and pages on the server', async () => {
    for (let i = 0; i < 12; i++) await tell(director, `Paged ${i}`, 'paging');
    const p2 = await list(director, { source: 'paging', pageNum: 2, pageSize: 10 }, 'en');
    expect(p2).toMatchObject({ total: 12, pageNum: 2, pageSize: 10 });
    expect(p2.list).toHaveLength(2);
    const today = todayChina();
    expect((await list(director, { source: 'paging', from: today, to: today })).total).toBe(12);
    expect((await list(director, { source: 'paging', to: '2020-01-01' })).total).toBe(0);
    const sources = ok(await call(E.sources, director));
    expect(sources).toContain('paging');
  });

  it('marks all read and answers how many changed', async () => {
    await tell(director, 'All 1');
    await tell(director, 'All 2');
    const n = await count(director);
    expect(n).toBeGreaterThanOrEqual(2);
    expect(ok(await call(E.markAllRead, director))).toEqual({ count: n });
    expect(await count(director)).toBe(0);
    expect((await list(director, { state: 'unread' })).total).toBe(0);
  });

  it('refuses bad input naming the field', async () => {
    const told = (res: Answered<Endpoint>) => JSON.stringify([res.code, res.message, res.data]);
    expect(told(await call(E.list, director, malformed({ state: 'maybe' })))).toContain('state');
    expect(told(await call(E.list, director, { from: '2026-02-31' }))).toContain('from');
    expect(told(await call(E.list, director, { from: '2026-05-02', to: '2026-05-01' }))).toContain('to');
    expect(told(await call(E.markRead, director, { ids: [] }))).toContain('ids');
    expect((await call(E.markRead, director, malformed({ ids: ['x'] }))).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(E.unreadCount, anonymous(t.app))).status).toBe(401);
  });
});

describe('outbox', () => {
  it('lists the school outbox for the director with phones masked, and refuses a teacher', async () => {
    await notify(
      t.ctx,
      { schoolId: director.schoolId, accounts: [teacher.accountId] },
      { source: 'garden', title: { zh: '短信', en: 'Text' }, channels: ['sms'] },
    );
    const res = ok(await call(E.outbox, director, { channel: 'sms' }));
    expect(res.total).toBeGreaterThanOrEqual(1);
    expect(res.list[0]).toMatchObject({ channel: 'sms', state: 'recorded', content: '【短信】' });
    expect(res.list[0].target).toMatch(/^139\*{4}\d{4}$/);
    expect((await call(E.outbox, teacher)).status).toBe(403);
  });

  it("never shows another school's outbox", async () => {
    const d2 = await loginAs(t.app, 'director2');
    const res = ok(await call(E.outbox, d2));
    expect(res.list.some((r) => r.content === '【短信】')).toBe(false);
  });
});

async function schoolId(name: string) {
  return (await t.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, name)))[0]?.id;
}
