import { CARD_FILTERS } from '@kg/shared/modules/attendance/card';
import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, toOptions, useCall, usePagedList } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { useRelationLabel } from '../../garden/index.ts';
import { CARD_ENDPOINTS, type CardHolder, type ChildCardsRow } from './card-api.ts';
import { CardTags } from './card-tags.tsx';

export interface CardsTabProps {
  canEdit: boolean;
  onBind: (holder: CardHolder) => void;
}

/** Search fields both tabs share: name, card number and the card status filter. */
export function useCardSearchFields(nameLabel: string): SearchField[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'name', label: nameLabel, component: 'input', maxLength: 30 },
      { key: 'cardNo', label: t('attendanceCard.fields.cardNo'), component: 'input', maxLength: 32 },
      {
        key: 'status',
        label: t('attendanceCard.fields.status'),
        component: 'select',
        options: CARD_FILTERS.map((s) => ({ label: t(`attendanceCard.filter.${s}`), value: s })),
      },
    ],
    [t, nameLabel],
  );
}

/** Children in school with their cards and their guardians' cards; binding for either. */
export function ChildCardsTab({ canEdit, onBind }: CardsTabProps) {
  const { t } = useTranslation();
  const relation = useRelationLabel();
  const list = usePagedList(CARD_ENDPOINTS.getStudentList);
  const classes = useCall('options', classOptionEndpoints.options, {});
  const shared = useCardSearchFields(t('attendanceCard.fields.child'));
  const fields = useMemo(
    (): SearchField[] => [
      { key: 'classId', label: t('attendanceCard.fields.class'), component: 'select', options: toOptions(classes.data) },
      ...shared,
    ],
    [t, classes.data, shared],
  );
  const bindLink = (holder: CardHolder) =>
    canEdit && (
      <Button type="link" size="small" data-testid={`bind-${holder.holderKind}`} onClick={() => onBind(holder)}>
        {t('attendanceCard.actions.bind')}
      </Button>
    );

  const columns: TableColumnsType<ChildCardsRow> = [
    { key: 'name', title: t('attendanceCard.fields.child'), dataIndex: 'name', width: 110 },
    { key: 'class', title: t('attendanceCard.fields.class'), render: (_, r) => r.className ?? t('kit.empty'), responsive: ['md'] },
    {
      key: 'cards',
      title: t('attendanceCard.fields.childCards'),
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <CardTags cards={r.cards} canEdit={canEdit} />
          {bindLink({ holderKind: 'child', studentId: r.studentId, name: r.name })}
        </Space>
      ),
    },
    {
      key: 'guardians',
      title: t('attendanceCard.fields.guardianCards'),
      render: (_, r) =>
        r.guardians.length === 0 ? (
          t('kit.empty')
        ) : (
          <Space direction="vertical" size={6}>
            {r.guardians.map((g) => (
              <div key={g.guardianId} data-testid="guardian">
                <Typography.Text strong>
                  {g.name}（{relation(g.relation)}）
                </Typography.Text>
                <CardTags cards={g.cards} canEdit={canEdit} />
                {bindLink({ holderKind: 'guardian', studentId: r.studentId, guardianId: g.guardianId, name: g.name })}
              </div>
            ))}
          </Space>
        ),
    },
  ];

  return (
    <>
      <SearchForm fields={fields} onSearch={(v) => list.setFilters(v)} loading={list.loading} />
      <PagedTable<ChildCardsRow> list={list} columns={columns} rowKey="studentId" testId="attendance-card-children" />
    </>
  );
}
