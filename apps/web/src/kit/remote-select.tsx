import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { FieldOption } from '../widgets/index.ts';

export interface RemoteSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  /** Cache key of the option call; the typed text is appended. */
  queryKey: readonly unknown[];
  /** Options matching the typed text (a page of them: the server pages at 20). */
  load: (search: string) => Promise<FieldOption[]>;
  /** The chosen value's option when it is not among those loaded (a record being edited). */
  current?: FieldOption | null;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
}

const DEBOUNCE_MS = 300;

/** A select searching on the server as one types: for lists too long to load whole. */
export function RemoteSelect({
  value,
  onChange,
  id,
  queryKey,
  load,
  current,
  placeholder,
  disabled,
  allowClear = true,
}: RemoteSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({ queryKey: [...queryKey, search], queryFn: () => load(search), enabled: !disabled, staleTime: 30_000 });
  const options = useMemo(() => {
    const list = found.data ?? [];
    return current && !list.some((o) => o.value === current.value) ? [current, ...list] : list;
  }, [found.data, current]);
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      options={options as { label: string; value: number }[]}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      onOpenChange={(open) => {
        if (!open) setTyped('');
      }}
    />
  );
}
