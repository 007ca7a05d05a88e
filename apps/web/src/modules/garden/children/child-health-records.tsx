import { Descriptions, Space, Tag } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentHealth } from './student-api.ts';

type Color = ComponentProps<typeof Tag>['color'];
const SEVERITY_COLOR: Record<number, Color> = { 1: 'gold', 2: 'orange', 3: 'red' };
/** The fever line (°C) the health pages flag from. */
const FEVER = 37.3;

/** What the health module keeps of a child, under the record's facts: allergies, conditions, the latest checks, care. */
export function ChildHealthRecords({ health }: { health: StudentHealth }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const none = t('healthChecks.childSummary.none');
  const temp = health.latestTemperature;
  return (
    <Descriptions bordered size="small" column={1} style={{ marginTop: 8 }} data-testid="health-records">
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
