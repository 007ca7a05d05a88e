import { shiftEndpoints } from '@kg/shared/modules/attendance/shifts';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { type ShiftRow, saveShift } from './shifts-api.ts';

export interface ShiftsDialogProps {
  /** The shift being edited; null adds one. */
  entry: ShiftRow | null;
  onClose: () => void;
  onSaved: () => void;
}

const WINDOWS = ['arriveFrom', 'lateAfter', 'earlyBefore', 'leaveUntil'] as const;
const DAYS = [1, 2, 3, 4, 5, 6, 7];
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Add or edit a shift: its name, the arrival and leave windows, the days it applies and, when
 * editing, the day the new windows take effect (earlier days keep theirs).
 */
export function ShiftsDialog({ entry, onClose, onSaved }: ShiftsDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo((): FormField[] => {
    // the order is checked here as the server will, so the message sits under the later field at once
    const after = (prev: (typeof WINDOWS)[number], strict: boolean, key: string) => (v: unknown, e: Entry) => {
      const a = text(e[prev]);
      const b = text(v);
      return a && b && (strict ? b <= a : b < a) ? t(`attendanceShifts.order.${key}`) : undefined;
    };
    const time = (key: (typeof WINDOWS)[number], check?: FormField['rules']): FormField => ({
      key,
      component: 'input',
      label: t(`attendanceShifts.fields.${key}`),
      placeholder: 'HH:mm',
      maxLength: 5,
      rules: check,
    });
    return [
      // required, lengths and the time pattern come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceShifts.fields.name') },
      time('arriveFrom'),
      time('lateAfter', [{ validator: after('arriveFrom', false, 'lateAfter') }]),
      time('earlyBefore', [{ validator: after('lateAfter', true, 'earlyBefore') }]),
      time('leaveUntil', [{ validator: after('earlyBefore', false, 'leaveUntil') }]),
      {
        key: 'weekdays',
        component: 'multiSelect',
        label: t('attendanceShifts.fields.weekdays'),
        options: DAYS.map((d) => ({ value: d, label: t(`attendanceShifts.weekdays.${d}`) })),
      },
      ...(entry
        ? [
            {
              key: 'effectiveFrom',
              component: 'date',
              label: t('attendanceShifts.fields.effectiveFrom'),
              extra: t('attendanceShifts.effectiveHelp'),
            } satisfies FormField,
          ]
        : []),
      {
        key: 'sort',
        component: 'number',
        label: t('attendanceShifts.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('attendanceShifts.sortHelp'),
      },
      { key: 'note', component: 'input', label: t('attendanceShifts.fields.note'), rows: 2 },
    ];
  }, [t, entry]);

  // the default order 0 shows empty; a new shift works Monday to Friday
  const initialValues = useMemo(
    () =>
      entry
        ? {
            name: entry.name,
            ...Object.fromEntries(WINDOWS.map((k) => [k, entry[k]])),
            weekdays: entry.weekdays,
            note: entry.note ?? '',
            sort: entry.sort || undefined,
          }
        : { weekdays: [1, 2, 3, 4, 5] },
    [entry],
  );

  return (
    <FormDialog
      title={t(entry ? 'attendanceShifts.editTitle' : 'attendanceShifts.addTitle')}
      fields={fields}
      rulesFrom={entry ? shiftEndpoints.update : shiftEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = text(v.note) || null;
        await saveShift(
          {
            name: text(v.name),
            arriveFrom: text(v.arriveFrom),
            lateAfter: text(v.lateAfter),
            earlyBefore: text(v.earlyBefore),
            leaveUntil: text(v.leaveUntil),
            weekdays: (Array.isArray(v.weekdays) ? v.weekdays : []).map(Number).sort((a, b) => a - b),
            note,
            sort: Number(v.sort ?? 0),
            effectiveFrom: text(v.effectiveFrom) || undefined,
          },
          entry?.id,
        );
        onSaved();
      }}
    >
      {/* the windows shown are today's: a version already set for a later day still takes over then */}
      {entry?.nextEffectiveFrom && (
        <Alert
          type="warning"
          showIcon
          title={t('attendanceShifts.nextChange', { day: entry.nextEffectiveFrom })}
          style={{ marginTop: 8 }}
        />
      )}
    </FormDialog>
  );
}
