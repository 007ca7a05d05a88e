import type { ModuleContract } from '../module.ts';
import { ALERTS } from './alerts/alerts.ts';
import { DATA_CENTRE } from './alerts/data-centre.ts';
import { CARE } from './care/care.ts';
import { EXHORT } from './care/exhort.ts';
import { EXAMS } from './exams/exams.ts';
import { GROWTH_STANDARDS } from './growth/growth-standards.ts';
import { NUTRITION } from './growth/nutrition.ts';
import { GROWTH_STATISTICS } from './growth-stats/growth-statistics.ts';
import { INSPECTION } from './inspection/inspection.ts';
import { ALLERGY } from './records/allergy.ts';
import { CHILD_HEALTH } from './records/child-health.ts';
import { MEDICAL_HISTORY } from './records/medical-history.ts';
import { TEMPERATURE } from './temperature/temperature.ts';

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
