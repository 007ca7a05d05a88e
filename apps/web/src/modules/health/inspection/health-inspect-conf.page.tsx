import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { Col, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { CONF_ENDPOINTS as F, ITEM_ENDPOINTS as I } from './inspect-api.ts';
import { SlotCard } from './slot-card.tsx';

/** The three check slots (morning, noon, afternoon): windows that may not overlap, and what each checks. */
export default function HealthInspectConfPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canEdit = usePermission([H.inspectConfig]);
  const slots = useCall('detail', F.listConf, {});
  const items = useCall('options', I.listOption, {});
  return (
    <PageCard title={t('healthInspect.conf.title')} testId="health-inspect-conf">
      {slots.isLoading || items.isLoading ? (
        <Spin />
      ) : (
        <Row gutter={[16, 16]}>
          {(slots.data ?? []).map((s) => (
            <Col key={`${s.slot}-${s.starts}-${s.ends}-${s.itemIds.join(',')}-${s.enabled}`} xs={24} md={12} xl={8}>
              <SlotCard
                slot={s}
                items={items.data ?? []}
                canEdit={canEdit}
                onSaved={() => void afterSave({ text: t('healthInspect.conf.saved') })}
              />
            </Col>
          ))}
        </Row>
      )}
    </PageCard>
  );
}
