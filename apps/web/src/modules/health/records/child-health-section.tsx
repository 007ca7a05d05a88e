import { childHealthSection, type ChildHealthSection as Health } from '@kg/shared/modules/health/records/child-health';
import { Descriptions, Space, Tag } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type Color = ComponentProps<typeof Tag>['color'];
const SEVERITY_COLOR: Record<number, Color> = { 1: 'gold', 2: 'orange', 3: 'red' };
/** The fever line (°C) the health pages flag from. */
const FEVER = 37.3;

/**
 * Health's section of a child's profile (`health.summary`, registered in pages/profile-sections.ts):
 * allergies, conditions, the latest temperature and checks, open care.
 */
export default function ChildHealthSection({ data }: { data: unknown }) {
  const { t, i18n } = useTranslation();
  // the shape health declares: a section that does not match shows nothing rather than wrong facts
  const parsed = childHealthSection.safeParse(data);
  if (!parsed.success) return null;
  return <ChildHealthRecords health={parsed.data} title={t('healthChecks.childSummary.title')} en={i18n.language.startsWith('en')} />;
}

function ChildHealthRecords({ health, title, en }: { health: Health; title: string; en: boolean }) {
  const { t } = useTranslation();
  const none = t('healthChecks.childSummary.none');
  const temp = health.latestTemperature;
  return (
    <Descriptions bordered size="small" column={1} title={title} style={{ marginTop: 16 }} data-testid="health-records">
      <Descriptions.Item label={t('healthChecks.childSummary.allergies')}>
        {health.allergies.length === 0 ? (
          none
        ) : (
          <Space size={[4, 4]} wrap>
            {health.allergies.map((a) => (
              <Tag key={a.allergenName} color={SEVERITY_COLOR[a.severity]} title={a.reaction ?? undefined}>
                {en ? (a.allergenNameEn ?? a.allergenName) : a.allergenName} · {t(`healthChecks.severities.${a.severity}`)}
              </Tag>
            ))}
          </Space>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('healthChecks.childSummary.histories')}>
        {health.histories.length === 0 ? (
          none
        ) : (
          <Space size={[4, 4]} wrap>
            {health.histories.map((h) => (
              <Tag key={h.name} color={h.status === 1 ? 'volcano' : 'default'}>
                {[en ? (h.nameEn ?? h.name) : h.name, t(`healthChecks.statuses.${h.status}`), h.since].filter(Boolean).join(' · ')}
              </Tag>
            ))}
          </Space>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('healthChecks.childSummary.latestTemperature')}>
        {temp ? (
          <span style={{ color: temp.temperature >= FEVER ? '#cf1322' : undefined }}>
            {temp.temperature.toFixed(1)} °C · {temp.day} {t(`healthChecks.slots.${temp.slot}`)}
          </span>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('healthChecks.childSummary.latestChecks')}>
        {health.latestChecks.length === 0 ? (
          none
        ) : (
          <Space size={[4, 4]} wrap>
            {health.latestChecks.map((c) => (
              <Tag key={`${c.day}-${c.slot}`} color={c.result === 'normal' ? 'green' : 'red'}>
                {c.day} {t(`healthChecks.slots.${c.slot}`)} · {t(`healthChecks.results.${c.result}`)}
              </Tag>
            ))}
          </Space>
        )}
      </Descriptions.Item>
      {health.openCare.length > 0 && (
        <Descriptions.Item label={t('healthChecks.childSummary.openCare')}>
          <Space size={[4, 4]} wrap>
            {health.openCare.map((c) => (
              <Tag key={c.id}>
                {c.condition} · {c.startDay} ~ {c.endDay}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
