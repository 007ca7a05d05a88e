import { Button, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedList } from '../../../kit/index.ts';
import { SearchForm } from '../../../widgets/index.ts';
import { CARD_ENDPOINTS, type StaffCardsRow } from './card-api.ts';
import { CardTags } from './card-tags.tsx';
import { type CardsTabProps, useCardSearchFields } from './child-cards-tab.tsx';

/** Staff in post with their cards (a staff card's swipe counts for the staff member). */
export function StaffCardsTab({ canEdit, onBind }: CardsTabProps) {
  const { t } = useTranslation();
  const list = usePagedList(CARD_ENDPOINTS.getTeacherList);
  const fields = useCardSearchFields(t('attendanceCard.fields.staff'));
  const columns: TableColumnsType<StaffCardsRow> = [
    { key: 'name', title: t('attendanceCard.fields.staff'), dataIndex: 'name', width: 110 },
    {
      key: 'cards',
      title: t('attendanceCard.fields.cards'),
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <CardTags cards={r.cards} canEdit={canEdit} />
          {canEdit && (
            <Button
              type="link"
              size="small"
              data-testid="bind-staff"
              onClick={() => onBind({ holderKind: 'staff', staffId: r.staffId, name: r.name })}
            >
              {t('attendanceCard.actions.bind')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <SearchForm fields={fields} onSearch={(v) => list.setFilters(v)} loading={list.loading} />
      <PagedTable<StaffCardsRow> list={list} columns={columns} rowKey="staffId" testId="attendance-card-staff" />
    </>
  );
}
