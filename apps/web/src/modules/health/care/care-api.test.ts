import { entryEndpoints as T, viewEndpoints as V } from '@kg/shared/modules/health/care/care';
import { describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { deleteNote, saveEntry, saveView } from './care-api.ts';

const api = { request: fakeRequest() };
const entry = { day: '2026-11-24', medicineTimes: ['10:00'], temperature: 37.4, observation: null, imageIds: [] };
const view = { day: '2026-11-24', trend: 'better' as const, content: '好转' };

describe('which call a view or entry goes through', () => {
  it('adds under its record, changes and deletes the author’s own without the care code, anyone else’s with it', async () => {
    api.request.mockImplementation(
      answers(
        [T.add, { id: 5 }],
        [T.ownUpdate, null],
        [T.update, null],
        [V.add, { id: 6 }],
        [V.ownUpdate, null],
        [V.update, null],
        [T.ownRemove, null],
        [V.remove, null],
      ),
    );
    await saveEntry(entry, { recordId: 3 });
    await saveEntry(entry, { id: 5, mine: true });
    await saveEntry(entry, { id: 7, mine: false });
    await saveView(view, { recordId: 3 });
    await saveView(view, { id: 6, mine: true });
    await saveView(view, { id: 8, mine: false });
    await deleteNote('entry', 5, true);
    await deleteNote('view', 8, false);
    const sent = api.request.mock.calls.map(([url, o]) => [url, (o as { data: { id?: number; recordId?: number } }).data]);
    expect(sent.map(([url]) => url)).toEqual([
      T.add.path,
      T.ownUpdate.path,
      T.update.path,
      V.add.path,
      V.ownUpdate.path,
      V.update.path,
      T.ownRemove.path,
      V.remove.path,
    ]);
    expect(sent[0][1]).toMatchObject({ recordId: 3, temperature: 37.4 });
    expect(sent[2][1]).toMatchObject({ id: 7 });
  });
});
