import { VIEW_TRENDS } from '@kg/shared/modules/health/care/care-outputs';
import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, imageUploader } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { type EntryRow, saveEntry, saveView, type ViewRow } from './care-api.ts';
import { parseTimes } from './care-timeline.ts';

const upload = imageUploader('health/');

export type NoteTarget =
  | { kind: 'view' | 'entry'; recordId: number; day: string }
  | { kind: 'view'; row: ViewRow }
  | { kind: 'entry'; row: EntryRow; images: Record<number, { id: number; url: string; compressUrl: string; thumbnailUrl: string }> };

/** Adds or changes the health teacher's view or a class teacher's entry of a care record. */
export function CareNoteDialog({
  target,
  period,
  onClose,
  onSaved,
}: {
  target: NoteTarget;
  period: [string, string];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { kind } = target;
  const fields = useMemo((): FormField[] => {
    const day: FormField = {
      key: 'day',
      label: t('healthCare.fields.day'),
      component: 'date',
      rules: [
        { required: true },
        {
          validator: (v) =>
            typeof v === 'string' && (v < period[0] || v > period[1])
              ? `${t('healthCare.fields.period')} ${period[0]} ~ ${period[1]}`
              : undefined,
        },
      ],
    };
    if (kind === 'view')
      return [
        day,
        {
          key: 'trend',
          label: t('healthCare.view.trend'),
          component: 'radio',
          rules: [{ required: true }],
          options: VIEW_TRENDS.map((v) => ({ value: v, label: t(`healthCare.view.trends.${v}`) })),
        },
        { key: 'content', label: t('healthCare.view.content'), component: 'input', rows: 3, maxLength: 500, rules: [{ required: true }] },
      ];
    return [
      day,
      {
        key: 'medicineTimes',
        label: t('healthCare.entry.medicineTimes'),
        component: 'input',
        placeholder: '10:00,14:30',
        extra: t('healthCare.timesHelp'),
        rules: [{ validator: (v) => (parseTimes(v as string) ? undefined : t('healthCare.badTimes')) }],
      },
      {
        key: 'temperature',
        label: t('healthCare.entry.temperature'),
        component: 'number',
        decimalPlaces: 1,
        extra: `≥ ${FEVER_AT} ℃: ${t('healthCare.entry.fever')}`,
      },
      { key: 'observation', label: t('healthCare.entry.observation'), component: 'input', rows: 3, maxLength: 500 },
      { key: 'photos', label: t('healthCare.entry.photos'), component: 'images', maxCount: 9 },
    ];
  }, [t, kind, period]);

  const initialValues = useMemo((): Entry => {
    if ('recordId' in target) return { day: target.day, trend: 'same' };
    if (target.kind === 'view') return { day: target.row.day, trend: target.row.trend, content: target.row.content };
    const e = target.row;
    return {
      day: e.day,
      medicineTimes: e.medicineTimes.join(','),
      temperature: e.temperature ?? undefined,
      observation: e.observation ?? '',
      photos: e.imageIds.map((id) => target.images[id]).filter(Boolean),
    };
  }, [target]);

  const save = async (v: Entry) => {
    const where = 'recordId' in target ? { recordId: target.recordId } : { id: target.row.id, mine: target.row.mine };
    if (kind === 'view') {
      await saveView({ day: String(v.day), trend: v.trend as ViewRow['trend'], content: String(v.content).trim() }, where);
    } else {
      const photos = (v.photos as { id: number | string }[] | undefined) ?? [];
      await saveEntry(
        {
          day: String(v.day),
          medicineTimes: parseTimes(v.medicineTimes as string) ?? [],
          temperature: v.temperature === undefined || v.temperature === null || v.temperature === '' ? null : Number(v.temperature),
          observation: typeof v.observation === 'string' && v.observation.trim() ? v.observation.trim() : null,
          imageIds: photos.map((p) => Number(p.id)),
        },
        where,
      );
    }
    onSaved();
  };

  const editing = !('recordId' in target);
  return (
    <FormDialog
      title={t(`healthCare.${kind}.${editing ? 'edit' : 'add'}`)}
      fields={fields}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={save}
      uploader={upload}
    />
  );
}
