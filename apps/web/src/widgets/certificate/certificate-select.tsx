import { message, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CertificateKind, type CertificateLoader, loadCertificates } from './certificate-api.ts';

export interface CertificateSelectProps {
  /** The post type whose catalogue is offered; none → no options. */
  postType?: number | string | null;
  /** The certificate's catalogue name (a certificateType code is also understood). */
  value?: string | number | null;
  onChange?: (value: string | undefined) => void;
  load?: CertificateLoader;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

const hasPost = (p: CertificateSelectProps['postType']) => p !== null && p !== undefined && p !== '';

/**
 * Certificate of a post type (domain §4): changing the post type clears the choice and reloads
 * the options; focusing it with no post type says 请先选择岗位类型.
 */
export function CertificateSelect({
  postType,
  value,
  onChange,
  load = loadCertificates,
  disabled,
  placeholder,
  id,
}: CertificateSelectProps) {
  const { t, i18n } = useTranslation();
  const [api, contextHolder] = message.useMessage();
  const [kinds, setKinds] = useState<CertificateKind[]>([]);
  const [loading, setLoading] = useState(false);

  const previous = useRef(postType);
  useEffect(() => {
    if (String(previous.current ?? '') === String(postType ?? '')) return;
    const had = hasPost(previous.current);
    previous.current = postType;
    // a first post type (a form still filling in) leaves a stored choice alone
    if (had) onChange?.(undefined);
    // onChange is a new function on every render of the form item
  }, [postType]);

  // labels follow the UI language, so the list reloads on a switch too
  useEffect(() => {
    if (!hasPost(postType)) {
      setKinds([]);
      return;
    }
    let live = true;
    setLoading(true);
    load(postType!)
      .then(
        (list) => {
          if (live) setKinds(list);
        },
        () => {
          if (live) setKinds([]);
        },
      )
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [postType, load, i18n.language]);

  const chosen = kinds.find((k) => k.certificateName === value || String(k.certificateType) === String(value ?? ''));
  return (
    <>
      {contextHolder}
      <Select
        id={id}
        value={chosen?.certificateName ?? (value === null || value === undefined || value === '' ? undefined : String(value))}
        options={kinds.map((k) => ({ value: k.certificateName, label: k.label }))}
        loading={loading}
        disabled={disabled}
        allowClear
        placeholder={placeholder}
        onFocus={() => {
          if (!hasPost(postType)) void api.warning(t('widgets.certificate.choosePostFirst'), 3);
        }}
        onChange={(v: string | undefined) => onChange?.(v)}
        style={{ width: '100%' }}
      />
    </>
  );
}
