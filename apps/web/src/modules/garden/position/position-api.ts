import { request } from '../../../api/request.ts';

/** Job positions of the school (/kid-arch/v1/teacher/job/*). */
const P = '/kid-arch/v1/teacher/job';
export const POSITION_URLS = { list: `${P}/query-list`, add: `${P}/add`, update: `${P}/update`, delete: `${P}/delete` } as const;

export interface PositionRow {
  id: number;
  name: string;
  description: string | null;
  sort: number;
  /** Active staff holding it. */
  memberCount: number;
}

export interface PositionInput {
  name: string;
  description: string | null;
  sort: number;
}

export const savePosition = (input: PositionInput, id?: number) =>
  request(id ? POSITION_URLS.update : POSITION_URLS.add, { data: id ? { id, ...input } : input, json: true });

export const deletePosition = (id: number) => request(POSITION_URLS.delete, { data: { id } });
