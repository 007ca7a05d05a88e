import { LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.ts';
import { SchoolList, type SchoolRow } from './school-list.tsx';

interface AuthCode {
  temptoken: string;
  loginId: number;
  tenantryName: string;
}

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

  async function enter(row: SchoolRow) {
    // opened now, inside the click: a window opened after the call would be blocked as a pop-up
    const tab = window.open('', '_blank');
    setEntering(row.id);
    try {
      const code = await request<AuthCode>('/iam/v1/web-oauth/common/auth-code', { data: { schoolId: row.id } });
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
    <SchoolList
      url="/kid-arch/v1/regulator/school/list"
      title={t('regulator.title')}
      showGroup
      action={(row) => (
        <Button
          type="link"
          icon={<LoginOutlined />}
          loading={entering === row.id}
          disabled={row.disabled}
          onClick={() => enter(row)}
          data-testid="enter-school"
        >
          {t('regulator.enter')}
        </Button>
      )}
    />
  );
}
