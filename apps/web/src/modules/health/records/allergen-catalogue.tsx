import { PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSave } from '../../../kit/index.ts';
import { joinList } from '../../../kit/with-note.ts';
import { AllergenAddDialog } from './allergen-add-dialog.tsx';
import type { Allergen } from './records-api.ts';

/** The school's allergens (the defaults and its own) with what recipes match each by; the allergy code adds one. */
export function AllergenCatalogue({ allergens, mayEdit, onClose }: { allergens: Allergen[]; mayEdit: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const afterSave = useAfterSave();
  const [adding, setAdding] = useState(false);
  const en = i18n.language.startsWith('en');
  const columns: TableColumnsType<Allergen> = [
    { key: 'name', title: t('healthChecks.allergens.name'), render: (_, a) => (en ? (a.nameEn ?? a.name) : a.name) },
    {
      key: 'other',
      title: t(en ? 'healthChecks.allergens.name' : 'healthChecks.allergens.nameEn'),
      render: (_, a) => (en ? a.name : (a.nameEn ?? t('kit.empty'))),
      responsive: ['sm'],
    },
    { key: 'kind', title: t('healthChecks.fields.kind'), render: (_, a) => <Tag>{t(`healthChecks.kinds.${a.kind}`)}</Tag> },
    {
      key: 'matches',
      title: t('healthChecks.allergens.matches'),
      render: (_, a) => joinList([...a.foodCategories, ...a.foodKeywords]) || t('kit.empty'),
      responsive: ['md'],
    },
  ];
  return (
    <Modal
      open
      title={t('healthChecks.allergens.title')}
      onCancel={onClose}
      footer={
        mayEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="add-allergen">
            {t('healthChecks.allergens.add')}
          </Button>
        )
      }
      width={760}
    >
      <Table<Allergen>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={allergens}
        pagination={false}
        scroll={{ x: 'max-content', y: 420 }}
        data-testid="allergen-table"
      />
      {adding && (
        <AllergenAddDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void afterSave();
          }}
        />
      )}
    </Modal>
  );
}
