import { rollCallEndpoints as E } from '@kg/shared/modules/attendance/roll-call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('roll call', () => {
  it('adds, lists, renames and deletes an entry of the school', async () => {
    const { id } = ok(await call(E.add, director, { name: ' Alpha ', note: 'first', sort: 1 }));
    const listed = ok(await call(E.list, director, { name: 'alp' }));
    expect(listed.list).toEqual([expect.objectContaining({ id, name: 'Alpha', note: 'first', sort: 1 })]);
    ok(await call(E.update, director, { id, name: 'Beta' }));
    expect(ok(await call(E.options, director))).toContainEqual({ id, name: 'Beta' });
    ok(await call(E.remove, director, { id }));
    expect(ok(await call(E.list, director)).list.some((r) => r.id === id)).toBe(false);
  });

  it('refuses a name the school already uses and an empty one, naming the field', async () => {
    ok(await call(E.add, director, { name: 'Twice' }));
    refused(await call(E.add, director, { name: 'Twice' }), 'attendance-0307', 'name');
    refused(await call(E.add, director, { name: '' }), 'common-0400', 'name');
  });

  it("keeps another school's entries out of reach", async () => {
    const { id } = ok(await call(E.add, director, { name: 'Ours' }));
    refused(await call(E.update, otherDirector, { id, name: 'Theirs' }), 'common-0405');
    refused(await call(E.remove, otherDirector, { id }), 'common-0405');
    expect(ok(await call(E.list, otherDirector, { name: 'Ours' })).list).toEqual([]);
  });

  it('refuses changes to a teacher without the edit code', async () => {
    refused(await call(E.add, teacher, { name: 'Nope' }), 'common-0403');
  });
});
