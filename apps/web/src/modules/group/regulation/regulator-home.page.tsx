import { LoginOutlined } from '@ant-design/icons';
import type { Answer } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { regulationEndpoints } from '@kg/shared/modules/group/regulation';
import { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useCall } from '../../../kit/call.ts';
import { ConsoleLinks } from './console-links.tsx';
import { SchoolList, type SchoolRow } from './school-list.tsx';

type AuthCode = Pick<Answer<typeof signInEndpoints.refererCode>, 'temptoken' | 'loginId' | 'tenantryName'>;

/** The address a regulator's read-only visit opens: /referer with a fresh single-use token. */
export function refererAddress(code: AuthCode, site: string): string {
  const q = new URLSearchParams({
    temptoken: code.temptoken,
    loginId: String(code.loginId),
    tenantryName: code.tenantryName,
    referer: site,
  });
  return `/referer?${q}`;
}

/** /regulator/index: the supervised schools; 'enter' opens one read-only in a new tab. */
export default function RegulatorHomePage() {
  const { t } = useTranslation();
  const [entering, setEntering] = useState<number | null>(null);
  // the units in the member's reach: a superior sees their schools too
  const units = useCall('options', regulationEndpoints.unitOptions, {});

  async function enter(row: SchoolRow) {
    // opened now, inside the click: a window opened after the call would be blocked as a pop-up
    const tab = window.open('', '_blank');
    setEntering(row.id);
    try {
      const code = await call(signInEndpoints.refererCode, { schoolId: row.id });
      const url = refererAddress(code, `${window.location.origin}/regulator/index`);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close(); // the request layer showed why
    } finally {
      setEntering(null);
    }
  }

  return (
    <>
      <ConsoleLinks />
      <SchoolList
        endpoint={regulatorHomeEndpoints.regulatorSchools}
        title={t('regulator.title')}
        showGroup
        units={units.data}
        action={(row) => (
          <Button
            type="link"
            icon={<LoginOutlined />}
            loading={entering === row.id}
            disabled={'allowEntry' in row && !row.allowEntry}
            title={'allowEntry' in row && !row.allowEntry ? t('regulator.noEntry') : undefined}
            onClick={() => enter(row)}
            data-testid="enter-school"
          >
            {t('regulator.enter')}
          </Button>
        )}
      />
    </>
  );
}
