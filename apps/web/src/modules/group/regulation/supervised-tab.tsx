import { CANDIDATE_KINDS } from '@kg/shared/modules/group/regulation';
import { Segmented, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, PagedTable, usePagedList } from '../../../kit/index.ts';
import { NameSearch } from './name-search.tsx';
import { REGULATION_ENDPOINTS as E, type Supervised } from './regulation-api.ts';
import { SupervisedGroups } from './supervised-groups.tsx';

type Kind = (typeof CANDIDATE_KINDS)[number];

/** What the authority supervises itself: its schools with what each shares, or their groups. */
export function SupervisedTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('school');
  return (
    <>
      <Segmented<Kind>
        value={kind}
        style={{ marginBottom: 12 }}
        data-testid="supervised-kind"
        options={CANDIDATE_KINDS.map((k) => ({ value: k, label: t(`regulationConsole.supervise.kind.${k}`) }))}
        onChange={setKind}
      />
      {kind === 'school' ? <SupervisedSchools /> : <SupervisedGroups />}
    </>
  );
}

function SupervisedSchools() {
  const { t } = useTranslation();
  const list = usePagedList(E.supervised);
  const f = (k: string) => t(`regulationConsole.supervise.fields.${k}`);
  const columns: TableColumnsType<Supervised> = [
    { key: 'name', title: f('school'), dataIndex: 'name' },
    { key: 'group', title: f('group'), render: (_, s) => s.groupName ?? t('regulator.independent') },
    {
      key: 'shares',
      title: f('shares'),
      render: (_, s) =>
        s.allowEntry || s.allowReports ? (
          <>
            {s.allowEntry && <Tag color="blue">{t('regulationConsole.supervise.shares.entry')}</Tag>}
            {s.allowReports && <Tag color="green">{t('regulationConsole.supervise.shares.reports')}</Tag>}
          </>
        ) : (
          <Tag>{t('regulationConsole.supervise.shares.none')}</Tag>
        ),
    },
    { key: 'since', title: f('since'), render: (_, s) => (s.since ? dateTime(s.since) : t('kit.empty')), responsive: ['md'] },
  ];
  return (
    <>
      <NameSearch loading={list.loading} onSearch={(name) => list.setFilters({ name })} />
      <PagedTable<Supervised> list={list} columns={columns} testId="regulation-supervised-table" />
    </>
  );
}
