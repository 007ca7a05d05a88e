import { App, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAfterSave } from '../../../kit/index.ts';
import { CARD_ACTIONS, type CardAction, type CardRow, cardAction } from './card-api.ts';

const COLORS = { active: 'green', lost: 'orange', destroyed: 'default' } as const;

export interface CardTagsProps {
  cards: CardRow[];
  /** Loss, destroy and recover links beside each card (the edit code's holders). */
  canEdit: boolean;
}

/** A holder's cards: number and status tag, and what may be done to each, each asked before it is done. */
export function CardTags({ cards, canEdit }: CardTagsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  if (cards.length === 0) return <Typography.Text type="secondary">{t('attendanceCard.noCard')}</Typography.Text>;

  const confirm = (action: CardAction, card: CardRow) =>
    modal.confirm({
      title: t(`attendanceCard.confirm.${action}`, { cardNo: card.cardNo }),
      content: t(`attendanceCard.confirmHelp.${action}`),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: action === 'destroy' },
      onOk: async () => {
        try {
          await cardAction(action, card.id);
          await afterSave({ text: t(`attendanceCard.done.${action}`) });
        } catch {
          // the request layer showed why
        }
      },
    });

  return (
    <Space direction="vertical" size={2}>
      {cards.map((card) => (
        <Space key={card.id} size={4} wrap data-testid="card">
          <Typography.Text delete={card.status === 'destroyed'} type={card.status === 'destroyed' ? 'secondary' : undefined}>
            {card.cardNo}
          </Typography.Text>
          <Tag color={COLORS[card.status]}>{t(`attendanceCard.status.${card.status}`)}</Tag>
          {canEdit &&
            (Object.keys(CARD_ACTIONS) as CardAction[])
              .filter((a) => (CARD_ACTIONS[a] as readonly string[]).includes(card.status))
              .map((a) => (
                <Button
                  key={a}
                  type="link"
                  size="small"
                  danger={a === 'destroy'}
                  data-testid={`card-${a}`}
                  onClick={() => confirm(a, card)}
                >
                  {t(`attendanceCard.actions.${a}`)}
                </Button>
              ))}
        </Space>
      ))}
    </Space>
  );
}
