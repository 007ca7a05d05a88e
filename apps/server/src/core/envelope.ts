import { SUCCESS_CODE } from '@kg/shared';

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

export const ok = <T>(data: T = null as T): Envelope<T> => ({ code: SUCCESS_CODE, message: 'success', data });

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const page = <T>(list: T[], total: number, pageNum: number, pageSize: number): Envelope<Page<T>> =>
  ok({ list, total, pageNum, pageSize });
