import { type ReactNode, useEffect, useState } from 'react';
import { refreshIdentity } from '../session/refresh-identity.ts';

/**
 * The school's logo beside its name in the header. Its URL is signed for an hour: when it no
 * longer loads, user-info signs a fresh one once; if that fails too, the plain icon stands in.
 */
export function SchoolLogo({ url, fallback }: { url?: string; fallback: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  const [retried, setRetried] = useState<string | null>(null);
  useEffect(() => setFailed(null), [url]);
  if (!url || failed === url) return <>{fallback}</>;
  const onError = () => {
    setFailed(url);
    if (retried === url) return;
    setRetried(url);
    void refreshIdentity();
  };
  return <img className="kg-school-logo" src={url} alt="" onError={onError} data-testid="school-logo" />;
}
