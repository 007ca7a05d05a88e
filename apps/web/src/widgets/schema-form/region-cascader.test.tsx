import { regionEndpoints } from '@kg/shared/modules/regions/regions';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormInstance } from 'antd';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../kit/testing.ts';
import { useLanguage } from '../test-utils.ts';
import { SchemaForm } from './schema-form.tsx';
import type { FormField } from './types.ts';

const request = fakeRequest();

const REGIONS: Record<number, { id: number; name: string; level: number }[]> = {
  1: [
    { id: 350000, name: '福建省', level: 1 },
    { id: 110000, name: '北京市', level: 1 },
  ],
  350000: [{ id: 350200, name: '厦门市', level: 2 }],
  350200: [
    { id: 350212, name: '同安区', level: 3 },
    { id: 350203, name: '思明区', level: 3 },
  ],
};

beforeAll(() => useLanguage('zh'));
beforeEach(() => {
  request.mockReset();
  request.mockImplementation(
    answers([
      regionEndpoints.regionsById,
      (data: { parentId: number }) =>
        (REGIONS[data.parentId] ?? []).map((r) => ({ ...r, parentId: data.parentId, regionKey: String(r.id), isLeaf: r.level === 3 })),
    ]),
  );
});

const fields: FormField[] = [{ key: 'region', label: '所在地区', component: 'region', rules: [{ required: true }] }];
let form!: FormInstance;
function Harness({ region }: { region?: string }) {
  [form] = SchemaForm.useForm();
  return <SchemaForm form={form} fields={fields} initialValues={{ region }} />;
}

describe('region cascader', () => {
  it('loads provinces from listRegionByParentId with the root parent 1', async () => {
    render(<Harness />);
    await waitFor(() => expect(request).toHaveBeenCalledWith(regionEndpoints.regionsById.path, { data: { parentId: 1 } }));
  });

  it('loads each level when opened and stores comma-joined region keys', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('福建省'));
    await userEvent.click(await screen.findByText('厦门市'));
    await userEvent.click(await screen.findByText('同安区'));
    expect(form.getFieldValue('region')).toBe('350000,350200,350212');
    expect(request.mock.calls.map((c) => c[1].data.parentId)).toEqual([1, 350000, 350200]);
  });

  it('shows the names of a stored value, loading its levels', async () => {
    render(<Harness region="350000,350200,350203" />);
    expect(await screen.findByText('福建省 / 厦门市 / 思明区')).toBeTruthy();
  });
});
