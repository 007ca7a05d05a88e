import { SearchOutlined } from '@ant-design/icons';
import { Checkbox, Input, Tooltip, Tree, type TreeDataNode } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BranchText, branchKeys, type CodeBranches, codesOf, filterTree, nextValue, pageKey, sectionKey } from './code-tree-data.ts';

export interface CodeTreeProps {
  tree: readonly CodeBranches[];
  value?: string[];
  onChange?: (codes: string[]) => void;
  disabled?: boolean;
  /** Codes the editor may give (nobody grants what they don't hold); others show disabled with why. Absent: every code. */
  grantable?: ReadonlySet<string> | null;
  /** The select-all text for `count` of `total` codes chosen. */
  allText: (count: number, total: number) => string;
  /** Test ids: the whole tree, the select-all box, and each code's title. */
  testId: string;
  allTestId: string;
  codeTestId: (code: string) => string;
  /** Shows the code itself beside its label (the school's own role editor). */
  showCode?: boolean;
}

/**
 * A role's codes to pick: sections (one per module's menu section) collapsed until opened or
 * searched, pages named as the menu names them, a box on every branch taking its codes. A code
 * the editor does not hold is disabled with the reason on hover, and keeps its state through
 * any branch or select-all check, so the value never gains (or loses) what they may not give.
 */
export function CodeTree(p: CodeTreeProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const text: BranchText = (b) => (b.title ? t(b.title) : b.label ? (en ? b.label.en : b.label.zh) : '');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const value = p.value ?? [];
  const locked = (code: string) => Boolean(p.grantable && !p.grantable.has(code));
  const all = useMemo(() => codesOf(p.tree), [p.tree]);
  // text follows the language through t
  const shown = useMemo(() => filterTree(p.tree, search, text), [p.tree, search, t, en]);
  // a search opens what it found; clearing it folds the tree again
  useEffect(() => setExpanded(search.trim() ? branchKeys(shown) : []), [search, shown]);

  const leaf = (code: string, label: string): ReactNode => {
    const title = (
      <span data-testid={p.codeTestId(code)}>
        {label}
        {p.showCode && <span className="role-code"> {code}</span>}
      </span>
    );
    return locked(code) ? <Tooltip title={t('widgets.codeTree.notHeld')}>{title}</Tooltip> : title;
  };
  const treeData: TreeDataNode[] = shown.map((s) => ({
    key: sectionKey(s),
    title: text(s),
    children: s.pages.map((pg) => ({
      key: pageKey(s, pg),
      title: text(pg),
      children: pg.codes.map((c) => ({ key: c.code, title: leaf(c.code, en ? c.label.en : c.label.zh), disableCheckbox: locked(c.code) })),
    })),
  }));
  const chosen = value.filter((c) => all.includes(c));
  const visible = codesOf(shown);
  // the box is full when every code in sight the editor may give is chosen
  const open = visible.filter((c) => !locked(c));
  const whole = open.length > 0 && open.every((c) => value.includes(c));
  const change = (checked: string[]) => p.onChange?.(nextValue(value, visible, checked, locked));

  return (
    <div data-testid={p.testId}>
      {/* filters as it is typed: no search button to wrap under the box on a phone */}
      <Input
        allowClear
        prefix={<SearchOutlined />}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('widgets.codeTree.search')}
        style={{ maxWidth: 320, marginBottom: 8, display: 'flex' }}
      />
      <Checkbox
        data-testid={p.allTestId}
        disabled={p.disabled}
        checked={whole}
        indeterminate={chosen.length > 0 && !whole}
        onChange={(e) => change(e.target.checked ? visible : [])}
      >
        {p.allText(chosen.length, all.length)}
      </Checkbox>
      {shown.length === 0 ? (
        <div className="role-code">{t('widgets.codeTree.none')}</div>
      ) : (
        <Tree
          checkable
          selectable={false}
          disabled={p.disabled}
          treeData={treeData}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          checkedKeys={chosen}
          onCheck={(keys) => change((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      )}
    </div>
  );
}
