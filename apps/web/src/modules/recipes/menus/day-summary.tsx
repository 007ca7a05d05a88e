import { MENU_NUTRIENTS } from '@kg/shared/modules/recipes/intakes';
import type { NutrientAmounts } from '@kg/shared/modules/recipes/menu-shapes';
import { Progress, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percentOf } from './menu-sums.ts';

/** A day's per-child nutrients against their targets, as the editor changes them. */
export function DaySummary({ sums, targets }: { sums: NutrientAmounts; targets: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <div data-testid="day-summary" style={{ fontSize: 12 }}>
      {MENU_NUTRIENTS.map(([k, unit]) => {
        const pct = percentOf(sums[k].value, targets[k]);
        return (
          <div key={k}>
            <Typography.Text type="secondary">{t(`recipesMenus.nutrients.${k}`)}</Typography.Text> <span>{`${sums[k].value} ${unit}`}</span>
            {sums[k].unknown > 0 && (
              <Tooltip title={t('recipesMenus.unknown', { count: sums[k].unknown })}>
                <Typography.Text type="warning"> *</Typography.Text>
              </Tooltip>
            )}
            {pct !== null && (
              <Progress
                percent={Math.min(pct, 100)}
                format={() => `${pct}%`}
                size="small"
                status={pct < 80 || pct > 120 ? 'exception' : 'success'}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
