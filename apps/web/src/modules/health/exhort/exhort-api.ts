import { exhortEndpoints as E, type exhortDetail, type exhortRow } from '@kg/shared/modules/health/care/exhort';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Parent exhortation calls; rows are the shared declarations' wire shapes. */
export { E as EXHORT_ENDPOINTS };
export type ExhortRow = z.input<typeof exhortRow>;
export type ExhortDetail = z.input<typeof exhortDetail>;

export const exhortPath = (id: number) => `/exhort/parent-exhort/detail?id=${id}`;
export const fetchExhort = (id: number) => call(E.detail, { id });
export const confirmExhort = (id: number, doneTimes: string[], doneNote: string | null) => call(E.confirm, { id, doneTimes, doneNote });
