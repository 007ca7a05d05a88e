import { moduleErrors } from '../../error-def.ts';

/** Errors of exam plans and records: health-06xx. A record of another school is common-0405 like any record. */
export const HEALTH_EXAM_ERRORS = moduleErrors('health-exams', ['health-06'], {});
