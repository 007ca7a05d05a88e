import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, Space, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { DEVICE_ENDPOINTS, type DeviceRow, rotateSecret } from './device-api.ts';
import { DeviceDialog } from './device-dialog.tsx';
import { DeviceSecretDialog } from './device-secret-dialog.tsx';

/** The school's gate readers, face terminals and kiosks: last contact and late events per device. */
export default function AttendanceDevicesPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.ledgerEdit]);
  const list = usePagedList(DEVICE_ENDPOINTS.list);
  // undefined: closed; null: registering
  const [editing, setEditing] = useState<DeviceRow | null | undefined>(undefined);
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);

  const fields = useMemo(
    (): SearchField[] => [{ key: 'searchName', label: t('attendanceLedger.fields.name'), component: 'input', maxLength: 30 }],
    [t],
  );

  const rotate = (row: DeviceRow) =>
    modal.confirm({
      title: t('attendanceLedger.rotateConfirm', { name: row.name }),
      content: t('attendanceLedger.rotateHelp'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { secret } = await rotateSecret(row.id);
          setShown({ name: row.name, secret });
          await afterSave();
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<DeviceRow> = [
    {
      key: 'name',
      title: t('attendanceLedger.fields.name'),
      render: (_, r) => (
        <Space size={4} wrap>
          {r.name}
          {!r.enabled && <Tag>{t('attendanceLedger.disabled')}</Tag>}
        </Space>
      ),
    },
    { key: 'kind', title: t('attendanceLedger.fields.kind'), render: (_, r) => t(`attendanceLedger.kinds.${r.kind}`) },
    { key: 'location', title: t('attendanceLedger.fields.location'), render: (_, r) => r.location || t('kit.empty'), responsive: ['md'] },
    {
      key: 'lastContactAt',
      title: t('attendanceLedger.fields.lastContactAt'),
      render: (_, r) => (r.lastContactAt ? dateTime(r.lastContactAt, 'minute') : t('attendanceLedger.never')),
    },
    {
      key: 'eventsStored',
      title: t('attendanceLedger.fields.eventsStored'),
      dataIndex: 'eventsStored',
      align: 'right',
      responsive: ['md'],
    },
    {
      key: 'lateEvents',
      title: t('attendanceLedger.fields.lateEvents'),
      align: 'right',
      render: (_, r) => (r.lateEvents ? <span title={dateTime(r.lastLateAt, 'minute')}>{r.lateEvents}</span> : 0),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('kit.actions.operation'),
            render: (_: unknown, r: DeviceRow) => (
              <Space size={0} wrap>
                <Button type="link" size="small" data-testid="row-edit" onClick={() => setEditing(r)}>
                  {t('kit.actions.edit')}
                </Button>
                <Button type="link" size="small" data-testid="row-rotate" onClick={() => rotate(r)}>
                  {t('attendanceLedger.rotate')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageCard
      title={t('attendanceLedger.title')}
      testId="attendance-devices"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<DeviceRow> list={list} columns={columns} testId="attendance-devices-table" />
      {editing !== undefined && (
        <DeviceDialog
          device={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(created) => {
            setEditing(undefined);
            if (created) setShown(created);
            void afterSave();
          }}
        />
      )}
      {shown && <DeviceSecretDialog name={shown.name} secret={shown.secret} onClose={() => setShown(null)} />}
    </PageCard>
  );
}
