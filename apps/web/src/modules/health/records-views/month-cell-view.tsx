import { useTranslation } from 'react-i18next';
import { dayTone, slotMarks } from './month-cell.ts';

const COLOURS = { ok: '#389e0d', alert: '#cf1322', warn: '#d46b08', muted: '#8c8c8c', none: '#bfbfbf' } as const;

/** One day of a child's month: the three slots' marks, coloured by the loudest. */
export function MonthCell({ slots }: { slots: readonly (string | null)[] }) {
  const { t } = useTranslation();
  const marks = slotMarks(slots);
  const title = marks.map((m, i) => `${t(`healthRecords.slots.${i + 1}`)}: ${t(`healthRecords.results.${m.key}`)}`).join('\n');
  return (
    <span title={title} style={{ color: COLOURS[dayTone(slots)], fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {marks.map((m) => m.mark).join('')}
    </span>
  );
}
