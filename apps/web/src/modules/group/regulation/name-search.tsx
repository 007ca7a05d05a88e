import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../widgets/index.ts';

export interface NameSearchProps {
  loading: boolean;
  onSearch: (name: string | undefined) => void;
  /** i18n keys of the field's label and placeholder; the supervision page's by default. */
  label?: string;
  placeholder?: string;
}

/** Search by a school's or group's name above the regulation lists (the shared search bar: 查询 / 清空). */
export function NameSearch({
  loading,
  onSearch,
  label = 'regulationConsole.supervise.fields.name',
  placeholder = 'regulationConsole.supervise.searchPlaceholder',
}: NameSearchProps) {
  const { t } = useTranslation();
  return (
    <SearchForm
      loading={loading}
      fields={[{ key: 'name', label: t(label), component: 'input', maxLength: 50, placeholder: t(placeholder) }]}
      onSearch={(v) => onSearch(typeof v.name === 'string' && v.name ? v.name : undefined)}
    />
  );
}
