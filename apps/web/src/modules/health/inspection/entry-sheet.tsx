import { Drawer, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../kit/use-mobile.ts';

/** The sheet's share of the screen; the roster keeps the rest (and scrolls its chosen tile above it). */
export const SHEET_HEIGHT = '55vh';

/**
 * Where the chosen child's panel sits: beside the roster on a wide screen; on a phone (below
 * 993 px) a bottom sheet without a mask, so the roster it was opened from stays visible above it
 * and the next tap on a tile picks another child.
 */
export function EntrySheet({
  open,
  name,
  studentNo,
  onClose,
  children,
}: {
  open: boolean;
  name: string;
  studentNo: string | null;
  onClose: () => void;
  children: (bare: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  if (!mobile) return children(false);
  return (
    <Drawer
      open={open}
      placement="bottom"
      size={SHEET_HEIGHT}
      mask={false}
      // the roster stays usable while the sheet is open: focus may leave it
      focusable={{ trap: false }}
      rootClassName="inspect-sheet"
      title={
        <span>
          {name} <Typography.Text type="secondary">{studentNo ?? ''}</Typography.Text>
        </span>
      }
      closable={{ 'aria-label': t('healthInspect.entry.closeSheet') }}
      onClose={onClose}
      data-testid="inspect-sheet"
    >
      {children(true)}
    </Drawer>
  );
}
