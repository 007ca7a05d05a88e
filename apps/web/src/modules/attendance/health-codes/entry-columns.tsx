import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { dateTime } from '../../../kit/index.ts';
import { ColorTag } from './color-tag.tsx';

interface DayEntry {
  color: Parameters<typeof ColorTag>[0]['color'];
  note: string | null;
  enteredAt: string | null;
  enteredBy: string | null;
}

/** The entry that counts for a person's day, as the children's and the staff lists show it: colour, note, who entered it and when. */
export function entryColumns<R extends DayEntry>(t: TFunction): TableColumnsType<R> {
  return [
    { key: 'color', title: t('attendanceHealthCodes.fields.color'), render: (_, r) => <ColorTag color={r.color} /> },
    {
      key: 'note',
      title: t('attendanceHealthCodes.fields.note'),
      render: (_, r) => r.note || t('kit.empty'),
      ellipsis: true,
      responsive: ['sm'],
    },
    {
      key: 'entered',
      title: t('attendanceHealthCodes.fields.entered'),
      render: (_, r) => (r.enteredAt ? `${r.enteredBy ?? ''} ${dateTime(r.enteredAt)}`.trim() : t('kit.empty')),
      responsive: ['md'],
    },
  ];
}
