import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../kit/index.ts';
import type { RequestDetail } from '../workflow-api.ts';
import { RequestImages } from './request-images.tsx';

const COLORS: Record<string, string> = { approve: 'green', reject: 'red', return: 'orange', withdraw: 'gray' };

/** Everything that happened to the request, oldest first: who, when, what and why. */
export function RequestHistory({ history, images }: { history: RequestDetail['history']; images: RequestDetail['images'] }) {
  const { t } = useTranslation();
  return (
    <Timeline
      data-testid="request-history"
      items={history.map((h) => ({
        key: h.id,
        color: COLORS[h.action] ?? 'blue',
        children: (
          <div data-testid="history-entry">
            <div>
              <strong>{h.actorName}</strong> {t(`workflow.actions.${h.action}`)}
              {h.stepName ? ` · ${h.stepName}` : ''}
              {h.targetName && h.action === 'transfer' ? ` → ${h.targetName}` : ''}
            </div>
            {h.comment && <div className="wf-comment">{h.comment}</div>}
            <RequestImages ids={h.imageIds} images={images} />
            <div className="wf-muted">{dateTime(h.at, 'minute')}</div>
          </div>
        ),
      }))}
    />
  );
}
