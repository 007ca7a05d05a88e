import { PlusOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { App, Button, Empty, Image, List, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { PickerDialog } from './picker-dialog.tsx';
import { deletePicker, PICKUP_ENDPOINTS as E, type PickerRow, type PickupRow, setPickerStatus } from './pickup-api.ts';

/** A child's pickers with their photos and validity (add, edit, disable, remove) and the latest pickups. */
export function PickerPanel({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.pickupEdit]);
  const q = useCall('detail', E.getPickInfo, { studentId });
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<PickerRow | null | undefined>(undefined);
  const info = q.data;

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      await afterSave();
    } catch {
      // the request layer showed why
    }
  };
  const remove = (p: PickerRow) =>
    modal.confirm({
      title: t('attendancePickup.picker.removeConfirm'),
      content: p.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => act(() => deletePicker(p.id)),
    });

  const validity = (p: PickerRow) => `${p.validFrom} ~ ${p.validTo ?? t('attendancePickup.picker.noEnd')}`;
  const pickupColumns: TableColumnsType<PickupRow> = [
    { key: 'at', title: t('attendancePickup.pickups.at'), render: (_, r) => dateTime(r.at, 'minute') },
    {
      key: 'who',
      title: t('attendancePickup.pickups.who'),
      render: (_, r) => (r.pickerName ? `${r.pickerName}（${r.relation ?? ''}）` : '—'),
    },
    {
      key: 'result',
      title: t('attendancePickup.pickups.result'),
      render: (_, r) =>
        r.authorised ? (
          <Tag color="green">{t('attendancePickup.pickups.authorised')}</Tag>
        ) : (
          <Tag color="red" data-testid="pickup-refused">
            {t(`attendancePickup.pickups.reasons.${r.reason ?? 'unknown-picker'}`)}
          </Tag>
        ),
    },
    {
      key: 'capture',
      title: t('attendancePickup.failures.capture'),
      render: (_, r) => (r.capture ? <Image width={40} src={r.capture.thumbnailUrl} preview={{ src: r.capture.url }} /> : r.captureRef),
      responsive: ['md'],
    },
    { key: 'device', title: t('attendancePickup.pickups.device'), dataIndex: 'deviceName', responsive: ['lg'] },
  ];

  return (
    <div data-testid="picker-panel">
      {canEdit && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="add-picker"
          onClick={() => setEditing(null)}
          style={{ marginBottom: 12 }}
        >
          {t('attendancePickup.picker.add')}
        </Button>
      )}
      <List<PickerRow>
        loading={q.isFetching}
        dataSource={info?.pickers ?? []}
        locale={{ emptyText: <Empty description={t('attendancePickup.picker.none')} /> }}
        renderItem={(p) => (
          <List.Item
            data-testid="picker-row"
            actions={
              canEdit
                ? [
                    <Typography.Link key="edit" data-testid="picker-edit" onClick={() => setEditing(p)}>
                      {t('kit.actions.edit')}
                    </Typography.Link>,
                    <Typography.Link
                      key="status"
                      data-testid="picker-status"
                      onClick={() => act(() => setPickerStatus(p.id, p.status === 'active' ? 'disabled' : 'active'))}
                    >
                      {t(p.status === 'active' ? 'attendancePickup.picker.disable' : 'attendancePickup.picker.enable')}
                    </Typography.Link>,
                    <Typography.Link key="remove" type="danger" data-testid="picker-remove" onClick={() => remove(p)}>
                      {t('attendancePickup.picker.remove')}
                    </Typography.Link>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              avatar={p.photo ? <Image width={56} src={p.photo.thumbnailUrl} preview={{ src: p.photo.url }} /> : null}
              title={
                <Space wrap>
                  <span>{`${p.name}（${p.relation}）`}</span>
                  <Tag color={p.validToday ? 'green' : 'default'}>
                    {t(p.validToday ? 'attendancePickup.picker.validToday' : 'attendancePickup.picker.notValidToday')}
                  </Tag>
                  {p.status === 'disabled' && <Tag>{t('attendancePickup.picker.disabled')}</Tag>}
                </Space>
              }
              description={
                <Space wrap size={[12, 0]}>
                  <span>{p.phone}</span>
                  <span>{validity(p)}</span>
                  {p.faceRef && <span>{`${t('attendancePickup.picker.faceRef')}: ${p.faceRef}`}</span>}
                  {p.cardNo && <span>{`${t('attendancePickup.picker.cardNo')}: ${p.cardNo}`}</span>}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('attendancePickup.pickups.title')}
      </Typography.Title>
      <Table<PickupRow>
        size="small"
        rowKey="id"
        columns={pickupColumns}
        dataSource={info?.pickups ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="pickups-table"
      />
      {editing !== undefined && info && (
        <PickerDialog
          studentId={studentId}
          guardians={info.guardians}
          picker={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void afterSave();
          }}
        />
      )}
    </div>
  );
}
