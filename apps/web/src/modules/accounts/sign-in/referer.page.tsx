import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { refererLogin } from '../../../api/auth.ts';
import { tabsStore } from '../../../kit/tabs-store.ts';
import { getReferer, refererUrl, saveReferer } from '../../../session/referer.ts';
import { homePath } from './landing.ts';

/**
 * /referer (overview §2): a regulator enters a supervised school read-only with a single-use
 * temptoken; the regulator site (referer) is stored so logout returns there.
 */
export default function RefererPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const started = useRef(false);
  const temptoken = params.get('temptoken') ?? '';
  const loginId = params.get('loginId') ?? '';
  const tenantryName = params.get('tenantryName') ?? '';

  useEffect(() => {
    // the token is single-use: StrictMode's second effect run must not spend it again
    if (started.current) return;
    started.current = true;
    if (!temptoken || !/^\d+$/.test(loginId)) {
      setError(t('login.referer.missing'));
      return;
    }
    void (async () => {
      try {
        sessionStorage.clear();
        const referer = params.get('referer');
        if (referer) saveReferer(referer, params.get('protocol') ?? '');
        const session = await refererLogin(temptoken, loginId);
        tabsStore.reset();
        void navigate(homePath(session), { replace: true });
      } catch (e) {
        setError((e as Error).message || t('login.referer.failed'));
      }
    })();
  }, [temptoken, loginId, params, navigate, t]);

  if (error) {
    const stored = getReferer();
    // only an http(s) address becomes the way back (refererUrl answers null for anything else)
    const back = stored ? refererUrl(stored) : null;
    return (
      <Result
        status="warning"
        title={t('login.referer.failedTitle')}
        subTitle={error}
        extra={
          back ? (
            <Button type="primary" href={back}>
              {t('login.referer.back')}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <div style={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      <Spin size="large" />
      <div>{tenantryName ? t('login.referer.enteringNamed', { name: tenantryName }) : t('login.referer.entering')}</div>
    </div>
  );
}
