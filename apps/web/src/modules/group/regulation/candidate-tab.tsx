import { CANDIDATE_KINDS, UNIT_LIMITS } from '@kg/shared/modules/group/regulation';
import { Button, type ButtonProps, Input, Modal, Segmented, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { NameSearch } from './name-search.tsx';
import { type Candidate, REGULATION_ENDPOINTS as E, fileRequest } from './regulation-api.ts';

type Kind = (typeof CANDIDATE_KINDS)[number];

/** Schools or groups of the authority's region it does not supervise yet; a request goes to one school or each open school of a group. */
export function CandidateTab() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const [kind, setKind] = useState<Kind>('school');
  const list = usePagedList(E.candidates, { kind: 'school' });
  const [asking, setAsking] = useState<Candidate | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const f = (k: string) => t(`regulationConsole.supervise.fields.${k}`);

  const send = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const target = kind === 'school' ? { schoolId: asking.id } : { groupId: asking.id };
      const { count } = await fileRequest(target, message.trim() || null);
      setAsking(null);
      await afterSave({ text: t('regulationConsole.supervise.sent', { count }) });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<Candidate> = [
    { key: 'name', title: f('name'), dataIndex: 'name' },
    ...(kind === 'school'
      ? [{ key: 'group', title: f('group'), render: (_: unknown, c: Candidate) => c.groupName ?? t('regulator.independent') }]
      : []),
    ...(kind === 'group' ? [{ key: 'open', title: f('open'), dataIndex: 'openCount', align: 'right' as const }] : []),
    {
      key: 'actions',
      title: t('kit.actions.operation'),
      render: (_, c) =>
        c.openCount > 0 ? (
          <Button
            type="link"
            size="small"
            data-testid="request"
            onClick={() => {
              setMessage('');
              setAsking(c);
            }}
          >
            {t('regulationConsole.supervise.request')}
          </Button>
        ) : (
          <Tag color="processing">{t('regulationConsole.supervise.pending')}</Tag>
        ),
    },
  ];

  return (
    <>
      <Segmented<Kind>
        value={kind}
        style={{ marginBottom: 12 }}
        data-testid="candidate-kind"
        options={CANDIDATE_KINDS.map((k) => ({ value: k, label: t(`regulationConsole.supervise.kind.${k}`) }))}
        onChange={(k) => {
          setKind(k);
          list.setFilters({ ...list.filters, kind: k });
        }}
      />
      <NameSearch loading={list.loading} onSearch={(name) => list.setFilters({ kind, name })} />
      <PagedTable<Candidate> list={list} columns={columns} testId="regulation-candidate-table" />
      <Modal
        open={asking !== null}
        title={asking ? t('regulationConsole.supervise.requestTitle', { name: asking.name }) : ''}
        okText={t('regulationConsole.supervise.request')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        okButtonProps={{ 'data-testid': 'send-request' } as ButtonProps}
        onOk={send}
        onCancel={() => setAsking(null)}
      >
        {kind === 'group' && asking && (
          <Typography.Paragraph type="secondary">
            {t('regulationConsole.supervise.requestGroupHint', { count: asking.openCount })}
          </Typography.Paragraph>
        )}
        <Typography.Text>{t('regulationConsole.supervise.message')}</Typography.Text>
        <Input.TextArea
          rows={3}
          value={message}
          maxLength={UNIT_LIMITS.message}
          showCount
          data-testid="request-message"
          onChange={(e) => setMessage(e.target.value)}
        />
      </Modal>
    </>
  );
}
