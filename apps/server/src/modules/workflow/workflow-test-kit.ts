import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, createTestApp, type LoginResult, login, loginAs, type TestApp } from '../../../test/harness.ts';

/** One app and the callers the approval tests use, with helpers that read like the calls they make. */
export const I = '/workflow/v1/teacher/instance';
export const P = '/workflow/v1/teacher/process';
type Steps = { steps: { state: string; approvers: { memberId: number; decision: string | null }[] }[] };

export async function workflowKit() {
  const t: TestApp = await createTestApp();
  const [director, director2, teacher, health] = await Promise.all(
    ['director1', 'director2', 'teacher', 'health'].map((k) => loginAs(t.app, k as 'teacher')),
  );
  const post = (url: string, who: LoginResult, body: unknown = {}, headers?: Record<string, string>) =>
    call(t.app, url, { token: who.token, body, headers });
  const ok = async (url: string, who: LoginResult, body: unknown = {}) => {
    const r = (await post(url, who, body)).json();
    expect(r.code, `${url} ${JSON.stringify(r)}`).toBe('common-0001');
    return r.data;
  };
  return {
    t,
    director,
    director2,
    teacher,
    health,
    post,
    ok,
    /** Signs in the member (demo staff share the password). */
    asMember: async (memberId: number) => {
      const r = await t.db.execute<{ phone: string }>(
        sql`select a.phone from members m join accounts a on a.id = m.account_id where m.id = ${memberId}`,
      );
      return login(t.app, r.rows[0].phone, 'Kg@123456');
    },
    processId: async (kind: string) => (await ok(`${P}/query-list`, director, { kind })).list[0].id as number,
    detail: (id: number, who: LoginResult) => ok(`${I}/detail`, who, { id }),
  };
}

/** A vacation from 1 December over `days` days (the server counts the days from the dates). */
export const vacation = (days: number) => ({
  vacationType: '年假',
  dates: ['2026-12-01', new Date(Date.UTC(2026, 11, days)).toISOString().slice(0, 10)],
  days,
  reason: '探亲',
});
export const waitingApprovers = (d: Steps) =>
  d.steps
    .find((s) => s.state === 'waiting')
    ?.approvers.filter((a) => a.decision === null)
    .map((a) => a.memberId) ?? [];
