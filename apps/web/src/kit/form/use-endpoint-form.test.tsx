import { endpoints } from '@kg/shared';
import { SIGNED_IN } from '@kg/shared/contract/access';
import { codeValue, idList, timeValue } from '@kg/shared/contract/fields';
import { roomEndpoints } from '@kg/shared/modules/garden/rooms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { fill, renderPage } from '../../test/render-page.tsx';
import { FormDialog } from '../form-dialog.tsx';
import { useEndpointForm } from './use-endpoint-form.ts';

const E = roomEndpoints;

/** A check across two fields, which no single field's rule holds: the day ends after it starts. */
const day = endpoints('/test/v1', {
  save: {
    path: 'day',
    access: SIGNED_IN,
    input: z.object({ start: timeValue, end: timeValue }).refine((d) => d.end > d.start, { path: ['end'], message: 'end after start' }),
    output: z.object({}),
    summary: 'test',
  },
}).save;

function DayForm({ send }: { send: (input: unknown) => Promise<unknown> }) {
  const f = useEndpointForm(day);
  return (
    <Form form={f.form} initialValues={{ start: '17:00', end: '08:00' }}>
      <Form.Item name="start" label="入园" rules={f.rules('start', '入园')}>
        <Input />
      </Form.Item>
      <Form.Item name="end" label="离园" rules={f.rules('end', '离园')}>
        <Input placeholder="end" />
      </Form.Item>
      <Button data-testid="save" onClick={() => f.submit(send)}>
        保存
      </Button>
    </Form>
  );
}

/** A chosen number and a list of choices, both required. */
const pick = endpoints('/test/v1', {
  save: {
    path: 'pick',
    access: SIGNED_IN,
    input: z.object({ level: codeValue(3), ids: idList(1, 3) }),
    output: z.object({}),
    summary: 'test',
  },
}).save;

function PickForm({ send }: { send: (input: unknown) => Promise<unknown> }) {
  const f = useEndpointForm(pick);
  return (
    <Form form={f.form} initialValues={{ level: 2, ids: [] }}>
      <Form.Item name="level" label="级别" rules={f.rules('level', '级别')}>
        <InputNumber />
      </Form.Item>
      <Form.Item name="ids" label="班级" rules={f.rules('ids', '班级')}>
        <Select mode="multiple" options={[{ value: 1, label: '小一班' }]} />
      </Form.Item>
      <Button data-testid="save" onClick={() => f.submit(send)}>
        保存
      </Button>
    </Form>
  );
}

/** A page's room form written with the hook: no rule of its own. */
function RoomForm({ send }: { send: (input: unknown) => Promise<unknown> }) {
  const f = useEndpointForm(E.save);
  return (
    <Form form={f.form} layout="vertical">
      <Form.Item name="name" label="名称" rules={f.rules('name', '名称')}>
        <Input placeholder="name" />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={f.rules('remark', '备注')}>
        <Input placeholder="remark" />
      </Form.Item>
      <Button data-testid="save" onClick={() => f.submit(send)}>
        保存
      </Button>
    </Form>
  );
}

describe('a form following its endpoint', () => {
  it('asks for what the schema requires and refuses what it refuses, naming the field', async () => {
    const send = vi.fn(async () => ({}));
    await renderPage(<RoomForm send={send} />);
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    await fill(screen.getByPlaceholderText('name'), 'x'.repeat(31));
    expect(await screen.findByText('名称最多 30 个字')).toBeTruthy();
    await fill(screen.getByPlaceholderText('name'), '教室😀');
    expect(await screen.findByText('名称不能含表情符号')).toBeTruthy();
    await userEvent.click(screen.getByTestId('save'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what the schema accepts, as the form holds it', async () => {
    const send = vi.fn(async () => ({}));
    await renderPage(<RoomForm send={send} />);
    await fill(screen.getByPlaceholderText('name'), '美工室');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: '美工室' }, { name: '美工室' }));
  });

  it('parses the whole input before sending: a check across fields lands on the field it names, nothing is sent', async () => {
    const send = vi.fn(async () => ({}));
    await renderPage(<DayForm send={send} />);
    await userEvent.click(screen.getByTestId('save'));
    const error = await screen.findByText('离园不正确');
    expect(error.closest('.ant-form-item')!.contains(screen.getByPlaceholderText('end'))).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('takes a number for a required number (not checked as text) and refuses an empty list', async () => {
    const send = vi.fn(async () => ({}));
    await renderPage(<PickForm send={send} />);
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请选择班级')).toBeTruthy();
    expect(screen.queryByText('请填写级别')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under the field it names", async () => {
    const send = vi.fn(async () => {
      throw new ApiError('garden-0301', 400, '名称已存在', { field: 'name' });
    });
    await renderPage(<RoomForm send={send} />);
    await fill(screen.getByPlaceholderText('name'), '美工室');
    await userEvent.click(screen.getByTestId('save'));
    const error = await screen.findByText('名称已存在');
    expect(error.closest('.ant-form-item')!.contains(screen.getByPlaceholderText('name'))).toBe(true);
  });

  it('gives a schema-form dialog the same rules from the endpoint (rulesFrom)', async () => {
    const onSubmit = vi.fn(async () => {});
    await renderPage(
      <FormDialog
        title="场所"
        rulesFrom={E.save}
        fields={[
          { key: 'name', label: '名称', component: 'input' },
          { key: 'capacity', label: '容纳人数', component: 'number', decimalPlaces: 0 },
        ]}
        initialValues={{ capacity: 2001 }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('input#name')?.getAttribute('maxlength')).toBe('30');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    expect(await screen.findByText('容纳人数应在 1 到 2000 之间')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
