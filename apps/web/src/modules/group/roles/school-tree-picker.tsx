import type { schoolPermissionTree } from '@kg/shared/modules/group/roles';
import { Checkbox, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export type SchoolTree = z.input<typeof schoolPermissionTree>;

export interface SchoolTreePickerProps {
  tree: SchoolTree;
  value: string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
}

/**
 * The school permission tree the server answers (sections → pages → codes): checking a section or
 * a page takes all of its codes (select-all per branch), the box above takes the whole tree.
 */
export function SchoolTreePicker({ tree, value, onChange, disabled }: SchoolTreePickerProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const text = (b: { title?: string; label?: { zh: string; en: string } }) =>
    b.title ? t(b.title) : b.label ? (en ? b.label.en : b.label.zh) : '';
  const all = useMemo(() => tree.flatMap((s) => s.pages.flatMap((p) => p.codes.map((c) => c.code))), [tree]);
  const treeData = useMemo(
    (): TreeDataNode[] =>
      tree.map((s) => ({
        key: `section:${s.name}`,
        title: text(s),
        children: s.pages.map((p) => ({
          key: `page:${s.name}:${p.name}`,
          title: text(p),
          children: p.codes.map((c) => ({
            key: c.code,
            title: <span data-testid={`school-code-${c.code}`}>{en ? c.label.en : c.label.zh}</span>,
          })),
        })),
      })),
    // text follows the language through t
    [tree, en, t],
  );
  const chosen = value.filter((c) => all.includes(c));
  const whole = chosen.length === all.length && all.length > 0;
  return (
    <div data-testid="school-tree">
      <Checkbox
        data-testid="school-select-all"
        disabled={disabled}
        checked={whole}
        indeterminate={chosen.length > 0 && !whole}
        onChange={(e) => onChange(e.target.checked ? [...all] : [])}
      >
        {t('groupRoles.selectAll', { count: chosen.length, total: all.length })}
      </Checkbox>
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        treeData={treeData}
        checkedKeys={chosen}
        onCheck={(keys) => {
          const list = Array.isArray(keys) ? keys : keys.checked;
          onChange(list.map(String).filter((k) => all.includes(k)));
        }}
      />
    </div>
  );
}
