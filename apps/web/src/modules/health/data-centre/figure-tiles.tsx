import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Figures, rate } from './data-centre-api.ts';

/** The school's counts at a glance; two to a row on a phone. */
/** `visits`: a month's counts are child-checks (a child counts once per day), not children. */
export function FigureTiles({ f, visits = false }: { f: Figures; visits?: boolean }) {
  const { t } = useTranslation();
  const tiles: [string, string | number][] = [
    [visits ? 'rosterVisits' : 'roster', f.roster],
    [visits ? 'checkedVisits' : 'checked', f.checked],
    ['completionRate', rate(f.completionRate)],
    ['abnormal', f.abnormal],
    ['fever', f.fever],
    ['absentSick', f.absentSick],
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {tiles.map(([k, v]) => (
        <Col key={k} xs={12} sm={8} lg={4}>
          <Statistic title={t(`healthData.figures.${k}`)} value={v} data-testid={`figure-${k}`} />
        </Col>
      ))}
    </Row>
  );
}
