import { Button, Space, type TableColumnsType, type TableColumnType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { textOf, textWidth } from '../widgets/util/text-width.ts';
import { EditDeleteActions, editDeleteLinks } from './edit-delete-actions.tsx';
import { ACTIONS_BUDGET, type ActionElement, flattenActions, RowActions, type RowActionsProps, rowActionsWidth } from './row-actions.tsx';

/** A cell's side padding at the table's middle size (8 + 8), and a little spare. */
export const CELL_PADDING = 20;
export const MIN_WIDTH = 64;
/** Wider content is cut with an ellipsis; its whole text is the cell's tooltip. */
export const MAX_WIDTH = 320;
/** A cell whose text only its component knows (nothing to read from the element). */
export const UNKNOWN_WIDTH = 120;
/** The column of row actions is the one with this key. */
export const ACTIONS_KEY = 'actions';

type Column<T> = TableColumnType<T>;
interface Measure {
  width: number;
  /** Some content was a component whose text cannot be read. */
  unknown: boolean;
}

const NONE: Measure = { width: 0, unknown: false };
const add = (a: Measure, b: Measure): Measure => ({ width: a.width + b.width, unknown: a.unknown || b.unknown });
const SPACE_GAPS: Record<string, number> = { small: 8, middle: 16, large: 24 };
const spaceGap = (size: unknown) => (typeof size === 'number' ? size : (SPACE_GAPS[String(size ?? 'small')] ?? 8));

/** The width a node's text takes, with the padding of the antd pieces lists use (tags, links, spaces). */
export function measure(node: ReactNode): Measure {
  if (node === null || node === undefined || typeof node === 'boolean') return NONE;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint')
    return { width: textWidth(String(node)), unknown: false };
  if (Array.isArray(node)) return node.map(measure).reduce(add, NONE);
  if (!isValidElement(node)) return NONE;
  const p = node.props as { children?: ReactNode; label?: unknown; size?: unknown };
  if (node.type === Space) {
    const parts = Children.toArray(p.children).map(measure);
    return { ...parts.reduce(add, NONE), width: parts.reduce((s, m) => s + m.width, 0) + spaceGap(p.size) * Math.max(0, parts.length - 1) };
  }
  const inner = p.children !== undefined ? measure(p.children) : typeof p.label === 'string' ? measure(p.label) : null;
  if (!inner) return { width: 0, unknown: typeof node.type !== 'string' && node.type !== Fragment };
  if (node.type === Tag) return { ...inner, width: inner.width + 24 };
  if (node.type === Button) return { ...inner, width: inner.width + 16 };
  return inner;
}

/** The action links inside what an actions cell renders, if they can be read from it. */
export function actionItemsOf(node: ReactNode): ActionElement[] | null {
  if (Array.isArray(node)) return flattenActions(node);
  if (!isValidElement(node)) return null;
  if (node.type === Fragment || node.type === Button) return flattenActions(node);
  if (node.type === Space || node.type === RowActions) return flattenActions((node.props as { children?: ReactNode }).children);
  return null;
}

function measureActions(node: ReactNode, t: TFunction): Measure {
  if (isValidElement(node) && node.type === EditDeleteActions) return { width: rowActionsWidth(editDeleteLinks(t), t), unknown: false };
  const items = actionItemsOf(node);
  if (!items) return measure(node);
  const budget = isValidElement(node) && node.type === RowActions ? (node.props as RowActionsProps).budget : undefined;
  return { width: rowActionsWidth(items, t, budget), unknown: false };
}

const valueAt = (row: unknown, index: Column<unknown>['dataIndex']): unknown => {
  if (index === undefined || index === null) return undefined;
  const path = Array.isArray(index) ? index : [index];
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k as string] : undefined), row);
};

/** What a column renders for a row, as antd would ask for it. */
export function cellNode<T>(col: Column<T>, row: T, i: number): ReactNode {
  const value = valueAt(row, col.dataIndex as Column<unknown>['dataIndex']);
  return (col.render ? col.render(value, row, i) : value) as ReactNode;
}

/** The actions column draws its links through RowActions: those that fit, the rest under "more". */
function withRowActions<T>(col: Column<T>): Column<T> {
  return {
    ...col,
    render: (_: unknown, row: T, i: number) => {
      const node = cellNode(col, row, i);
      if (isValidElement(node) && node.type === RowActions) return node;
      const items = actionItemsOf(node);
      return items ? <RowActions>{items}</RowActions> : node;
    },
  };
}

/** Cut with an ellipsis; hovering shows the whole text. */
function withEllipsis<T>(col: Column<T>): Column<T> {
  return {
    ...col,
    ellipsis: { showTitle: false },
    render: (_: unknown, row: T, i: number) => {
      const node = cellNode(col, row, i);
      return <span title={textOf(node) || undefined}>{node}</span>;
    },
  };
}

export interface SizedColumns<T> {
  columns: TableColumnsType<T>;
  /** The sum of the column widths: the table's scroll width. */
  width: number;
  /** Per column, the narrowest it may wrap to without breaking a word, a phone or a date; null: fixed width. */
  floors: (number | null)[];
}

/** The widest piece of a text that cannot break: a word, a number, a date (CJK breaks anywhere). */
export const unbreakableWidth = (text: string): number =>
  Math.max(0, ...text.split(/[\s\u2e80-\uffff]+/).map((part) => textWidth(part)), /[\u2e80-\uffff]/.test(text) ? textWidth('中') : 0);

/**
 * Gives every column a width from its title and the rows shown, so the table scrolls by the
 * sum of its columns and no cell is cut unseen: a phone or a date gets its whole width, text
 * wider than MAX_WIDTH ends in an ellipsis with the full text as tooltip. A width the page set
 * stays. Grouped headers are left to the browser (null).
 */
export function sizeColumns<T>(columns: TableColumnsType<T>, rows: readonly T[], t: TFunction): SizedColumns<T> | null {
  if (columns.some((c) => 'children' in c && c.children)) return null;
  let total = 0;
  const floors: (number | null)[] = [];
  const sized = (columns as Column<T>[]).map((c) => {
    const actions = c.key === ACTIONS_KEY;
    const col = actions ? withRowActions(c) : c;
    if (typeof c.width === 'number') {
      total += c.width;
      floors.push(null);
      return c.ellipsis && !actions ? withEllipsis(col) : col;
    }
    const title = typeof c.title === 'function' ? '' : (c.title as ReactNode);
    const head = textWidth(textOf(title)) + CELL_PADDING + (c.sorter ? 24 : 0) + (c.filters || c.filterDropdown ? 24 : 0);
    let body = NONE;
    let unbreakable = 0;
    rows.forEach((row, i) => {
      const node = cellNode(c, row, i);
      const m = actions ? measureActions(node, t) : measure(node);
      body = { width: Math.max(body.width, m.width), unknown: body.unknown || m.unknown };
      if (!actions) unbreakable = Math.max(unbreakable, unbreakableWidth(textOf(node)));
    });
    const content = body.width + CELL_PADDING;
    // actions a page draws in its own component: room for what RowActions keeps in a row
    const unknown = actions ? ACTIONS_BUDGET + CELL_PADDING : UNKNOWN_WIDTH;
    const natural = Math.max(head, content, body.unknown ? unknown : 0);
    const width = actions ? natural : Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, natural));
    total += width;
    const cut = !actions && (content > width || Boolean(c.ellipsis));
    // text that wraps may narrow to its longest word; actions, cut and unread cells keep their width
    floors.push(actions || cut || body.unknown ? null : Math.max(head, MIN_WIDTH, unbreakable + CELL_PADDING));
    return { ...(cut ? withEllipsis(col) : col), width };
  });
  return { columns: sized, width: total, floors };
}

/**
 * Narrows the columns of wrapping text (down to their floors, in proportion to what each can
 * give) when that makes the table fit `available` px. A table that would scroll anyway keeps
 * its natural widths: wrapping then only adds lines.
 */
export function fitColumns<T>(sized: SizedColumns<T>, available: number): SizedColumns<T> {
  const over = sized.width - available;
  const spare = sized.columns.map((c, i) => {
    const floor = sized.floors[i];
    return floor === null ? 0 : Math.max(0, Number(c.width) - floor);
  });
  const room = spare.reduce((a, b) => a + b, 0);
  if (available <= 0 || over <= 0 || room < over) return sized;
  const columns = sized.columns.map((c, i) => (spare[i] ? { ...c, width: Number(c.width) - Math.ceil((spare[i] * over) / room) } : c));
  return { ...sized, columns, width: columns.reduce((sum, c) => sum + Number(c.width), 0) };
}
