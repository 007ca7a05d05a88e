import { WEEKDAYS } from '@kg/shared/modules/garden/courses';
import type { Course } from '../classboard-api.ts';

/** How a course's schedule reads in lists and on the detail page. */
export const weekdaysText = (days: number[], labelOf: (list: typeof WEEKDAYS, v: number) => string, sep: string) =>
  [...days]
    .sort((a, b) => a - b)
    .map((d) => labelOf(WEEKDAYS, d))
    .join(sep);

export const timeText = (c: Pick<Course, 'startTime' | 'endTime'>) => `${(c.startTime ?? '').slice(0, 5)}–${(c.endTime ?? '').slice(0, 5)}`;

export const dateRangeText = (c: Pick<Course, 'startDate' | 'endDate'>) => `${c.startDate ?? ''} ~ ${c.endDate ?? ''}`;

export const classNames = (c: Pick<Course, 'classes'>, sep: string) => c.classes.map((x) => x.name).join(sep);
