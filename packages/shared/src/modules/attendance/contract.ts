import type { ModuleContract } from '../module.ts';
import { CALENDAR } from './calendar.ts';
import { CARD } from './card.ts';
import { GATE } from './gate.ts';
import { HEALTH_CODES } from './health-codes.ts';
import { LEAVE } from './leave.ts';
import { LEDGER } from './ledger.ts';
import { PICKUP } from './pickup.ts';
import { ROLL_CALL } from './roll-call.ts';
import { SHIFTS } from './shifts.ts';
import { STATISTICS } from './statistics.ts';

const AREAS = [SHIFTS, LEDGER, CALENDAR, LEAVE, STATISTICS, PICKUP, HEALTH_CODES, ROLL_CALL, CARD, GATE];

/** Every endpoint of attendance, and what each of its pages calls on opening. */
export const ATTENDANCE_CONTRACT: ModuleContract = {
  name: 'attendance',
  endpoints: AREAS.flatMap((a) => a.endpoints),
  pageCalls: Object.assign({}, ...AREAS.map((a) => a.pageCalls)),
};
