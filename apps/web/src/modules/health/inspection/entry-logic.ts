import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import type { ChildCheck, SlotRow } from './inspect-api.ts';

/**
 * The entry screen's decisions, kept apart from the page so they are tested alone: which slot
 * opens, which child comes next, what a typed temperature or a scanned number means, and what a
 * key press does.
 */

/** The enabled slot whose window holds `time` ('HH:mm'); else the next to open; else the last to have opened. */
export function slotAt(slots: Pick<SlotRow, 'slot' | 'enabled' | 'starts' | 'ends'>[], time: string): number | undefined {
  const on = slots.filter((s) => s.enabled).sort((a, b) => a.starts.localeCompare(b.starts));
  return on.find((s) => s.starts <= time && time < s.ends)?.slot ?? on.find((s) => s.starts > time)?.slot ?? on.at(-1)?.slot;
}

export const isDone = (c: Pick<ChildCheck, 'result'>) => c.result !== null;

/** The next child without a check after `from` (wrapping round); -1 when everyone is done. */
export function nextUnchecked(children: Pick<ChildCheck, 'result'>[], from: number): number {
  for (let k = 1; k <= children.length; k++) {
    const i = (from + k) % children.length;
    if (!isDone(children[i])) return i;
  }
  return -1;
}

/** Done (checked or absent) out of the roster. */
export function progressOf(children: Pick<ChildCheck, 'result'>[]): { done: number; roster: number; percent: number } {
  const done = children.filter(isDone).length;
  return { done, roster: children.length, percent: children.length ? Math.round((done * 100) / children.length) : 0 };
}

/**
 * A typed temperature: '36.8', or three digits without the point ('368', fastest on a keypad).
 * null for blank; 'invalid' outside 34–43 °C or with more than one decimal.
 */
export function parseTemperature(text: string): number | null | 'invalid' {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const v = /^\d{3}$/.test(t) ? Number(t) / 10 : /^\d{2}(\.\d)?$/.test(t) ? Number(t) : Number.NaN;
  if (Number.isNaN(v) || v < 34 || v > 43) return 'invalid';
  return v;
}

export const isFever = (t: number | null | undefined) => t != null && t >= FEVER_AT;

/** The child a scanned or typed student number names (exactly), or the one child whose name holds the text. */
export function findChild(children: Pick<ChildCheck, 'studentNo' | 'name'>[], text: string): number {
  const q = text.trim().toLowerCase();
  if (!q) return -1;
  const byNo = children.findIndex((c) => (c.studentNo ?? '').toLowerCase() === q);
  if (byNo >= 0) return byNo;
  const byName = children.map((c, i) => (c.name.toLowerCase().includes(q) ? i : -1)).filter((i) => i >= 0);
  return byName.length === 1 ? byName[0] : -1;
}

export type KeyAction = { kind: 'normal' } | { kind: 'move'; by: number } | { kind: 'absent-sick' } | { kind: 'absent-other' } | null;

/**
 * A key pressed on the roster (not inside a text field): N or Space records the chosen child
 * normal in one stroke, the arrows move, S and O record an absence (sick, other).
 */
export function keyAction(key: string, columns = 1): KeyAction {
  switch (key) {
    case 'n':
    case 'N':
    case ' ':
      return { kind: 'normal' };
    case 'ArrowRight':
      return { kind: 'move', by: 1 };
    case 'ArrowLeft':
      return { kind: 'move', by: -1 };
    case 'ArrowDown':
      return { kind: 'move', by: columns };
    case 'ArrowUp':
      return { kind: 'move', by: -columns };
    case 's':
    case 'S':
      return { kind: 'absent-sick' };
    case 'o':
    case 'O':
      return { kind: 'absent-other' };
    default:
      return null;
  }
}

/** What a key press means to the entry screen, as far as `shortcutKey` needs it. */
export type KeyPress = { key: string; code: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; typing: boolean };

const ALT_KEYS: Record<string, string> = { KeyN: 'n', KeyS: 's', KeyO: 'o', ArrowUp: 'ArrowUp', ArrowDown: 'ArrowDown' };

/**
 * The key a press stands for, or null when it is typing. Outside a text field the key itself;
 * inside one (the temperature box, where the cursor waits after a child is picked) only with Alt,
 * read from the physical key since Alt changes the character on some layouts: digits, the point
 * and a scanned number typed there never trigger a shortcut.
 */
export function shortcutKey(e: KeyPress): string | null {
  if (e.ctrlKey || e.metaKey) return null;
  if (e.altKey) return ALT_KEYS[e.code] ?? null;
  return e.typing ? null : e.key;
}

/** The result a save sends: a finding or a fever is abnormal (the server decides the same). */
export function resultFor(temperature: number | null, findings: unknown[]): 'normal' | 'abnormal' {
  return findings.length > 0 || isFever(temperature) ? 'abnormal' : 'normal';
}
