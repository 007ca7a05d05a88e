import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../kit/date-time.ts';
import { type ChainCheck, verifyChain } from './audit-api.ts';

/** Checks the school's chain and says whether it holds, naming the first broken entry. */
export function VerifyButton() {
  const { t } = useTranslation();
  const [result, setResult] = useState<ChainCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setResult(await verifyChain());
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };
  const b = result?.broken;
  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} loading={busy} onClick={run} data-testid="audit-verify">
        {t('audit.verify.button')}
      </Button>
      {result && (
        <Alert
          data-testid="audit-verify-result"
          style={{ marginTop: 12 }}
          showIcon
          closable
          onClose={() => setResult(null)}
          type={result.ok ? 'success' : 'error'}
          title={result.ok ? t('audit.verify.ok', { count: result.checked, ms: result.ms }) : t('audit.verify.broken', { seq: b?.seq })}
          description={
            b
              ? t(`audit.verify.reasons.${b.reason}`, {
                  seq: b.seq,
                  id: b.id ?? '',
                  at: dateTime(b.at),
                })
              : undefined
          }
        />
      )}
    </>
  );
}
