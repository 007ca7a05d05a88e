import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../widgets/search-form/search-form.tsx';

/** Name search above the school lists (the shared search bar: 查询 / 清空). */
export function SchoolSearch({ onSearch, loading }: { onSearch: (name: string) => void; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <SearchForm
      loading={loading}
      fields={[
        {
          key: 'name',
          label: t('regulator.columns.name'),
          component: 'input',
          maxLength: 50,
          placeholder: t('regulator.searchPlaceholder'),
        },
      ]}
      onSearch={(data) => onSearch(typeof data.name === 'string' ? data.name : '')}
    />
  );
}
