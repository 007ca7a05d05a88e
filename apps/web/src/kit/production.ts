/**
 * Sections restricted by allowSchoolIds apply only on the production host (overview §2).
 * The host is named at build time: VITE_PRODUCTION_HOST, one host name or several separated
 * by commas (e.g. `VITE_PRODUCTION_HOST=admin.example.com npx vite build`). Unset: no host is
 * production, so every section shows to everyone (development, test and staging builds).
 */
export function isProductionHost(hostname: string, configured: string | undefined): boolean {
  if (!configured) return false;
  return configured
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
    .includes(hostname.toLowerCase());
}

export const PRODUCTION =
  typeof window !== 'undefined' && isProductionHost(window.location.hostname, import.meta.env.VITE_PRODUCTION_HOST as string | undefined);
