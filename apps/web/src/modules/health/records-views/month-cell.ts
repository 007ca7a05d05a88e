import { MONTH_MARKS, NO_MARK } from '@kg/shared/modules/health/inspection/statistic-shapes';

/** How a month cell shows one slot's check: the workbook's mark and a tone (fever and abnormal stand out). */
export type Tone = 'ok' | 'alert' | 'warn' | 'muted' | 'none';
const TONES: Record<string, Tone> = { normal: 'ok', fever: 'alert', abnormal: 'warn', 'absent-sick': 'muted', 'absent-other': 'muted' };

export interface SlotMark {
  mark: string;
  tone: Tone;
  /** The result key ('none' for no check), for the cell's title. */
  key: string;
}

export function slotMarks(slots: readonly (string | null)[]): SlotMark[] {
  return slots.map((s) =>
    s && s in MONTH_MARKS
      ? { mark: MONTH_MARKS[s as keyof typeof MONTH_MARKS], tone: TONES[s], key: s }
      : { mark: NO_MARK, tone: 'none', key: 'none' },
  );
}

/** The loudest tone of a day, which colours the whole cell: fever over abnormal over the rest. */
export function dayTone(slots: readonly (string | null)[]): Tone {
  const tones = slotMarks(slots).map((m) => m.tone);
  for (const t of ['alert', 'warn', 'muted', 'ok'] as const) if (tones.includes(t)) return t;
  return 'none';
}
