import { buildPermissionTree, type Label, treeCodes } from '@kg/shared/modules/permission-tree';
import { Checkbox, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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
}

/**
 * Sections → pages → codes with a checkbox on every branch: checking a section or a page takes
 * all of its codes, and "all" takes the whole tree. The value is the codes only.
 */
export function PermissionTreePicker({ value = [], onChange, disabled }: PermissionTreePickerProps) {
  const { t, i18n } = useTranslation();
  const text = useBranchText();
  const en = i18n.language === 'en';
  const treeData = useMemo(
    (): TreeDataNode[] =>
      PERMISSION_TREE.map((s) => ({
        key: `section:${s.name}`,
        title: text(s),
        children: s.pages.map((p) => ({
          key: `page:${p.name}`,
          title: text(p),
          children: p.codes.map((c) => ({
            key: c.code,
            title: (
              <span data-testid={`code-${c.code}`}>
                {en ? c.label.en : c.label.zh} <span className="role-code">{c.code}</span>
              </span>
            ),
          })),
        })),
      })),
    // text follows the language through t
    [text, en],
  );
  const chosen = value.filter((c) => TREE_CODES.includes(c));
  const all = chosen.length === TREE_CODES.length;
  return (
    <div data-testid="permission-tree">
      <Checkbox
        data-testid="select-all"
        disabled={disabled}
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onChange={(e) => onChange?.(e.target.checked ? [...TREE_CODES] : [])}
      >
        {t('roles.selectAll', { count: chosen.length, total: TREE_CODES.length })}
      </Checkbox>
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={chosen}
        onCheck={(keys) => {
          const list = Array.isArray(keys) ? keys : keys.checked;
          onChange?.(list.map(String).filter((k) => TREE_CODES.includes(k)));
        }}
      />
    </div>
  );
}
