import { LoginType } from '@kg/shared';

/**
 * The login page and its partner-region variants (overview §2): the same form with the
 * region's own title and branding; tongan-login-new enters with loginType 7.
 */
export type LoginVariant = 'default' | 'tongan' | 'tonganNew' | 'xiangan';

export interface VariantSpec {
  /** i18n keys under login.variants.<variant>. */
  key: LoginVariant;
  /** Partner region the session belongs to (the shell hides the bell for tongan). */
  region: 'tongan' | 'xiangan' | null;
  /** teacher-login type entered after the password login, if not the normal one. */
  loginType: string | null;
  /** Accent colour of the region's branding. */
  accent: string;
}

export const VARIANTS: Record<LoginVariant, VariantSpec> = {
  default: { key: 'default', region: null, loginType: null, accent: '#1677ff' },
  tongan: { key: 'tongan', region: 'tongan', loginType: null, accent: '#0e8a6a' },
  tonganNew: { key: 'tonganNew', region: 'tongan', loginType: LoginType.tongan, accent: '#0e8a6a' },
  xiangan: { key: 'xiangan', region: 'xiangan', loginType: null, accent: '#c2410c' },
};

/** The partner region of this browser's session, kept beside it (session §3 regional flags). */
const REGION_KEY = 'kg.partnerRegion';

export function savePartnerRegion(region: VariantSpec['region']): void {
  try {
    if (region) localStorage.setItem(REGION_KEY, region);
    else localStorage.removeItem(REGION_KEY);
  } catch {
    // blocked storage: the flag only steers branding
  }
}

export function partnerRegion(): VariantSpec['region'] {
  try {
    const v = localStorage.getItem(REGION_KEY);
    return v === 'tongan' || v === 'xiangan' ? v : null;
  } catch {
    return null;
  }
}
