/** How a cell of the food tables was read (data README: values read by character recognition). */
export type CellState = 'blank' | 'trace' | 'read' | 'lenient' | 'unreadable';

export interface Cell {
  value: number | null;
  state: CellState;
}

const EXACT = /^\d+(\.\d+)?$/;
// an Excel text marker (') may precede the number; whatever follows it is a stray character
const LEADING = /^'?(\d+(?:\.\d+)?)/;

/**
 * A table cell as a number: '-' or empty is not measured, 'Tr' a trace, otherwise the leading
 * decimal number ('0 K' → 0, read leniently); a cell without one is unreadable, never zero.
 */
export function readCell(raw: string): Cell {
  const v = raw.trim();
  if (v === '' || v === '-') return { value: null, state: 'blank' };
  if (v === 'Tr') return { value: null, state: 'trace' };
  if (EXACT.test(v)) return { value: Number(v), state: 'read' };
  const m = LEADING.exec(v);
  return m ? { value: Number(m[1]), state: 'lenient' } : { value: null, state: 'unreadable' };
}
