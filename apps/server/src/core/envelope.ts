import { SUCCESS_CODE } from '@kg/shared';

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

export const ok = <T>(data: T = null as T): Envelope<T> => ({ code: SUCCESS_CODE, message: 'success', data });
