import dayjs from 'dayjs';

/** A moment as the spec writes it ('YYYY-MM-DD HH:mm:ss', or to the minute), in every language; blank when absent. */
export const dateTime = (v: string | Date | null | undefined, to: 'second' | 'minute' = 'second'): string =>
  v ? dayjs(v).format(to === 'second' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm') : '';
