import { Tag } from 'antd';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isFever } from './entry-logic.ts';
import type { ChildCheck } from './inspect-api.ts';

const COLORS: Record<string, string> = { normal: 'success', abnormal: 'error', 'absent-sick': 'warning', 'absent-other': 'default' };

/** The class as tiles: each child's state at a glance; a click picks the child. */
export function EntryRoster({
  kids,
  selected,
  onPick,
  gridRef,
}: {
  kids: ChildCheck[];
  selected: number;
  onPick: (i: number) => void;
  gridRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  // the chosen tile stays in sight (above the phone's sheet: its scroll margin is the sheet's height)
  useEffect(() => {
    gridRef.current?.querySelector('.is-selected')?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, gridRef]);
  return (
    <div className="inspect-roster" ref={gridRef} role="listbox" aria-label={t('healthInspect.entry.title')} data-testid="inspect-roster">
      {kids.map((c, i) => (
        <button
          type="button"
          key={c.studentId}
          role="option"
          aria-selected={i === selected}
          className={`inspect-tile${i === selected ? ' is-selected' : ''}${c.result ? ` is-${c.result}` : ''}`}
          onClick={() => onPick(i)}
          data-testid={`child-${c.studentId}`}
        >
          <span className="inspect-tile-name">{c.name}</span>
          <span className="inspect-tile-no">{c.studentNo ?? ''}</span>
          <Tag color={c.result ? COLORS[c.result] : undefined} className="inspect-tile-state">
            {c.result ? t(`healthInspect.results.${c.result}`) : t('healthInspect.results.none')}
            {isFever(c.temperature) ? ` ${Number(c.temperature).toFixed(1)}°` : ''}
          </Tag>
        </button>
      ))}
    </div>
  );
}
