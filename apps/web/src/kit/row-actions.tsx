import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf, textWidth } from '../widgets/util/text-width.ts';
import './kit.css';

/** Room, in px, the actions of a row may take before the rest go under "more". */
export const ACTIONS_BUDGET = 160;
/** Space between two actions (kit.css). */
export const ACTIONS_GAP = 12;

type ActionProps = { onClick?: (e?: unknown) => void; danger?: boolean; disabled?: boolean; icon?: ReactNode; children?: ReactNode };
export type ActionElement = ReactElement<ActionProps>;

/** The action elements of a node: arrays and fragments opened, blanks (false, null) dropped. */
export function flattenActions(node: ReactNode): ActionElement[] {
  return Children.toArray(node).flatMap((c) => {
    if (!isValidElement(c)) return [];
    if (c.type === Fragment) return flattenActions((c.props as { children?: ReactNode }).children);
    return [c as ActionElement];
  });
}

/** How wide one action link is drawn: its text, and its icon if it has one. */
export const actionWidth = (el: ActionElement): number => textWidth(textOf(el)) + (el.props.icon ? 18 : 0);

/** The "more" link: its text, the gap and the arrow. */
const moreWidth = (t: TFunction) => textWidth(t('kit.actions.more')) + 20;

/** A "more" link must save at least this much room, else the one action it would hold is shown. */
const WORTH_FOLDING = 24;

/**
 * How many actions stay in the row: all of them when they fit the budget, else as many as fit
 * beside the "more" link (at least one), in the order the page gives them. A lone action is not
 * folded under a "more" about as wide as itself.
 */
export function shownCount(widths: readonly number[], budget: number, more: number): number {
  const all = widths.reduce((sum, w, i) => sum + w + (i ? ACTIONS_GAP : 0), 0);
  if (all <= budget) return widths.length;
  let used = more;
  let n = 0;
  for (const w of widths) {
    if (used + ACTIONS_GAP + w > budget) break;
    used += ACTIONS_GAP + w;
    n++;
  }
  if (n === widths.length - 1 && widths[n] - more < WORTH_FOLDING) return widths.length;
  return Math.max(1, n);
}

/** The width the row actions take, for the column that holds them. */
export function rowActionsWidth(items: readonly ActionElement[], t: TFunction, budget = ACTIONS_BUDGET): number {
  const widths = items.map(actionWidth);
  const n = shownCount(widths, budget, moreWidth(t));
  const shown = widths.slice(0, n).reduce((sum, w, i) => sum + w + (i ? ACTIONS_GAP : 0), 0);
  return n < widths.length ? shown + ACTIONS_GAP + moreWidth(t) : shown;
}

export interface RowActionsProps {
  /** The action links (buttons) in order of importance: the first ones stay in the row. */
  children: ReactNode;
  /** Room in px before the rest go under "more" (default ACTIONS_BUDGET). */
  budget?: number;
}

/**
 * The actions of a list row on one line: those that fit are shown, the rest open from a "more"
 * link (row-more). An action under "more" keeps its own element (its test id, its danger
 * colour); a click anywhere on its menu entry runs it.
 */
export function RowActions({ children, budget = ACTIONS_BUDGET }: RowActionsProps) {
  const { t } = useTranslation();
  const items = flattenActions(children);
  const n = shownCount(items.map(actionWidth), budget, moreWidth(t));
  const rest = items.slice(n);
  const menu: MenuProps = {
    items: rest.map((el, i) => ({
      key: String(el.key ?? i),
      label: el,
      danger: Boolean(el.props.danger),
      disabled: Boolean(el.props.disabled),
      className: 'kg-row-more-item',
    })),
    // a click on the entry around the link runs the action too; one on the link already did
    onClick: ({ key, domEvent }) => {
      if ((domEvent.target as HTMLElement | null)?.closest?.('button, a')) return;
      rest.find((el, i) => String(el.key ?? i) === key)?.props.onClick?.();
    },
  };
  return (
    <div className="kg-row-actions">
      {items.slice(0, n)}
      {rest.length > 0 && (
        <Dropdown trigger={['click']} menu={menu} placement="bottomRight">
          <Button type="link" size="small" icon={<DownOutlined />} iconPlacement="end" data-testid="row-more">
            {t('kit.actions.more')}
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
