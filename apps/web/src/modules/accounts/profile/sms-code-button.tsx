import { LINK_SCENE, type SmsScene, verificationEndpoints } from '@kg/shared/modules/accounts/verification';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../kit/call.ts';

export const RESEND_SECONDS = 60;

export interface SmsCodeButtonProps {
  /** Resolves the phone to send to, or rejects (e.g. the form field is not valid yet). */
  phone: () => Promise<string>;
  /** What the code is for: 'password', 'mobile-change', ... (server SMS scenes); 'link' asks the holder's consent (send-link-code). */
  scene: SmsScene;
  disabled?: boolean;
  /**
   * The phone the form holds now: the countdown belongs to the phone it was sent to (the
   * server limits per phone), so typing another number allows a code for it at once.
   */
  target?: string;
  /** Called once the code was sent. */
  onSent?: () => void;
}

/** Sends an SMS code, then counts down before a resend is possible. */
export function SmsCodeButton({ phone, scene, disabled, target, onSent }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const waiting = left > 0 && (target === undefined || target === sentTo);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function send() {
    let to: string;
    try {
      to = await phone();
    } catch {
      return; // the form shows what is wrong with the phone
    }
    setBusy(true);
    try {
      const r =
        scene === LINK_SCENE
          ? await call(verificationEndpoints.sendLinkCode, { phone: to })
          : await call(verificationEndpoints.sendCode, { phone: to, scene });
      setLeft(r.resendAfter > 0 ? r.resendAfter : RESEND_SECONDS);
      setSentTo(to);
      onSent?.();
    } catch {
      // the request layer showed the server's message (e.g. sent too often)
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={send} loading={busy} disabled={disabled || waiting} data-testid="send-code" style={{ minWidth: 120 }}>
      {waiting ? t('account.sms.resendIn', { seconds: left }) : t('account.sms.send')}
    </Button>
  );
}
