import { chinaDayTime } from '@kg/shared/time/china';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Empty, Input, Progress, Segmented, Select, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { call, PageCard, useCall, useRouteTitle } from '../../../kit/index.ts';
import { findChild, keyAction, nextUnchecked, progressOf, shortcutKey, slotAt } from './entry-logic.ts';
import { EntryPanel, type PanelCommand, type PanelSave } from './entry-panel.tsx';
import { EntryRoster } from './entry-roster.tsx';
import { EntrySheet } from './entry-sheet.tsx';
import {
  allNormal,
  CHECK_ENDPOINTS as C,
  type ClassSheet,
  CONF_ENDPOINTS as F,
  INSPECT_OPTION_ENDPOINTS as O,
  saveCheck,
  undoCheck,
} from './inspect-api.ts';
import './inspection.css';

const TILE_WIDTH = 128;
const isTyping = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * The fast check entry: a class's children for a day and slot, one click or key for normal, the
 * temperature typed and Enter saving, findings as chips; a scanned number jumps to the child.
 * Opens on the teacher's class and the slot whose window is now (or what a notice's link names).
 */
export default function HealthInspectEntryPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(useLocation().search);
  const now = chinaDayTime();
  const classes = useCall('options', O.classes, {});
  const slots = useCall('options', F.listConf, {});
  const [classId, setClassId] = useState<number | undefined>(Number(params.get('classId')) || undefined);
  const [day, setDay] = useState(params.get('day') ?? now.day);
  const [slot, setSlot] = useState<number | undefined>(Number(params.get('slot')) || undefined);
  const [selected, setSelected] = useState(0);
  // the phone's sheet opens when a child is picked and closes by hand; the wide panel is always there
  const [sheetOpen, setSheetOpen] = useState(false);
  const command = useRef<PanelCommand | null>(null);
  const [busy, setBusy] = useState(false);
  const [scan, setScan] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (classId === undefined && classes.data?.length) setClassId(classes.data[0].id);
  }, [classId, classes.data]);
  useEffect(() => {
    if (slot === undefined && slots.data) setSlot(slotAt(slots.data, chinaDayTime().time));
  }, [slot, slots.data]);

  const input = { classId: classId ?? 0, day, slot: slot ?? 1 };
  const queryKey = ['detail', C.sheet.path, input];
  const sheet = useQuery({ queryKey, queryFn: () => call(C.sheet, input), enabled: !!classId && !!slot });
  const data = sheet.data;
  const kids = data?.children ?? [];
  const child = kids[selected];
  const progress = progressOf(kids);
  const put = (next: ClassSheet) => queryClient.setQueryData(queryKey, next);

  async function save(i: number, v: PanelSave) {
    if (!data?.editable || busy) return;
    const c = data.children[i];
    setBusy(true);
    try {
      const saved = await saveCheck({ day, slot: input.slot, studentId: c.studentId, ...v });
      const children = data.children.map((x) => (x.studentId === saved.studentId ? saved : x));
      put({ ...data, children });
      const next = nextUnchecked(children, i);
      if (next >= 0) setSelected(next);
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  }
  async function undo() {
    if (!data || !child) return;
    await undoCheck(day, input.slot, child.studentId).catch(() => null);
    void message.success(t('healthInspect.entry.undone'));
    await sheet.refetch();
  }
  function confirmAllNormal() {
    const count = kids.length - progress.done;
    if (!classId || count === 0) return;
    modal.confirm({
      title: t('healthInspect.entry.allNormal'),
      content: t('healthInspect.entry.allNormalConfirm', { count }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        const r = await allNormal(classId, day, input.slot);
        void message.success(t('healthInspect.entry.allNormalDone', { count: r.count }));
        await sheet.refetch();
      },
    });
  }
  function jumpTo(text: string): boolean {
    const i = findChild(kids, text);
    if (i >= 0) pick(i);
    return i >= 0;
  }
  function pick(i: number) {
    setSelected(i);
    setSheetOpen(true);
  }
  function jump() {
    if (!jumpTo(scan)) void message.warning(t('healthInspect.entry.notFound'));
    setScan('');
  }

  // keys: one stroke on the roster, Alt with the same key from a text field of the panel; a save
  // goes through the panel, as its button would, with what is typed there
  const keyRef = useRef<(e: KeyboardEvent) => void>(() => {});
  keyRef.current = (e: KeyboardEvent) => {
    const { key: pressed, code, altKey, ctrlKey, metaKey } = e;
    const key = child && shortcutKey({ key: pressed, code, altKey, ctrlKey, metaKey, typing: isTyping(e.target) });
    if (!key) return;
    const columns = Math.max(1, Math.floor((gridRef.current?.clientWidth ?? TILE_WIDTH) / TILE_WIDTH));
    const a = keyAction(key, e.altKey ? 1 : columns);
    if (!a) return;
    e.preventDefault();
    if (a.kind === 'move') setSelected((s) => Math.min(kids.length - 1, Math.max(0, s + a.by)));
    else if (command.current) command.current(a.kind);
    else void save(selected, { result: a.kind, temperature: null, findings: [], measures: null, note: null });
  };
  useEffect(() => {
    const on = (e: KeyboardEvent) => keyRef.current(e);
    window.addEventListener('keydown', on);
    return () => window.removeEventListener('keydown', on);
  }, []);

  const slotOptions = (slots.data ?? [])
    .filter((s) => s.enabled)
    .map((s) => ({ value: s.slot, label: t(`healthInspect.slots.${s.slot}`) }));
  return (
    <PageCard title={title} testId="health-inspect-entry">
      <Space wrap className="inspect-toolbar">
        <Select
          style={{ minWidth: 120 }}
          value={classId}
          placeholder={t('healthInspect.entry.pickClass')}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => {
            setClassId(v);
            setSelected(0);
          }}
          aria-label={t('healthInspect.entry.clazz')}
          data-testid="class-select"
        />
        <DatePicker
          value={dayjs(day)}
          allowClear={false}
          disabledDate={(d) => d.format('YYYY-MM-DD') > now.day}
          onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
          aria-label={t('healthInspect.entry.day')}
        />
        {slotOptions.length > 0 && (
          <Segmented value={slot} options={slotOptions} onChange={(v) => setSlot(Number(v))} data-testid="slot-select" />
        )}
        <Input.Search
          value={scan}
          onChange={(e) => setScan(e.target.value)}
          onSearch={jump}
          placeholder={t('healthInspect.entry.scan')}
          aria-label={t('healthInspect.entry.scan')}
          style={{ width: 220 }}
          data-testid="scan"
        />
      </Space>
      {slots.data && slotOptions.length === 0 && <Empty description={t('healthInspect.entry.noSlot')} />}
      {sheet.isLoading && <Spin />}
      {data && (
        <>
          <div className="inspect-progress">
            <Typography.Text data-testid="progress">
              {t('healthInspect.entry.progress', { done: progress.done, roster: progress.roster })}
            </Typography.Text>
            <Progress percent={progress.percent} size="small" showInfo={false} style={{ flex: 1, minWidth: 80 }} />
            <Button onClick={confirmAllNormal} disabled={!data.editable || progress.done === progress.roster} data-testid="all-normal">
              {t('healthInspect.entry.allNormal')}
            </Button>
          </div>
          {!data.editable && <Typography.Text type="warning">{t('healthInspect.entry.readOnly')}</Typography.Text>}
          {kids.length === 0 ? (
            <Empty description={t('healthInspect.entry.noChildren')} />
          ) : (
            <div className="inspect-body">
              <EntryRoster kids={kids} selected={selected} onPick={pick} gridRef={gridRef} />
              {child && (
                <EntrySheet open={sheetOpen} name={child.name} studentNo={child.studentNo} onClose={() => setSheetOpen(false)}>
                  {(bare) => (
                    <EntryPanel
                      child={child}
                      items={data.items}
                      editable={data.editable}
                      busy={busy}
                      onSave={(v) => void save(selected, v)}
                      onUndo={() => void undo()}
                      onJump={jumpTo}
                      commandRef={command}
                      bare={bare}
                    />
                  )}
                </EntrySheet>
              )}
            </div>
          )}
          <Typography.Paragraph type="secondary" className="inspect-keys">
            {t('healthInspect.entry.keys')}
          </Typography.Paragraph>
        </>
      )}
    </PageCard>
  );
}
