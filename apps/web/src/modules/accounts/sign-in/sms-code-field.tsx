import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendLoginCode } from '../../../api/auth.ts';

/**
 * The code input and its send button of the SMS sign-in, in the login page's plain elements.
 * `phone` answers the phone to text, or null when the phone field is not valid (it shows why).
 */
export function SmsCodeField(p: {
  id: string;
  value: string;
  invalid: boolean;
  onChange: (e: { target: { value: string } }) => void;
  phone: () => string | null;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send() {
    const phone = p.phone();
    if (!phone) return;
    setSending(true);
    try {
      setWait(await sendLoginCode(phone));
    } catch (e) {
      p.onError((e as Error).message || t('login.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <input
        id={p.id}
        name="code"
        value={p.value}
        onChange={p.onChange}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('login.codePlaceholder')}
        aria-invalid={p.invalid}
      />
      <button type="button" className="kg-login-send" data-testid="send-login-code" disabled={sending || wait > 0} onClick={send}>
        {wait > 0 ? t('login.resendIn', { n: wait }) : t('login.sendCode')}
      </button>
    </>
  );
}
