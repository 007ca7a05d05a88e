import { CALENDAR_SPAN_KINDS, calendarEndpoints } from '@kg/shared/modules/attendance/calendar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { type SpanInput, type SpanRow, saveSpan } from './calendar-api.ts';

export interface SpanDialogProps {
  /** The closure or open day being edited; a kind alone adds one of that kind. */
  span: SpanRow | { kind: SpanInput['kind'] };
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a closure or open day: its kind, first and last day and reason. */
export function SpanDialog({ span, onClose, onSaved }: SpanDialogProps) {
  const { t } = useTranslation();
  const editing = 'id' in span ? span : null;

  const fields = useMemo((): FormField[] => {
    // the order is checked here as the server will, so the message sits under the field at once
    const lastCheck = (v: unknown, e: Entry) =>
      v && e.firstDay && String(v) < String(e.firstDay) ? t('attendanceCalendar.lastDayBeforeFirst') : undefined;
    return [
      // required, lengths and the date format come from the endpoint's input (rulesFrom below)
      {
        key: 'kind',
        component: 'radio',
        label: t('attendanceCalendar.fields.kind'),
        options: CALENDAR_SPAN_KINDS.map((k) => ({ value: k, label: t(`attendanceCalendar.kinds.${k}`) })),
      },
      { key: 'firstDay', component: 'date', label: t('attendanceCalendar.fields.firstDay') },
      { key: 'lastDay', component: 'date', label: t('attendanceCalendar.fields.lastDay'), rules: [{ validator: lastCheck }] },
      { key: 'reason', component: 'input', label: t('attendanceCalendar.fields.reason') },
    ];
  }, [t]);

  const initialValues = useMemo(
    () =>
      editing ? { kind: editing.kind, firstDay: editing.firstDay, lastDay: editing.lastDay, reason: editing.reason } : { kind: span.kind },
    [editing, span.kind],
  );

  return (
    <FormDialog
      title={t(editing ? 'attendanceCalendar.spans.editTitle' : 'attendanceCalendar.spans.addTitle')}
      fields={fields}
      rulesFrom={calendarEndpoints.addSpan}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const kind = v.kind === 'open' ? 'open' : 'closure';
        await saveSpan({ kind, firstDay: String(v.firstDay), lastDay: String(v.lastDay), reason: String(v.reason).trim() }, editing?.id);
        onSaved();
      }}
    />
  );
}
