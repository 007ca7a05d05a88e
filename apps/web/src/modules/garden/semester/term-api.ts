import dayjs from 'dayjs';
import { request } from '../../../api/request.ts';

/** Term time settings (/kid-arch/v1/teacher/schoolTerm/*). */
const P = '/kid-arch/v1/teacher/schoolTerm';
export const TERM_URLS = { list: `${P}/query-list`, add: `${P}/add`, update: `${P}/update`, delete: `${P}/delete` } as const;

export interface TermRow {
  id: number;
  /** School year Y runs from autumn Y to summer Y+1. */
  schoolYear: number;
  /** 1 autumn, 2 spring. */
  termType: number;
  /** In the request language, from the server. */
  name: string;
  startDate: string;
  endDate: string;
  /** Today lies in it. */
  current: boolean;
}

export interface TermInput {
  schoolYear: number;
  termType: number;
  startDate: string;
  endDate: string;
}

export const saveTerm = (input: TermInput, id?: number) =>
  request<TermRow>(id ? TERM_URLS.update : TERM_URLS.add, { data: id ? { id, ...input } : input, json: true });

export const deleteTerm = (id: number) => request(TERM_URLS.delete, { data: { id } });

/** Between terms the school year is the calendar's: it starts on 1 August (as the server reckons it). */
export function currentSchoolYear(today = dayjs()): number {
  return today.month() >= 7 ? today.year() : today.year() - 1;
}

/**
 * Where a term may start (the server's rule): autumn of year Y from Y-07-01 to Y-12-31, spring
 * from Y+1-01-01 to Y+1-06-30; both end by Y+1-08-31.
 */
export function termWindow(schoolYear: number, termType: number) {
  const [from, to] =
    termType === 1 ? [`${schoolYear}-07-01`, `${schoolYear}-12-31`] : [`${schoolYear + 1}-01-01`, `${schoolYear + 1}-06-30`];
  return { startFrom: from, startTo: to, endBy: `${schoolYear + 1}-08-31` };
}
