import { type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from './staff-api.ts';
import type { StaffFormat } from './staff-format.ts';
import { StaffRowActions } from './staff-row-actions.tsx';
import type { StatusChangeKind } from './status-change-dialog.tsx';

/** Columns of the active or the departed staff list. */
export function useStaffColumns(
  f: StaffFormat,
  departed: boolean,
  onStatusChange: (row: StaffRow, kind: StatusChangeKind) => void,
): TableColumnsType<StaffRow> {
  const { t } = useTranslation();
  const col = (key: keyof StaffRow & string, render?: (row: StaffRow) => ReactNode, extra: object = {}) => ({
    key,
    title: t(`staff.fields.${key}`),
    render: (_: unknown, r: StaffRow) => (render ? render(r) : f.text(r[key])),
    ...extra,
  });
  const name = col('realName', (r) => (
    <>
      {r.realName}
      {r.isAdmin ? (
        <Tag color="gold" style={{ marginLeft: 6 }}>
          {t('staff.admin')}
        </Tag>
      ) : null}
    </>
  ));
  const actions = {
    key: 'actions',
    title: t('kit.actions.operation'),
    fixed: 'right' as const,
    render: (_: unknown, r: StaffRow) => <StaffRowActions row={r} departed={departed} onStatusChange={onStatusChange} />,
  };
  if (departed) {
    return [
      name,
      col('mobile'),
      col('postType', (r) => f.postType(r.postType)),
      col('departureDate'),
      col('departureReason', undefined, { ellipsis: true }),
      actions,
    ];
  }
  return [
    name,
    col('mobile'),
    col('gender', (r) => f.gender(r.gender), { responsive: ['md'] }),
    col('postType', (r) => f.postType(r.postType)),
    col('positions', (r) => f.names(r.positions)),
    col('classes', (r) => f.range(r.allRange, r.classes), { ellipsis: true }),
    col('roles', (r) => f.names(r.roles), { responsive: ['lg'] }),
    col('entryDate', undefined, { responsive: ['lg'] }),
    actions,
  ];
}
