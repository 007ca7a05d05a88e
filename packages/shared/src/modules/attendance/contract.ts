import type { ModuleContract } from '../module.ts';
import { CALENDAR } from './calendar.ts';
import { LEDGER } from './ledger.ts';
import { SHIFTS } from './shifts.ts';

const AREAS = [SHIFTS, LEDGER, CALENDAR];

/** Every endpoint of attendance, and what each of its pages calls on opening. */
export const ATTENDANCE_CONTRACT: ModuleContract = {
  name: 'attendance',
  endpoints: AREAS.flatMap((a) => a.endpoints),
  pageCalls: Object.assign({}, ...AREAS.map((a) => a.pageCalls)),
};
