import { Button, Input, type InputRef, Space, Tag, Typography } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFever, parseTemperature, resultFor } from './entry-logic.ts';
import type { CheckInput, ChildCheck, ItemRow } from './inspect-api.ts';

const key = (itemId: number, finding: string) => `${itemId}|${finding}`;

export type PanelSave = Omit<CheckInput, 'day' | 'slot' | 'studentId'>;
/** A shortcut's save, made as its button would: with what is typed in the panel. */
export type PanelCommand = (result: PanelSave['result']) => void;

/**
 * One child's check: the temperature typed and Enter saves (normal, or abnormal with a fever
 * or any finding picked), the findings as chips, measures and a note, the absences, undo.
 */
export function EntryPanel({
  child,
  items,
  editable,
  busy,
  onSave,
  onUndo,
  onJump,
  commandRef,
  bare,
}: {
  child: ChildCheck;
  items: ItemRow[];
  editable: boolean;
  busy: boolean;
  onSave: (v: PanelSave) => void;
  onUndo: () => void;
  /** A scanned number typed into the temperature box: answers whether it named a child. */
  onJump: (text: string) => boolean;
  /** Where the page's key handler finds this panel's save (N, S, O from anywhere). */
  commandRef: RefObject<PanelCommand | null>;
  /** Inside the phone's bottom sheet: no frame of its own, the sheet names the child. */
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const [temp, setTemp] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [measures, setMeasures] = useState('');
  const [note, setNote] = useState('');
  // a new child starts from their saved check, with the cursor in the temperature box
  useEffect(() => {
    setTemp(child.temperature != null ? Number(child.temperature).toFixed(1) : '');
    setPicked(new Set(child.findings.map((f) => key(f.itemId, f.finding))));
    setMeasures(child.measures ?? '');
    setNote(child.note ?? '');
    input.current?.focus({ cursor: 'all' });
  }, [child]);

  const parsed = parseTemperature(temp);
  const findings = [...picked].map((k) => {
    const [id, ...rest] = k.split('|');
    return { itemId: Number(id), finding: rest.join('|') };
  });
  const send = (result: PanelSave['result']) => {
    if (parsed === 'invalid') return;
    const present = result === 'normal' || result === 'abnormal';
    onSave({
      result,
      temperature: present ? parsed : null,
      findings: result === 'absent-other' || result === 'normal' ? [] : findings,
      measures: measures || null,
      note: note || null,
    });
  };
  commandRef.current = (result) => {
    if (editable && !busy) send(result);
  };
  // unmounted (the phone's sheet closed), the page saves the plain way
  useEffect(
    () => () => {
      commandRef.current = null;
    },
    [commandRef],
  );
  const toggle = (k: string) =>
    setPicked((s) => {
      const n = new Set(s);
      if (!n.delete(k)) n.add(k);
      return n;
    });
  const choices = items.filter((i) => i.kind === 'choice');
  const hasTemperature = items.some((i) => i.kind === 'temperature');
  return (
    <div className={bare ? 'inspect-panel is-bare' : 'inspect-panel'} data-testid="inspect-panel">
      {!bare && (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {child.name} <Typography.Text type="secondary">{child.studentNo ?? ''}</Typography.Text>
        </Typography.Title>
      )}
      {hasTemperature && (
        <div className="inspect-field">
          <label htmlFor="inspect-temperature">{t('healthInspect.entry.temperature')}</label>
          <Input
            id="inspect-temperature"
            ref={input}
            inputMode="decimal"
            value={temp}
            disabled={!editable}
            status={parsed === 'invalid' ? 'error' : undefined}
            placeholder={t('healthInspect.entry.temperaturePlaceholder')}
            onChange={(e) => setTemp(e.target.value)}
            onPressEnter={() => {
              if (parsed !== 'invalid') send(resultFor(parsed, findings));
              // a scanner types where the cursor is: a student number here picks that child
              else if (onJump(temp)) setTemp('');
            }}
            // the suffix is always there: adding one while typing would take the focus away
            suffix={
              <span>{parsed !== 'invalid' && isFever(parsed) ? <Tag color="error">{t('healthInspect.entry.fever')}</Tag> : null}</span>
            }
            data-testid="temperature"
          />
          {parsed === 'invalid' && <Typography.Text type="danger">{t('healthInspect.entry.badTemperature')}</Typography.Text>}
        </div>
      )}
      {choices.map((i) => (
        <div key={i.id} className="inspect-field">
          <span className="inspect-item-name">{i.name}</span>
          <Space size={[4, 4]} wrap>
            {i.findings.map((f) => (
              <Tag.CheckableTag
                key={f.name}
                checked={picked.has(key(i.id, f.name))}
                onChange={() => editable && toggle(key(i.id, f.name))}
                data-testid={`finding-${f.name}`}
              >
                {f.name}
              </Tag.CheckableTag>
            ))}
          </Space>
        </div>
      ))}
      <div className="inspect-field">
        <Input
          value={measures}
          maxLength={200}
          disabled={!editable}
          placeholder={t('healthInspect.entry.measures')}
          aria-label={t('healthInspect.entry.measures')}
          onChange={(e) => setMeasures(e.target.value)}
          data-testid="measures"
        />
      </div>
      <div className="inspect-field">
        <Input
          value={note}
          maxLength={200}
          disabled={!editable}
          placeholder={t('healthInspect.entry.note')}
          aria-label={t('healthInspect.entry.note')}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Space wrap>
        <Button type="primary" disabled={!editable} loading={busy} onClick={() => send('normal')} data-testid="save-normal">
          {t('healthInspect.entry.normal')}
        </Button>
        <Button
          danger
          disabled={!editable || (findings.length === 0 && !isFever(parsed === 'invalid' ? null : parsed))}
          onClick={() => send('abnormal')}
          data-testid="save-abnormal"
        >
          {t('healthInspect.entry.abnormal')}
        </Button>
        <Button disabled={!editable} onClick={() => send('absent-sick')} data-testid="save-sick">
          {t('healthInspect.entry.absentSick')}
        </Button>
        <Button disabled={!editable} onClick={() => send('absent-other')} data-testid="save-other">
          {t('healthInspect.entry.absentOther')}
        </Button>
        {child.result && (
          <Button type="link" disabled={!editable} onClick={onUndo} data-testid="undo">
            {t('healthInspect.entry.undo')}
          </Button>
        )}
      </Space>
    </div>
  );
}
