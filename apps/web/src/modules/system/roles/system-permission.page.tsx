import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, PageCard } from '../../../kit/index.ts';
import { PERMISSION_TREE, useBranchText } from './permission-tree-picker.tsx';
import { fetchMatrix, ROLE_ENDPOINTS, roleName } from './role-api.ts';
import './roles.css';

interface CatalogueRow {
  code: string;
  section: string;
  page: string;
  action: string;
}

/**
 * The permission catalogue: every code with its section, page and action, and which role holds
 * it (a role × code matrix), exported as a workbook by the server.
 */
export default function SystemPermissionPage() {
  const { t, i18n } = useTranslation();
  const text = useBranchText();
  const en = i18n.language === 'en';
  const matrix = useQuery({ queryKey: ['detail', 'role-matrix'], queryFn: fetchMatrix });
  const rows = useMemo(
    (): CatalogueRow[] =>
      PERMISSION_TREE.flatMap((s) =>
        s.pages.flatMap((p) =>
          p.codes.map((c) => ({ code: c.code, section: text(s), page: text(p), action: en ? c.label.en : c.label.zh })),
        ),
      ),
    [text, en],
  );
  const roles = matrix.data?.roles ?? [];
  const held = useMemo(() => new Map(roles.map((r) => [r.id, new Set(r.codes)])), [roles]);

  const columns: TableColumnsType<CatalogueRow> = [
    { key: 'section', title: t('roles.catalogue.section'), dataIndex: 'section', fixed: 'left', width: 120 },
    { key: 'page', title: t('roles.catalogue.page'), dataIndex: 'page', width: 140 },
    { key: 'action', title: t('roles.catalogue.action'), dataIndex: 'action', width: 180 },
    { key: 'code', title: t('roles.catalogue.code'), render: (_, r) => <span className="role-code">{r.code}</span>, width: 220 },
    ...roles.map((role) => ({
      key: `role-${role.id}`,
      title: roleName(role, i18n.language),
      align: 'center' as const,
      width: 96,
      render: (_: unknown, r: CatalogueRow) =>
        held.get(role.id)?.has(r.code) ? <CheckOutlined aria-label={t('roles.catalogue.held')} data-testid="held" /> : null,
    })),
  ];

  return (
    <PageCard
      title={t('roles.catalogue.title')}
      testId="system-permission"
      extra={<ExportButton url={ROLE_ENDPOINTS.exportMatrix.path} filters={{}} label={t('roles.catalogue.export')} />}
    >
      <Table<CatalogueRow>
        className="role-matrix"
        rowKey="code"
        size="small"
        loading={matrix.isPending}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (total) => t('kit.actions.total', { total }) }}
        data-testid="permission-matrix"
      />
    </PageCard>
  );
}
