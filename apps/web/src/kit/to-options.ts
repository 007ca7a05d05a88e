import type { FieldOption } from '../widgets/index.ts';

/** Select options from {id, name} records. */
export const toOptions = (items: readonly { id: number; name: string }[] | undefined): FieldOption[] =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));
