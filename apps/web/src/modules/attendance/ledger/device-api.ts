import { type DEVICE_KINDS, type deviceRow, deviceEndpoints as E } from '@kg/shared/modules/attendance/ledger';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** The school's devices: calls and row type come from the shared declaration. */
export { E as DEVICE_ENDPOINTS };
export type DeviceRow = z.input<typeof deviceRow>;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export interface DeviceInput {
  name: string;
  kind: DeviceKind;
  location: string | null;
}

/** Adding answers the new device's secret, shown once; an edit answers none. */
export const addDevice = (input: DeviceInput) => call(E.add, input);
export const updateDevice = (id: number, input: DeviceInput & { enabled: boolean }) => call(E.update, { id, ...input });
export const rotateSecret = (id: number) => call(E.rotateSecret, { id });
