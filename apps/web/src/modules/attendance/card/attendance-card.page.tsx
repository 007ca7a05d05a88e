import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, useAfterSave } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import type { CardHolder } from './card-api.ts';
import { CardBindDialog } from './card-bind-dialog.tsx';
import { ChildCardsTab } from './child-cards-tab.tsx';
import { StaffCardsTab } from './staff-cards-tab.tsx';

/** /attendance/device/card: children's, guardians' and staff cards; bind, report lost, destroy, recover. */
export default function AttendanceCardPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.cardEdit]);
  const [binding, setBinding] = useState<CardHolder | null>(null);
  const tab = { canEdit, onBind: setBinding };

  return (
    <PageCard title={t('attendanceCard.title')} testId="attendance-card">
      <Tabs
        items={[
          { key: 'children', label: t('attendanceCard.tabs.children'), children: <ChildCardsTab {...tab} /> },
          { key: 'staff', label: t('attendanceCard.tabs.staff'), children: <StaffCardsTab {...tab} /> },
        ]}
      />
      {binding && (
        <CardBindDialog
          holder={binding}
          onClose={() => setBinding(null)}
          onSaved={() => {
            setBinding(null);
            void afterSave();
          }}
        />
      )}
    </PageCard>
  );
}
