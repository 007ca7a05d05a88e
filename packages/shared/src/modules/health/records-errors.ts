import { moduleErrors } from '../../error-def.ts';

/** Errors of allergies and medical history: health-02xx. A record of another school is common-0405 like any record. */
export const HEALTH_RECORD_ERRORS = moduleErrors('health-records', ['health-02'], {});
