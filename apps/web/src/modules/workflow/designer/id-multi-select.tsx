import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { FieldOption } from '../../../widgets/index.ts';

/** Loads the options matching typed text (a page of them). */
export type OptionLoader = (search: string) => Promise<FieldOption[]>;

export interface IdMultiSelectProps {
  value: number[];
  onChange: (ids: number[]) => void;
  load: OptionLoader;
  /** Cache key of the option call; the typed text is appended. */
  queryKey: readonly unknown[];
  /** Labels of ids already chosen (a saved process), shown before any search finds them. */
  known?: readonly FieldOption[];
  placeholder?: string;
  testId?: string;
}

const DEBOUNCE_MS = 300;

/** Several people or roles, searched on the server as one types (staff lists are too long to load whole). */
export function IdMultiSelect({ value, onChange, load, queryKey, known = [], placeholder, testId }: IdMultiSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // labels of everything picked so far, so a chosen tag keeps its name when a new search drops it
  const [seen, setSeen] = useState<FieldOption[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({ queryKey: [...queryKey, search], queryFn: () => load(search), staleTime: 30_000 });
  useEffect(() => {
    if (found.data) setSeen((old) => [...old, ...found.data.filter((o) => !old.some((x) => x.value === o.value))]);
  }, [found.data]);
  const options = useMemo(() => {
    const list = [...(found.data ?? [])];
    for (const o of [...known, ...seen]) if (value.includes(o.value as number) && !list.some((x) => x.value === o.value)) list.push(o);
    return list;
  }, [found.data, known, seen, value]);
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={(ids: number[]) => onChange(ids)}
      options={options as { label: string; value: number }[]}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      placeholder={placeholder}
      data-testid={testId}
      onOpenChange={(open) => {
        if (!open) setTyped('');
      }}
    />
  );
}
