import type { CellProblem, CellType } from './cells.ts';

/**
 * One column of an import template or export. Imports match the header row by `header`
 * (or `headerEn`), ignoring spaces, a leading or trailing '*' and '(必填)'; exports and
 * templates write `header`.
 */
export interface WorkbookColumn<K extends string = string> {
  key: K;
  header: string;
  headerEn?: string;
  /** How imported cells are read (default 'text'); text columns are formatted as text in templates. */
  type?: CellType;
  /** Marks the header with '*' in templates; the row validator still decides what is required. */
  required?: boolean;
  /** The column may be missing from an uploaded header row. */
  optional?: boolean;
  /** Column width in characters (exports and templates). */
  width?: number;
}

type ValueOfType<T> = T extends 'number' | 'integer' ? number : string;

/** The typed values of an imported row, keyed by column key (null for an empty cell). */
export type RowValues<C extends readonly WorkbookColumn[]> = {
  [Col in C[number] as Col['key']]: ValueOfType<Col['type']> | null;
};

/** One data row of an uploaded sheet, with the row number the user sees in Excel. */
export interface SheetRow<V = Record<string, string | number | null>> {
  row: number;
  values: V;
  /** Cells that could not be read as their column's type; such a row fails the import. */
  problems: { key: string; header: string; zh: string; en: string; raw: string | null }[];
}

export type { CellProblem, CellType };
