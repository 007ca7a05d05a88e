import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchFoods } from './dish-api.ts';

export interface FoodSelectProps {
  id?: string;
  value?: string;
  onChange?: (code: string) => void;
  /** The chosen food's label when editing (it may not be among the matches loaded). */
  current?: { value: string; label: string };
}

/** Picks a food of the composition tables by typing part of its name or code. */
export function FoodSelect({ id, value, onChange, current }: FoodSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['options', 'food', search],
    queryFn: () => searchFoods(search),
    enabled: search !== '',
    staleTime: 60_000,
  });
  const options = useMemo(() => {
    const list = found.data ?? [];
    return current && !list.some((o) => o.value === current.value) ? [current, ...list] : list;
  }, [found.data, current]);
  return (
    <Select
      id={id}
      showSearch
      value={value || undefined}
      onChange={(v: string) => onChange?.(v)}
      onSearch={setTyped}
      filterOption={false}
      options={options}
      loading={found.isFetching}
      placeholder={t('recipesDishes.foodSearch')}
      notFoundContent={search ? t('recipesDishes.noFood') : t('recipesDishes.typeToSearch')}
      style={{ width: '100%' }}
    />
  );
}
