import { Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../kit/index.ts';
import type { RequestDetail } from '../workflow-api.ts';

type Step = RequestDetail['steps'][number];

const STATUS = { pending: 'wait', waiting: 'process', approved: 'finish', rejected: 'error', returned: 'error', skipped: 'wait' } as const;

/** Each approver of a step with what they decided. */
function Approvers({ step }: { step: Step }) {
  const { t } = useTranslation();
  if (step.approvers.length === 0) return <span>{t(`workflow.approverKinds.${step.approverKind}`)}</span>;
  return (
    <span className="wf-approvers">
      {step.approvers.map((a) => (
        <Tag key={a.memberId} color={a.decision === 'approve' ? 'success' : a.decision === 'reject' ? 'error' : undefined}>
          {a.name}
          {a.decision ? ` · ${t(`workflow.actions.${a.decision}`)} ${dateTime(a.decidedAt, 'minute')}` : ''}
        </Tag>
      ))}
    </span>
  );
}

/** The chain as this request runs it: each step's state, who decides and how many must. */
export function RequestChain({ steps }: { steps: RequestDetail['steps'] }) {
  const { t } = useTranslation();
  return (
    <Steps
      direction="vertical"
      size="small"
      data-testid="request-chain"
      items={steps.map((s) => ({
        status: STATUS[s.state],
        title: `${s.name} · ${t(`workflow.stepStates.${s.state}`)}`,
        description: (
          <div>
            <Approvers step={s} />
            <div className="wf-muted">
              {t(`workflow.modes.${s.mode}`)}
              {s.timeLimitHours ? ` · ${t('workflow.detail.limit', { hours: s.timeLimitHours })}` : ''}
            </div>
          </div>
        ),
      }))}
    />
  );
}
