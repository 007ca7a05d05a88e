import { buildPermissionTree, type Label, treeCodes } from '@kg/shared/modules/permission-tree';
import { useTranslation } from 'react-i18next';
import { CodeTree } from '../../../widgets/index.ts';

/** The permission tree built from the module declarations; the same for every page that shows it. */
export const PERMISSION_TREE = buildPermissionTree();
export const TREE_CODES = treeCodes(PERMISSION_TREE);

/** A branch's text: its menu title where a page declares one, else its label in the user's language. */
export function useBranchText() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (b: { title?: string; label?: Label }) => (b.title ? t(b.title) : b.label ? (en ? b.label.en : b.label.zh) : '');
}

export interface PermissionTreePickerProps {
  value?: string[];
  onChange?: (codes: string[]) => void;
  disabled?: boolean;
  /** Codes the editor may grant (those they hold); absent: every code. */
  grantable?: ReadonlySet<string> | null;
}

/**
 * The school's permission tree (sections → pages → codes), searchable and folded by module;
 * checking a section or a page takes all of its codes the editor may give. The value is the codes only.
 */
export function PermissionTreePicker({ value = [], onChange, disabled, grantable }: PermissionTreePickerProps) {
  const { t } = useTranslation();
  return (
    <CodeTree
      tree={PERMISSION_TREE}
      value={value}
      onChange={onChange}
      disabled={disabled}
      grantable={grantable}
      allText={(count, total) => t('roles.selectAll', { count, total })}
      testId="permission-tree"
      allTestId="select-all"
      codeTestId={(code) => `code-${code}`}
      showCode
    />
  );
}
