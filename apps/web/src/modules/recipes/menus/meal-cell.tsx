import { WarningOutlined } from '@ant-design/icons';
import { Select, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinList } from '../../../kit/with-note.ts';
import type { DishAnswer } from './menu-api.ts';

/** One meal of one day: its dishes as closable tags (special-meal warnings beside them) and a picker to add one. */
export function MealCell({
  dishes,
  options,
  editable,
  onAdd,
  onRemove,
}: {
  dishes: DishAnswer[];
  options: { value: number; label: string }[];
  editable: boolean;
  onAdd: (dishId: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {dishes.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a dish may be served twice in a meal; its place tells them apart
        <div key={`${d.dishId}-${i}`}>
          <Tag
            closable={editable}
            onClose={(e) => {
              e.preventDefault();
              onRemove(i);
            }}
            closeIcon={editable ? undefined : false}
            style={{ marginInlineEnd: 4, whiteSpace: 'normal' }}
          >
            {d.name}
          </Tag>
          {d.warnings.map((w) => (
            <Tooltip key={w.groupId} title={t('recipesMenus.warning', { group: w.groupName, count: w.children, foods: joinList(w.foods) })}>
              <Tag color="orange" icon={<WarningOutlined />} data-testid="dish-warning" style={{ whiteSpace: 'normal', marginTop: 2 }}>
                {`${w.groupName}: ${joinList(w.foods)}`}
              </Tag>
            </Tooltip>
          ))}
        </div>
      ))}
      {editable && (
        <Select<number>
          size="small"
          showSearch
          optionFilterProp="label"
          placeholder={t('recipesMenus.addDish')}
          aria-label={t('recipesMenus.addDish')}
          options={options}
          value={null as unknown as number}
          onChange={(v) => v && onAdd(v)}
          style={{ width: '100%', minWidth: 110 }}
        />
      )}
    </Space>
  );
}
