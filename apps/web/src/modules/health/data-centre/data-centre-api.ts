import {
  type checkFigures,
  type classFigures,
  dataCentreEndpoints as D,
  type drillChild,
} from '@kg/shared/modules/health/alerts/data-centre';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** Calls of the data centre's health pages, types from the shared declarations. */
export { D as DATA_ENDPOINTS };
export type Figures = z.input<typeof checkFigures>;
export type ClassFigures = z.input<typeof classFigures>;
export type DrillChild = z.input<typeof drillChild>;

export const DAILY_PATH = '/data/health/dailyCheck';
export const SLOTS = [1, 2, 3] as const;

/** "96.5%", or a dash where there was nothing to count. */
export const rate = (v: number | null | undefined) => (v == null ? '–' : `${v}%`);

export const slotOptions = (t: TFunction) => SLOTS.map((s) => ({ value: s, label: t(`healthAlerts.slots.${s}`) }));
