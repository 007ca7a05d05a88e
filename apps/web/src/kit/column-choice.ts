import type { TableColumnsType, TableColumnType } from 'antd';
import { useEffect, useState } from 'react';
import { useSession } from '../session/session-store.ts';
import { textOf } from '../widgets/util/text-width.ts';
import { ACTIONS_KEY } from './column-sizing.tsx';

/** A column the user may show or hide: its key and the title to list it by. */
export interface ColumnOption {
  key: string;
  title: string;
}

type Column<T> = TableColumnType<T>;
/** Grid.useBreakpoint(): which breakpoints the screen reaches. */
type Screens = Partial<Record<string, boolean>>;

/** A column's identity: its key, else a plain dataIndex. */
export const columnKey = (c: { key?: unknown; dataIndex?: unknown }): string | undefined =>
  c.key !== undefined && c.key !== null ? String(c.key) : typeof c.dataIndex === 'string' ? c.dataIndex : undefined;

/** The columns the chooser lists: every named column but the row actions. */
export function columnOptions<T>(columns: TableColumnsType<T>): ColumnOption[] {
  return (columns as Column<T>[]).flatMap((c) => {
    const key = columnKey(c);
    if (!key || key === ACTIONS_KEY) return [];
    const title = typeof c.title === 'function' ? '' : textOf(c.title as never);
    return [{ key, title: title || key }];
  });
}

/**
 * The columns to show. Until the user chooses, a column the page marked `responsive` shows on
 * those screen sizes only (antd's meaning); once chosen, the user's choice holds everywhere.
 * `responsive` is taken off, so antd does not hide a column the user asked for.
 */
export function visibleColumns<T>(columns: TableColumnsType<T>, hidden: readonly string[] | null, screens: Screens): TableColumnsType<T> {
  return (columns as Column<T>[])
    .filter((c) => {
      const key = columnKey(c);
      if (!key || key === ACTIONS_KEY) return true;
      if (hidden) return !hidden.includes(key);
      return !c.responsive || c.responsive.some((bp) => screens[bp]);
    })
    .map(({ responsive: _, ...c }) => c);
}

/** Where a user's choice for a table is kept: per account, per table (its test id). */
export const choiceKey = (accountId: number | undefined, tableId: string) => `kg.columns.${accountId ?? 0}.${tableId}`;

function read(key: string): string[] | null {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : null;
  } catch {
    return null;
  }
}

/** The hidden columns the signed-in user chose for this table (null: not chosen), remembered in localStorage. */
export function useColumnChoice(tableId: string): [string[] | null, (hidden: string[] | null) => void] {
  const accountId = useSession()?.accountId;
  const key = choiceKey(accountId, tableId);
  const [hidden, setHidden] = useState(() => read(key));
  useEffect(() => setHidden(read(key)), [key]);
  const choose = (next: string[] | null) => {
    try {
      if (next) localStorage.setItem(key, JSON.stringify(next));
      else localStorage.removeItem(key);
    } catch {
      // storage full or refused: the choice holds for this page only
    }
    setHidden(next);
  };
  return [hidden, choose];
}
