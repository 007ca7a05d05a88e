import type { ModuleContract } from '../module.ts';
import { ALERTS } from './alerts.ts';
import { ALLERGY } from './allergy.ts';
import { CARE } from './care.ts';
import { DATA_CENTRE } from './data-centre.ts';
import { EXAMS } from './exams.ts';
import { EXHORT } from './exhort.ts';
import { GROWTH_STANDARDS } from './growth-standards.ts';
import { GROWTH_STATISTICS } from './growth-statistics.ts';
import { INSPECTION } from './inspection.ts';
import { MEDICAL_HISTORY } from './medical-history.ts';
import { NUTRITION } from './nutrition.ts';
import { CHILD_HEALTH } from './records/child-health.ts';
import { TEMPERATURE } from './temperature.ts';

const AREAS = [
  INSPECTION,
  TEMPERATURE,
  ALLERGY,
  MEDICAL_HISTORY,
  CHILD_HEALTH,
  CARE,
  EXHORT,
  ALERTS,
  DATA_CENTRE,
  EXAMS,
  GROWTH_STANDARDS,
  GROWTH_STATISTICS,
  NUTRITION,
];

/** Every endpoint of daily health, and what each of its pages calls on opening. */
export const HEALTH_CONTRACT: ModuleContract = {
  name: 'health',
  endpoints: AREAS.flatMap((a) => a.endpoints),
  pageCalls: Object.assign({}, ...AREAS.map((a) => a.pageCalls)),
};
