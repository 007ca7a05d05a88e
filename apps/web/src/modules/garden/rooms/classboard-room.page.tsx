import { PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { ROOM_TYPES } from '@kg/shared/modules/garden/rooms';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  editDeleteColumn,
  filtersOf,
  PageCard,
  PagedTable,
  searchFields,
  useCatalog,
  useConfirmDelete,
  usePagedList,
} from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { SearchForm } from '../../../widgets/index.ts';
import { deleteRoom, ROOM_ENDPOINTS, type Room } from '../classboard-api.ts';
import { RoomDialog } from './room-dialog.tsx';

/** Places (activity rooms): paged, searchable, added and edited in a dialog. */
export default function ClassboardRoomPage() {
  const { t } = useTranslation();
  const { options } = useCatalog();
  const list = usePagedList(ROOM_ENDPOINTS.list);
  const canEdit = usePermission([G.placeRoom]);
  const confirmDelete = useConfirmDelete();
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<Room | null | undefined>(undefined);

  const search = searchFields([
    { key: 'name', label: t('classboard.room.name'), component: 'input' },
    { key: 'roomType', label: t('classboard.room.roomType'), component: 'select', options: options(ROOM_TYPES) },
  ]);
  const empty = t('kit.empty');
  const columns: TableColumnsType<Room> = [
    { title: t('classboard.room.name'), dataIndex: 'name', key: 'name' },
    { title: t('classboard.room.roomType'), dataIndex: 'roomTypeName', key: 'roomType' },
    // a numeric 0 or a missing capacity shows as empty
    {
      title: t('classboard.room.capacity'),
      dataIndex: 'capacity',
      key: 'capacity',
      align: 'right',
      render: (v: number | null) => v || empty,
    },
    { title: t('classboard.room.location'), dataIndex: 'location', key: 'location', render: (v: string | null) => v || empty },
    {
      title: t('classboard.room.courseCount'),
      dataIndex: 'courseCount',
      key: 'courseCount',
      align: 'right',
      render: (v: number) => v || empty,
    },
    {
      title: t('classboard.room.remark'),
      dataIndex: 'remark',
      key: 'remark',
      ellipsis: true,
      responsive: ['md'],
      render: (v: string | null) => v || empty,
    },
  ];
  if (canEdit) {
    columns.push(
      editDeleteColumn<Room>(t, setEditing, (r) =>
        confirmDelete(async () => {
          await deleteRoom(r.id);
        }),
      ),
    );
  }

  return (
    <PageCard
      title={t('garden.menu.placeRoom')}
      testId="classboard-room"
      extra={
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        ) : null
      }
    >
      <SearchForm fields={search} onSearch={(d) => list.setFilters(filtersOf(d))} loading={list.loading} />
      <PagedTable<Room> list={list} columns={columns} testId="classboard-room-table" />
      {editing !== undefined && <RoomDialog open room={editing} onClose={() => setEditing(undefined)} />}
    </PageCard>
  );
}
