import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ItemList } from './item-list.tsx';
import type { GuideItem } from './use-guide-items.ts';

/** The onboarding items with a way to each (the workbench card; the bell shows the same). */
export function GuideList({ items }: { items: GuideItem[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ItemList
      empty={t('workbench.guide.none')}
      rows={items.map((item) => ({
        key: item.key,
        testId: `guide-${item.key}`,
        title: item.title,
        description: item.description,
        actions: (
          <Button type="link" onClick={() => navigate(item.path)}>
            {t('workbench.guide.go')}
          </Button>
        ),
      }))}
    />
  );
}
