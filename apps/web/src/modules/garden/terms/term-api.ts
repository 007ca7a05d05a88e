import { termEndpoints as E, type termRow } from '@kg/shared/modules/garden/terms';
import { chinaSchoolYear } from '@kg/shared/time/china';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Term time settings: calls and row type come from the shared declaration. */
export { E as TERM_ENDPOINTS };
export type TermRow = z.input<typeof termRow>;

export interface TermInput {
  schoolYear: number;
  termType: number;
  startDate: string;
  endDate: string;
}

export const saveTerm = (input: TermInput, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const deleteTerm = (id: number) => call(E.remove, { id });

/** Between terms the school year is the calendar's: it starts on 1 August in China (as the server reckons it). */
export const currentSchoolYear = (now: Date = new Date()): number => chinaSchoolYear(now);

/**
 * Where a term may start (the server's rule): autumn of year Y from Y-07-01 to Y-12-31, spring
 * from Y+1-01-01 to Y+1-06-30; both end by Y+1-08-31.
 */
export function termWindow(schoolYear: number, termType: number) {
  const [from, to] =
    termType === 1 ? [`${schoolYear}-07-01`, `${schoolYear}-12-31`] : [`${schoolYear + 1}-01-01`, `${schoolYear + 1}-06-30`];
  return { startFrom: from, startTo: to, endBy: `${schoolYear + 1}-08-31` };
}
