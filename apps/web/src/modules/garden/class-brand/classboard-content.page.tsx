import { PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { BRAND_CONTENT_TYPES } from '@kg/shared/modules/garden/class-brand';
import { Button, Image, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  editDeleteColumn,
  filtersOf,
  PageCard,
  PagedTable,
  searchFields,
  toOptions,
  useCatalog,
  useConfirmDelete,
  usePagedList,
} from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type ImageRecord, SearchForm } from '../../../widgets/index.ts';
import { BRAND_ENDPOINTS, type BrandContent, deleteBrandContent } from '../classboard-api.ts';
import { useClassOptions } from '../index.ts';
import { BrandContentDialog } from './brand-content-dialog.tsx';

/** Pictures shown small in the list; the preview group opens them large. */
function Thumbs({ images }: { images: ImageRecord[] }) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup items={images.map((i) => i.url)}>
      <Space size={4}>
        {images.slice(0, 3).map((img) => (
          <Image key={String(img.id)} width={40} height={40} style={{ objectFit: 'cover' }} src={img.thumbnailUrl || img.url} />
        ))}
        {images.length > 3 && <Typography.Text type="secondary">+{images.length - 3}</Typography.Text>}
      </Space>
    </Image.PreviewGroup>
  );
}

/** Class showcase: what each class shows on its board, by class, type and title. */
export default function ClassboardContentPage() {
  const { t } = useTranslation();
  const { options } = useCatalog();
  const classes = useClassOptions();
  const list = usePagedList(BRAND_ENDPOINTS.list);
  const canEdit = usePermission([G.classBrand]);
  const confirmDelete = useConfirmDelete();
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<BrandContent | null | undefined>(undefined);

  const search = searchFields([
    { key: 'classId', label: t('classboard.content.class'), component: 'select', options: toOptions(classes.data) },
    { key: 'contentType', label: t('classboard.content.contentType'), component: 'select', options: options(BRAND_CONTENT_TYPES) },
    { key: 'title', label: t('classboard.content.title'), component: 'input' },
  ]);
  const empty = t('kit.empty');
  const columns: TableColumnsType<BrandContent> = [
    { title: t('classboard.content.title'), dataIndex: 'title', key: 'title' },
    { title: t('classboard.content.class'), dataIndex: 'className', key: 'class' },
    { title: t('classboard.content.contentType'), dataIndex: 'contentTypeName', key: 'type' },
    {
      title: t('classboard.content.text'),
      dataIndex: 'content',
      key: 'content',
      ellipsis: true,
      width: 240,
      responsive: ['md'],
      render: (v: string | null) => v || empty,
    },
    {
      title: t('classboard.content.images'),
      dataIndex: 'images',
      key: 'images',
      render: (v: ImageRecord[]) => <Thumbs images={v ?? []} />,
    },
    {
      title: t('classboard.content.shownDates'),
      key: 'dates',
      render: (_, r) => (r.startDate || r.endDate ? `${r.startDate ?? ''} ~ ${r.endDate ?? ''}` : t('classboard.content.always')),
    },
    {
      title: t('classboard.content.createdBy'),
      dataIndex: 'createdByName',
      key: 'createdBy',
      responsive: ['lg'],
      render: (v: string | null) => v || empty,
    },
  ];
  if (canEdit) {
    columns.push(
      editDeleteColumn<BrandContent>(t, setEditing, (r) =>
        confirmDelete(async () => {
          await deleteBrandContent(r.id);
        }),
      ),
    );
  }

  const chosenClass = Number(list.filters.classId) || undefined;
  return (
    <PageCard
      title={t('garden.menu.classBrandContent')}
      testId="classboard-content"
      extra={
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        ) : null
      }
    >
      <SearchForm fields={search} onSearch={(d) => list.setFilters(filtersOf(d))} loading={list.loading} />
      <PagedTable<BrandContent> list={list} columns={columns} testId="classboard-content-table" />
      {editing !== undefined && <BrandContentDialog open content={editing} classId={chosenClass} onClose={() => setEditing(undefined)} />}
    </PageCard>
  );
}
