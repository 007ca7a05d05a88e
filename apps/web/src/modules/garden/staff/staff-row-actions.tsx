import { GARDEN_CODES as G } from '@kg/shared';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActions } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { useSession } from '../../../session/session-store.ts';
import { resetPassword as reset, STAFF_PAGES, type StaffRow } from './staff-api.ts';
import type { StatusChangeKind } from './status-change-dialog.tsx';

export interface StaffRowActionsProps {
  row: StaffRow;
  departed: boolean;
  onStatusChange: (row: StaffRow, kind: StatusChangeKind) => void;
}

/** Asks first, then resets; the new password goes to the member by SMS, so only where it went is shown. */
function useResetPassword() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (row: StaffRow) =>
    modal.confirm({
      title: t('staff.reset.title'),
      content: t('staff.reset.confirm', { name: row.realName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const done = await reset(row.id);
        modal.success({
          title: t('staff.reset.title'),
          content: t('staff.reset.done', { name: row.realName, mobile: done.mobile }),
          okText: t('common.ok'),
        });
      },
    });
}

/** The actions of a list row, each shown only to holders of its code; nobody departs or resets themselves. */
export function StaffRowActions({ row, departed, onStatusChange }: StaffRowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const resetPassword = useResetPassword();
  const self = session?.teacherId === row.id;
  const can = {
    edit: usePermission([G.teacherUpdate]),
    departure: usePermission([G.teacherDeparture]),
    entry: usePermission([G.teacherDeparture, G.teacherAdd]),
    reset: usePermission([G.teacherResetPassword]),
    authorize: usePermission([G.teacherAuthorize]),
  };
  const link = (testId: string, label: string, onClick: () => void, danger = false) => (
    <Button key={testId} type="link" size="small" danger={danger} data-testid={testId} onClick={onClick}>
      {label}
    </Button>
  );
  const actions = departed
    ? [
        link('row-view', t('kit.actions.view'), () => navigate(STAFF_PAGES.info(row.id))),
        can.entry && link('row-entry', t('staff.actions.entry'), () => onStatusChange(row, 'entry')),
      ]
    : [
        link('row-view', t('kit.actions.view'), () => navigate(STAFF_PAGES.info(row.id))),
        can.edit && link('row-edit', t('kit.actions.edit'), () => navigate(STAFF_PAGES.edit(row.id))),
        can.authorize && link('row-authorize', t('staff.actions.authorize'), () => navigate(STAFF_PAGES.authorize(row.id))),
        can.reset && !self && link('row-reset-password', t('staff.actions.resetPassword'), () => resetPassword(row)),
        can.departure && !self && link('row-departure', t('staff.actions.departure'), () => onStatusChange(row, 'departure'), true),
      ];
  return <RowActions>{actions}</RowActions>;
}
