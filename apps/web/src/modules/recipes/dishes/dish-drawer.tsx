import { DISH_NUTRIENTS, type DishDetail } from '@kg/shared/modules/recipes/dish-shapes';
import { Alert, Descriptions, Drawer, Image, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinList } from '../../../kit/with-note.ts';

/** A value per child: "—" when the tables did not measure it, "Tr" for a trace. */
function cell(v: number | null, trace: boolean) {
  if (trace) return 'Tr';
  return v === null ? '—' : v;
}

/** A dish as the kitchen reads it: foods with grams and nutrients per child, the totals, photos and warnings. */
export function DishDrawer({ dish, onClose }: { dish: DishDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={!!dish} onClose={onClose} width="min(760px, 100vw)" title={dish?.name} data-testid="dish-drawer">
      {dish && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {dish.warnings.map((w) => (
            <Alert
              key={w.groupId}
              type="warning"
              showIcon
              message={t('recipesDishes.warning', { group: w.groupName, count: w.children, foods: joinList(w.foods) })}
            />
          ))}
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('recipesDishes.fields.kind')}>{t(`recipesDishes.kinds.${dish.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('recipesDishes.fields.shown')}>
              {t(dish.shown ? 'recipesDishes.shown' : 'recipesDishes.hidden')}
            </Descriptions.Item>
            {dish.description && <Descriptions.Item label={t('recipesDishes.fields.description')}>{dish.description}</Descriptions.Item>}
          </Descriptions>
          {dish.images.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap>
                {dish.images.map((img) => (
                  <Image
                    key={img.id}
                    width={96}
                    height={96}
                    style={{ objectFit: 'cover' }}
                    src={img.thumbnailUrl}
                    preview={{ src: img.url }}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          <Typography.Title level={5}>{t('recipesDishes.perChild')}</Typography.Title>
          <Space wrap data-testid="dish-totals">
            {DISH_NUTRIENTS.map(([k, unit]) => (
              <Tag key={k} color={dish.nutrients[k].unknown ? 'orange' : 'blue'}>
                {t(`recipesDishes.nutrients.${k}`)} {dish.nutrients[k].value} {unit}
                {dish.nutrients[k].unknown > 0 && ` (${t('recipesDishes.unknownCount', { count: dish.nutrients[k].unknown })})`}
              </Tag>
            ))}
          </Space>
          <Table
            size="small"
            rowKey="foodCode"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={dish.ingredients}
            columns={[
              { key: 'food', title: t('recipesDishes.fields.food'), render: (_, r) => `${r.foodName} (${r.foodCode})`, fixed: 'left' },
              { key: 'category', title: t('recipesDishes.fields.category'), dataIndex: 'category', responsive: ['md'] },
              { key: 'grams', title: t('recipesDishes.fields.grams'), dataIndex: 'grams', align: 'right' },
              ...DISH_NUTRIENTS.map(([k, unit]) => ({
                key: k,
                title: `${t(`recipesDishes.nutrients.${k}`)} (${unit})`,
                align: 'right' as const,
                render: (_: unknown, r: DishDetail['ingredients'][number]) => cell(r.nutrients[k], r.trace.includes(k)),
              })),
            ]}
          />
          <Typography.Text type="secondary">{t('recipesDishes.unknownHelp')}</Typography.Text>
        </Space>
      )}
    </Drawer>
  );
}
