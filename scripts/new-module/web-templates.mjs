// What a new module or area shows: its page, dialog, calls, a component test and its strings.

const rel = (n) => `@kg/shared/modules/${n.m.kebab}/${n.a.kebab}`;
const ns = (n) => n.pageCamel;

export const webApi = (n) => `import { ${n.a.camel}Endpoints as E, type ${n.a.camel}Row } from '${rel(n)}';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** ${n.areaTitle.en}: calls and row type come from the shared declaration. */
export { E as ${n.a.upper}_ENDPOINTS };
export type ${n.a.pascal}Row = z.input<typeof ${n.a.camel}Row>;

export interface ${n.a.pascal}Input {
  name: string;
  note: string | null;
  sort: number;
}

export const save${n.a.pascal} = (input: ${n.a.pascal}Input, id?: number) => (id ? call(E.update, { id, ...input }) : call(E.add, input));

export const delete${n.a.pascal} = (id: number) => call(E.remove, { id });
`;

export const webPage = (n) => `import { PlusOutlined } from '@ant-design/icons';
import { ${n.m.upper}_CODES as C } from '@kg/shared/modules/${n.m.kebab}/codes';
import { App, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editDeleteColumn, PageCard, PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { ${n.a.upper}_ENDPOINTS, type ${n.a.pascal}Row, delete${n.a.pascal} } from './${n.a.kebab}-api.ts';
import { ${n.a.pascal}Dialog } from './${n.a.kebab}-dialog.tsx';

/** ${n.areaTitle.en} of the school. */
export default function ${n.pagePascal}Page() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const canEdit = usePermission([C.${n.editCode}]);
  const list = usePagedList(${n.a.upper}_ENDPOINTS.list);
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<${n.a.pascal}Row | null | undefined>(undefined);

  const fields = useMemo((): SearchField[] => [{ key: 'searchName', label: t('${ns(n)}.fields.name'), component: 'input', maxLength: 30 }], [t]);

  const remove = (row: ${n.a.pascal}Row) =>
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: row.name,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await delete${n.a.pascal}(row.id);
          await afterSave({ text: t('kit.actions.deleted') });
        } catch {
          // the request layer showed why
        }
      },
    });

  const columns: TableColumnsType<${n.a.pascal}Row> = [
    { key: 'name', title: t('${ns(n)}.fields.name'), dataIndex: 'name' },
    { key: 'note', title: t('${ns(n)}.fields.note'), render: (_, r) => r.note || t('kit.empty'), ellipsis: true },
    { key: 'sort', title: t('${ns(n)}.fields.sort'), render: (_, r) => (r.sort ? r.sort : ''), align: 'right', responsive: ['md'] },
    ...(canEdit ? [editDeleteColumn<${n.a.pascal}Row>(t, setEditing, remove)] : []),
  ];

  return (
    <PageCard
      title={t('${ns(n)}.title')}
      testId="${n.page}"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => setEditing(null)}>
            {t('kit.actions.add')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} onSearch={(v) => list.setFilters({ name: v.searchName })} loading={list.loading} />
      <PagedTable<${n.a.pascal}Row> list={list} columns={columns} testId="${n.page}-table" />
      {editing !== undefined && (
        <${n.a.pascal}Dialog
          entry={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void afterSave();
          }}
        />
      )}
    </PageCard>
  );
}
`;

export const webDialog = (n) => `import { ${n.a.camel}Endpoints } from '${rel(n)}';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type ${n.a.pascal}Row, save${n.a.pascal} } from './${n.a.kebab}-api.ts';

export interface ${n.a.pascal}DialogProps {
  /** The entry being edited; null adds one. */
  entry: ${n.a.pascal}Row | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an entry: a name unique in the school, a note and the display order. */
export function ${n.a.pascal}Dialog({ entry, onClose, onSaved }: ${n.a.pascal}DialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required, lengths and ranges come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('${ns(n)}.fields.name') },
      { key: 'sort', component: 'number', label: t('${ns(n)}.fields.sort'), decimalPlaces: 0, maxLength: 4, extra: t('${ns(n)}.sortHelp') },
      { key: 'note', component: 'input', label: t('${ns(n)}.fields.note'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty
  const initialValues = useMemo(() => (entry ? { name: entry.name, note: entry.note ?? '', sort: entry.sort || undefined } : {}), [entry]);

  return (
    <FormDialog
      title={t(entry ? '${ns(n)}.editTitle' : '${ns(n)}.addTitle')}
      fields={fields}
      rulesFrom={${n.a.camel}Endpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await save${n.a.pascal}({ name: String(v.name).trim(), note, sort: Number(v.sort ?? 0) }, entry?.id);
        onSaved();
      }}
    />
  );
}
`;

export const webTest = (n) => `import { ${n.m.upper}_CODES as C } from '@kg/shared/modules/${n.m.kebab}/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { ${n.a.upper}_ENDPOINTS as E } from './${n.a.kebab}-api.ts';
import ${n.pagePascal}Page from './${n.page}.page.tsx';

const api = { request: fakeRequest() };

const createdAt = '2026-09-01T00:00:00.000Z';
const rows = [
  { id: 1, name: '${n.areaTitle.zh}一', note: null, sort: 1, createdAt },
  { id: 2, name: '${n.areaTitle.zh}二', note: '备注', sort: 2, createdAt },
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }], [E.add, { id: 9 }], [E.remove, null]));
});

describe('${n.areaTitle.en.toLowerCase()} page', () => {
  it('adds an entry with its trimmed name and order', async () => {
    await renderPage(<${n.pagePascal}Page />, { route: '${n.routePath}', session: schoolSession({ permissions: [C.view, C.${n.editCode}] }) });
    await screen.findByText('${n.areaTitle.zh}二');
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('名称'), ' 新的 ');
    await fill(within(dialog).getByLabelText('排序'), '3');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.add.path, { data: { name: '新的', note: null, sort: 3 }, json: true }));
  });

  it('shows no add, edit or delete without the edit code', async () => {
    await renderPage(<${n.pagePascal}Page />, { route: '${n.routePath}', session: schoolSession({ permissions: [C.view] }) });
    await screen.findByText('${n.areaTitle.zh}一');
    for (const id of ['add', 'row-edit', 'row-delete']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
`;

export const locale = (n, lang) => {
  const zh = lang === 'zh';
  return `/** ${n.areaTitle.en} page (${n.page}). */
export default {
  title: '${zh ? n.areaTitle.zh : n.areaTitle.en}',
  addTitle: '${zh ? `新增${n.areaTitle.zh}` : `Add ${n.areaTitle.en.toLowerCase()}`}',
  editTitle: '${zh ? `编辑${n.areaTitle.zh}` : `Edit ${n.areaTitle.en.toLowerCase()}`}',
  fields: {
    name: '${zh ? '名称' : 'Name'}',
    note: '${zh ? '备注' : 'Note'}',
    sort: '${zh ? '排序' : 'Order'}',
  },
  sortHelp: '${zh ? '数字越小越靠前' : 'Smaller numbers come first'}',
};
`;
};
