import { Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedList } from '../../../kit/index.ts';
import { DATA_ENDPOINTS as D } from './data-centre-api.ts';

const SEVERITY_COLORS = ['', 'default', 'orange', 'red'];

/** The children behind one allergen bar, most severe first, paged on the server. */
export function AllergenChildrenDrawer({ allergen, onClose }: { allergen: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const list = usePagedList(D.allergenChildren, { allergenId: allergen.id }, { key: `allergen-${allergen.id}` });
  return (
    <Drawer
      open
      size="large"
      title={t('healthData.allergen.childrenTitle', { name: allergen.name })}
      onClose={onClose}
      data-testid="allergen-children"
    >
      <PagedTable
        list={list}
        rowKey="studentId"
        testId="allergen-children-table"
        columns={[
          { key: 'name', title: t('healthData.child'), dataIndex: 'name' },
          { key: 'className', title: t('healthData.className'), dataIndex: 'className' },
          {
            key: 'severity',
            title: t('healthData.allergen.severity'),
            render: (_, c) => <Tag color={SEVERITY_COLORS[c.severity]}>{t(`healthData.allergen.severities.${c.severity}`)}</Tag>,
          },
          { key: 'reaction', title: t('healthData.allergen.reaction'), dataIndex: 'reaction', responsive: ['sm'] },
        ]}
      />
    </Drawer>
  );
}
