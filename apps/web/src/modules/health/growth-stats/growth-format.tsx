import type { GrowthStatus } from '@kg/shared/modules/health/growth/growth-vocab';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const MONTH_DAYS = 30.4375;

/** Severe statuses red, the others orange; none is normal (green). */
const COLOR = (s: GrowthStatus) => (s.startsWith('severe') || s === 'obesity' ? 'red' : 'orange');

type Assessed = {
  statuses: GrowthStatus[];
  waz: number | null;
  haz: number | null;
  whz: number | null;
  baz: number | null;
  oedema?: boolean;
};

/** A record's statuses; none is normal only when a z-score was computed (a blank one is not a verdict); oedema is flagged. */
export function StatusTags({ of: r }: { of: Assessed }) {
  const { t } = useTranslation();
  const assessed = [r.waz, r.haz, r.whz, r.baz].some((v) => v !== null);
  return (
    <Space size={[4, 4]} wrap>
      {r.statuses.map((s) => (
        <Tag key={s} color={COLOR(s)}>
          {t(`healthGrowthStats.statuses.${s}`)}
        </Tag>
      ))}
      {!r.statuses.length &&
        (assessed ? <Tag color="green">{t('healthGrowthStats.normal')}</Tag> : <Tag>{t('healthGrowthStats.notAssessed')}</Tag>)}
      {r.oedema && <Tag color="red">{t('healthGrowthStats.oedema')}</Tag>}
    </Space>
  );
}

/** Completed years and months of an age in days. */
export function ageParts(days: number) {
  const months = Math.floor(days / MONTH_DAYS);
  return { y: Math.floor(months / 12), m: months % 12 };
}

export const zText = (z: number | null) => (z === null ? '–' : (z > 0 ? '+' : '') + z.toFixed(2));
export const numText = (v: number | null, digits = 1) => (v === null ? '–' : v.toFixed(digits));
