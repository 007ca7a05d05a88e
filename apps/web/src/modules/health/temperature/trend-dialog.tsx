import { Empty, Modal, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, ExportButton } from '../../../kit/index.ts';
import { type Reading, trendOption } from './fever.ts';

/** One person's readings over the list's days as a trend with the fever line; their readings export from here. */
export function TrendDialog(p: {
  name: string;
  readings: Reading[] | undefined;
  exportUrl: string;
  exportFilters: Record<string, unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      trendOption(p.readings ?? [], {
        slotName: (s) => t(`healthTemperature.slots.${s}`),
        feverLine: t('healthTemperature.feverLine'),
        series: t('healthTemperature.trend'),
      }),
    [p.readings, t],
  );
  return (
    <Modal
      open
      title={t('healthTemperature.trendOf', { name: p.name })}
      onCancel={p.onClose}
      footer={<ExportButton url={p.exportUrl} filters={p.exportFilters} label={t('healthTemperature.exportOne')} />}
      width={760}
    >
      {!p.readings ? (
        <Spin />
      ) : p.readings.length === 0 ? (
        <Empty description={t('healthTemperature.noReadings')} />
      ) : (
        <Chart option={option} height={320} testId="temperature-trend" ariaLabel={t('healthTemperature.trend')} />
      )}
    </Modal>
  );
}
