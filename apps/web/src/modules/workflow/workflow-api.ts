import { definitionEndpoints as P, type processDetail, type processRow } from '@kg/shared/modules/workflow/definitions';
import { instanceEndpoints as R, type requestDetail, type requestRow } from '@kg/shared/modules/workflow/instances';
import type { ProcessBody } from '@kg/shared/modules/workflow/workflow-schemas';
import type { z } from 'zod';
import { call } from '../../kit/index.ts';
import type { FieldOption } from '../../widgets/index.ts';

/** Calls of approvals: processes (P) and requests (R), types from the shared declarations. */
export { P as PROCESS_ENDPOINTS, R as REQUEST_ENDPOINTS };
export type ProcessDetail = z.input<typeof processDetail>;
export type ProcessRow = z.input<typeof processRow>;
export type RequestRow = z.input<typeof requestRow>;
export type RequestDetail = z.input<typeof requestDetail>;

export const PROCESS_LIST_PATH = '/workflow/workflow/index';
/** The designer: a process (?id=), a copy of one (?copy=) or a new one. */
export const processEditPath = (opts: { id?: number; copy?: number } = {}) =>
  `/workflow/workflow/edit${opts.id ? `?id=${opts.id}` : opts.copy ? `?copy=${opts.copy}` : ''}`;
export const requestPath = (id: number) => `/workflow/approval/detail?id=${id}`;
export const SUBMIT_PATH = '/workflow/approval/submit';
export const MINE_PATH = '/workflow/approval/mine';

export const fetchProcess = (id: number) => call(P.get, { id });
export const saveProcess = (body: ProcessBody, id?: number | null) => (id ? call(P.update, { id, ...body }) : call(P.add, body));
export const enableProcess = (id: number, enabled: boolean) => call(P.enable, { id, enabled: enabled ? 1 : 0 });
export const deleteProcess = (id: number) => call(P.remove, { id });
export const fetchKinds = () => call(P.kinds, {});
export const fetchStartable = () => call(P.startable, {});

export const loadStaffOptions = async (name: string): Promise<FieldOption[]> =>
  (await call(R.staffOptions, name ? { name } : {})).map((s) => ({ value: s.id, label: s.name }));
export const loadRoleOptions = async (search: string): Promise<FieldOption[]> =>
  (await call(P.roleOptions, {})).filter((r) => r.name.includes(search)).map((r) => ({ value: r.id, label: r.name }));

export const fetchRequest = (id: number) => call(R.detail, { id });
export const submitRequest = (processId: number, values: Record<string, unknown>) => call(R.submit, { processId, values });
export const resubmitRequest = (id: number, values: Record<string, unknown>) => call(R.resubmit, { id, values });
