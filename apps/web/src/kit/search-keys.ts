import type { Entry, SearchField } from '../widgets/index.ts';

/**
 * Search inputs get ids of their own ("q-name"): antd ids are the field keys, and a list's
 * search form stays in the page (keep-alive, dialogs) next to forms with the same keys.
 */
const PREFIX = 'q-';

export const searchFields = (fields: SearchField[]): SearchField[] => fields.map((f) => ({ ...f, key: PREFIX + f.key }));

/** The filters as the server names them. */
export const filtersOf = (data: Entry): Entry =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k.startsWith(PREFIX) ? k.slice(PREFIX.length) : k, v]));
