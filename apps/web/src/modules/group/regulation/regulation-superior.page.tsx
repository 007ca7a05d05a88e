import { Card, Descriptions, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard, useCall } from '../../../kit/index.ts';
import { REGULATION_ENDPOINTS as E } from './regulation-api.ts';

/** /group/organizational/regulation/superior: the chain of bodies above the authority, nearest first, with contact. */
export default function RegulationSuperiorPage() {
  const { t } = useTranslation();
  const chain = useCall('detail', E.superiors, {});
  const f = (k: string) => t(`regulationConsole.units.fields.${k}`);
  const empty = t('kit.empty');
  return (
    <PageCard title={t('regulationConsole.superior.title')} testId="regulation-superior">
      {chain.isPending ? (
        <Spin />
      ) : !chain.data?.length ? (
        <Empty description={t('regulationConsole.superior.none')} />
      ) : (
        chain.data.map((s) => (
          <Card
            key={s.id}
            size="small"
            style={{ marginBottom: 12 }}
            title={s.name}
            extra={s.level === 1 ? t('regulationConsole.superior.direct') : t('regulationConsole.superior.level', { level: s.level })}
            data-testid="superior"
          >
            <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }}>
              <Descriptions.Item label={f('contactName')}>{s.contactName ?? empty}</Descriptions.Item>
              <Descriptions.Item label={f('contactPhone')}>{s.contactPhone ?? empty}</Descriptions.Item>
              <Descriptions.Item label={f('address')}>{s.address ?? empty}</Descriptions.Item>
            </Descriptions>
          </Card>
        ))
      )}
    </PageCard>
  );
}
