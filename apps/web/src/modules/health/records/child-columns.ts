import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** What every row of the record lists shows of a child. */
export interface ChildCells {
  name: string;
  clazzName: string | null;
  gender: number;
}

/** The child's name, class and (from a tablet up) gender: the first columns of the allergy and history lists. */
export function useChildColumns<R extends ChildCells>(): TableColumnsType<R> {
  const { t } = useTranslation();
  return [
    { key: 'name', title: t('healthChecks.fields.name'), dataIndex: 'name' },
    { key: 'clazz', title: t('healthChecks.fields.clazz'), render: (_, r) => r.clazzName ?? t('kit.empty') },
    { key: 'gender', title: t('healthChecks.fields.gender'), render: (_, r) => t(`healthChecks.genders.${r.gender}`), responsive: ['md'] },
  ];
}
