import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../widgets/index.ts';

/** The supervision page's search by a school's or group's name. */
export function NameSearch({ loading, onSearch }: { loading: boolean; onSearch: (name: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <SearchForm
      loading={loading}
      fields={[
        {
          key: 'name',
          label: t('regulationConsole.supervise.fields.name'),
          component: 'input',
          maxLength: 50,
          placeholder: t('regulationConsole.supervise.searchPlaceholder'),
        },
      ]}
      onSearch={(v) => onSearch(v.name as string | undefined)}
    />
  );
}
