import { ROOT_REGION_ID } from '@kg/shared';
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRegions, type Region, type RegionLoader } from './region-api.ts';

interface RegionOption {
  value: string;
  label: string;
  id: number;
  isLeaf: boolean;
  children?: RegionOption[];
}

export interface RegionCascaderProps {
  /** Comma-joined region keys, province first: '350000,350200,350212'. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  /** How deep the choice goes: 3 = province, city, district. */
  levels?: number;
  load?: RegionLoader;
  id?: string;
}

const splitKeys = (v?: string | null) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** Province / city / district, each level loaded when opened; stores comma-joined region keys. */
export function RegionCascader({
  value,
  onChange,
  disabled,
  placeholder,
  allowClear = true,
  levels = 3,
  load = loadRegions,
  id,
}: RegionCascaderProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<RegionOption[]>([]);
  /** Children loads by region key: each level is asked for once, even by overlapping effects. */
  const loads = useRef(new Map<string, Promise<RegionOption[]>>());
  const toOption = (r: Region): RegionOption => ({ value: r.regionKey, label: r.name, id: r.id, isLeaf: r.isLeaf || r.level >= levels });

  const children = async (parentId: number) => (await load(parentId)).map(toOption);
  const ensureChildren = async (node: RegionOption) => {
    let pending = loads.current.get(node.value);
    if (!pending) {
      pending = children(node.id).catch(() => []);
      loads.current.set(node.value, pending);
    }
    node.children = await pending;
    if (node.children.length === 0) node.isLeaf = true;
    return node.children;
  };

  // one shared list of provinces, later levels hung onto it as they load
  const rootLoad = useRef<Promise<RegionOption[]> | null>(null);
  const root = useRef<RegionOption[] | null>(null);
  const valueKey = splitKeys(value).join(',');

  // provinces first, then every level of the value not loaded yet, so its names can be shown
  useEffect(() => {
    let live = true;
    void (async () => {
      rootLoad.current ??= children(ROOT_REGION_ID).catch(() => []);
      root.current = await rootLoad.current;
      let level = root.current;
      for (const key of splitKeys(valueKey)) {
        const node = level.find((o) => o.value === key);
        if (!node || node.isLeaf) break;
        level = await ensureChildren(node);
      }
      if (live) setOptions([...root.current]);
    })();
    return () => {
      live = false;
    };
    // the loader is fixed for a control's life
  }, [valueKey]);

  const loadData = async (path: RegionOption[]) => {
    const node = path[path.length - 1];
    if (!node || node.children) return;
    await ensureChildren(node);
    setOptions([...(root.current ?? [])]);
  };

  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      value={splitKeys(value)}
      loadData={loadData}
      disabled={disabled}
      allowClear={allowClear}
      changeOnSelect={false}
      placeholder={placeholder ?? t('widgets.region.placeholder')}
      onChange={(keys) => onChange?.(keys?.length ? (keys as string[]).join(',') : undefined)}
      style={{ width: '100%' }}
    />
  );
}
