import { definitionEndpoints as D } from '@kg/shared/modules/workflow/definitions';
import { instanceEndpoints as I } from '@kg/shared/modules/workflow/instances';
import { eq } from 'drizzle-orm';
import { call, createTestApp, type LoginResult, login, loginAs, ok, type TestApp } from '../../../test/harness.ts';
import { accounts, members } from '../../db/schema/index.ts';

/** One app and the callers the approval tests use, with fixtures that read like the calls they make. */
type Steps = { steps: { state: string; approvers: { memberId: number; decision: string | null }[] }[] };

export async function workflowKit() {
  const t: TestApp = await createTestApp();
  const [director, director2, teacher, health] = await Promise.all(
    (['director1', 'director2', 'teacher', 'health'] as const).map((k) => loginAs(t.app, k)),
  );
  return {
    t,
    director,
    director2,
    teacher,
    health,
    /** Signs in the member (demo staff share the password). */
    asMember: async (memberId: number) => {
      const [a] = await t.db
        .select({ phone: accounts.phone })
        .from(members)
        .innerJoin(accounts, eq(accounts.id, members.accountId))
        .where(eq(members.id, memberId));
      return login(t.app, a.phone, 'Kg@123456');
    },
    /** The school's process of a kind (the demo has one of each built-in kind). */
    processId: async (kind: string) => ok(await call(D.list, director, { kind })).list[0].id,
    detail: async (id: number, who: LoginResult) => ok(await call(I.detail, who, { id })),
  };
}

/**
 * An inbox filter's dates left open: the declaration asks for both keys, and null travels as
 * nothing (the web client leaves an empty filter out the same way).
 */
export const ANY_DAY = { startDate: null, endDate: null };

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
