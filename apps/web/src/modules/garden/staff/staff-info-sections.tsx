import { CERTIFICATES_BY_POST } from '@kg/shared';
import { StaffHistoryAction } from '@kg/shared/modules/garden/staff';
import { Image, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffCertificate, StaffHistory } from './staff-api.ts';
import type { StaffFormat } from './staff-format.ts';

const HISTORY_KEYS: Record<number, string> = {
  [StaffHistoryAction.entry]: 'staff.history.entry',
  [StaffHistoryAction.departure]: 'staff.history.departure',
  [StaffHistoryAction.reentry]: 'staff.history.reentry',
};

/** The certificates of a member, read-only, names in the UI language. */
export function CertificateTable({ rows, f }: { rows: StaffCertificate[]; f: StaffFormat }) {
  const { t, i18n } = useTranslation();
  const certName = (c: StaffCertificate) => {
    if (i18n.language !== 'en') return f.text(c.certificateName);
    const kind = CERTIFICATES_BY_POST[Number(c.postType)]?.find((k) => k.certificateName === c.certificateName);
    return kind?.labelEn ?? f.text(c.certificateName);
  };
  return (
    <Table<StaffCertificate>
      rowKey={(c) => String(c.id ?? `${c.postType}-${c.certificateName}`)}
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="staff-certificates"
      columns={[
        { key: 'postType', title: t('widgets.certificate.postType'), render: (_, c) => f.postType(c.postType) },
        { key: 'name', title: t('widgets.certificate.name'), render: (_, c) => certName(c) },
        { key: 'unit', title: t('widgets.certificate.issuingUnit'), render: (_, c) => f.text(c.issuingUnit) },
        {
          key: 'image',
          title: t('widgets.certificate.image'),
          render: (_, c) => (c.resourceUrl ? <Image src={c.resourceUrl} width={60} height={60} style={{ objectFit: 'cover' }} /> : f.empty),
        },
      ]}
    />
  );
}

/** Entry, departure and re-entry days of a member with their reasons. */
export function HistoryTable({ rows, f }: { rows: StaffHistory[]; f: StaffFormat }) {
  const { t } = useTranslation();
  return (
    <Table<StaffHistory>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="staff-history"
      columns={[
        { key: 'day', title: t('staff.history.day'), dataIndex: 'happenedOn' },
        {
          key: 'action',
          title: t('staff.history.action'),
          render: (_, h) => (
            <Tag color={h.action === StaffHistoryAction.departure ? 'default' : 'green'}>
              {HISTORY_KEYS[h.action] ? t(HISTORY_KEYS[h.action]) : f.empty}
            </Tag>
          ),
        },
        { key: 'reason', title: t('staff.history.reason'), render: (_, h) => f.text(h.reason) },
      ]}
    />
  );
}
