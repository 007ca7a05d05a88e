import { request } from '../../api/request.ts';

/** One certificate of the catalogue (domain §3): stored name, type code, label in the UI language. */
export interface CertificateKind {
  certificateName: string;
  certificateType: number;
  label: string;
}

export type CertificateLoader = (postType: number | string) => Promise<CertificateKind[]>;

/** The certificates a post type may hold. */
export const loadCertificates: CertificateLoader = async (postType) => {
  const data = await request<{ certificateNameList: CertificateKind[] }>('/kid-arch/v1/teacher/certificate/getCertificateName', {
    data: { postType },
  });
  return data.certificateNameList ?? [];
};
