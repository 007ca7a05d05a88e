import { staffOptionEndpoints } from '@kg/shared/modules/garden/staff-options';
import { call } from '../../kit/call.ts';

/** One certificate of the catalogue (domain §3): stored name, type code, label in the UI language. */
export interface CertificateKind {
  certificateName: string;
  certificateType: number;
  label: string;
}

export type CertificateLoader = (postType: number | string) => Promise<CertificateKind[]>;

/** The certificates a post type may hold. */
export const loadCertificates: CertificateLoader = async (postType) => {
  const data = await call(staffOptionEndpoints.certificateNames, { postType });
  return data.certificateNameList ?? [];
};
