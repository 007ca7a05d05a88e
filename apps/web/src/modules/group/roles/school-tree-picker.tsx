import type { schoolPermissionTree } from '@kg/shared/modules/group/roles';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CodeTree } from '../../../widgets/index.ts';

export type SchoolTree = z.input<typeof schoolPermissionTree>;

export interface SchoolTreePickerProps {
  tree: SchoolTree;
  value: string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
  /** School codes the editor may grant (their own roles'); null or absent: every code (the administrator). */
  grantable?: ReadonlySet<string> | null;
}

/**
 * The school permission tree the server answers (sections → pages → codes), searchable and
 * folded by module: checking a section or a page takes all of its codes the editor may give,
 * the box above the whole tree.
 */
export function SchoolTreePicker({ tree, value, onChange, disabled, grantable }: SchoolTreePickerProps) {
  const { t } = useTranslation();
  return (
    <CodeTree
      tree={tree}
      value={value}
      onChange={onChange}
      disabled={disabled}
      grantable={grantable}
      allText={(count, total) => t('groupRoles.selectAll', { count, total })}
      testId="school-tree"
      allTestId="school-select-all"
      codeTestId={(code) => `school-code-${code}`}
    />
  );
}
