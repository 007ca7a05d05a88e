import { ROOM_TYPES, roomEndpoints } from '@kg/shared/modules/garden/rooms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useAfterSave, useCatalog } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { type Room, type RoomSave, saveRoom } from '../classboard-api.ts';

export interface RoomDialogProps {
  /** The place to edit; null adds one. */
  room: Room | null;
  open: boolean;
  onClose: () => void;
}

const blankToNull = (v: unknown) => (v === undefined || v === '' ? null : v);

/** Add or edit a place: insert adds without id and updates with one. */
export function RoomDialog({ room, open, onClose }: RoomDialogProps) {
  const { t } = useTranslation();
  const { options } = useCatalog();
  const afterSave = useAfterSave();

  const fields = useMemo(
    (): FormField[] => [
      { key: 'name', label: t('classboard.room.name'), component: 'input' },
      {
        key: 'roomType',
        label: t('classboard.room.roomType'),
        component: 'select',
        options: options(ROOM_TYPES),
        rules: [{ required: true }],
      },
      {
        key: 'capacity',
        label: t('classboard.room.capacity'),
        component: 'number',
        decimalPlaces: 0,
        maxLength: 4,
      },
      { key: 'location', label: t('classboard.room.location'), component: 'input' },
      { key: 'remark', label: t('classboard.room.remark'), component: 'input', rows: 3, colspan: 2 },
    ],
    [t, options],
  );

  const initialValues = useMemo(
    (): Entry =>
      room
        ? {
            name: room.name,
            roomType: room.roomType,
            capacity: room.capacity ?? undefined,
            location: room.location ?? '',
            remark: room.remark ?? '',
          }
        : { roomType: 1 },
    [room],
  );

  return (
    <FormDialog
      open={open}
      title={room ? t('classboard.room.edit') : t('classboard.room.add')}
      width={720}
      columns={2}
      labelWidth={110}
      fields={fields}
      rulesFrom={roomEndpoints.save}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const body: RoomSave = {
          name: v.name as string,
          roomType: v.roomType,
          capacity: blankToNull(v.capacity),
          location: blankToNull(v.location),
          remark: blankToNull(v.remark),
        };
        await saveRoom(body, room?.id);
        onClose();
        await afterSave();
      }}
    />
  );
}
