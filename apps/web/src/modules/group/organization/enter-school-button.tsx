import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tabsStore } from '../../../kit/tabs-store.ts';
import { clearSessionStorageKeepingReferer } from '../../../session/referer.ts';
import { sessionFromLogin, sessionStore } from '../../../session/session-store.ts';
import { enterSchool } from './org-api.ts';

/**
 * "Enter" on a school of the group: a new session inside that school with the school codes of
 * the employee's group roles, stored like an institution switch (overview §4): session storage
 * cleared (the referer kept), tabs reset, the school's desktop, then its name.
 */
export function EnterSchoolButton({ schoolId, name }: { schoolId: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const enter = async () => {
    setBusy(true);
    try {
      const data = await enterSchool(schoolId);
      sessionStore.set(sessionFromLogin(data));
      clearSessionStorageKeepingReferer();
      tabsStore.reset();
      void navigate(`/desktop/index?schoolId=${data.schoolId}`);
      sessionStore.update({ schoolName: name });
    } catch {
      // the request layer said why (outside the employee's schools)
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" loading={busy} data-testid="row-enter" onClick={() => void enter()}>
      {t('groupOrg.enter')}
    </Button>
  );
}
