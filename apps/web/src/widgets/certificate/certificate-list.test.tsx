import { CERTIFICATE_LIMITS, certificateInput } from '@kg/shared/modules/garden/staff-profile';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { showServerFieldError } from '../../kit/server-field-error.ts';
import { fakeRequest } from '../../kit/testing.ts';
import { imageFile, stored, useLanguage } from '../test-utils.ts';
import { CertificateList } from './certificate-list.tsx';

fakeRequest().mockImplementation(async () => ({ certificateNameList: [] }));

beforeAll(() => useLanguage('zh'));

const saved = {
  id: 8,
  postType: 2,
  certificateName: '幼儿园教师资格证',
  issuingUnit: '思明区教育局',
  resourceId: 'r1',
  resourceUrl: 'https://files.test/r1.png',
};
const load = vi.fn(async () => [{ certificateName: '幼儿园教师资格证', certificateType: 1, label: '幼儿园教师资格证' }]);

let form!: FormInstance;
function Harness({ certificates = [saved] }: { certificates?: unknown[] }) {
  [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ certificates }}>
      <CertificateList loadCertificates={load} uploader={async () => stored(55)} defaultPostType={2} />
    </Form>
  );
}
const rows = () => screen.queryAllByTestId('certificate-row');

describe('certificate list', () => {
  it('shows each certificate with post type, certificate, issuing unit and image', async () => {
    render(<Harness />);
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('专任教师')).toBeTruthy();
    expect(await screen.findByText('幼儿园教师资格证')).toBeTruthy();
    expect(screen.getByDisplayValue('思明区教育局') as HTMLInputElement).toBeTruthy();
    expect(screen.getByTestId('image-box')).toBeTruthy();
  });

  it('appends a blank entry on add', async () => {
    render(<Harness certificates={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /添加证书/ }));
    expect(rows()).toHaveLength(1);
    expect(form.getFieldValue('certificates')).toEqual([
      { id: null, postType: 2, certificateName: null, issuingUnit: '', resourceId: '0', resourceUrl: '' },
    ]);
  });

  it('asks 删除后信息将不能恢复，请确认！ before deleting, and keeps the entry on cancel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '删除证书' }));
    expect(await screen.findByText('删除后信息将不能恢复，请确认！')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(rows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '删除证书' }));
    await screen.findAllByRole('button', { name: '确定' });
    // the cancelled dialog may still be closing: the newest one is last
    await userEvent.click(screen.getAllByRole('button', { name: '确定' }).at(-1)!);
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(form.getFieldValue('certificates')).toEqual([]);
  });

  it('stores an uploaded picture as resourceId and resourceUrl, and removal resets the id to 0', async () => {
    render(<Harness certificates={[{ ...saved, resourceId: '0', resourceUrl: '' }]} />);
    await userEvent.upload(screen.getByTestId('file-input'), imageFile());
    await waitFor(() =>
      expect(form.getFieldValue(['certificates', 0])).toMatchObject({ id: 8, resourceId: 55, resourceUrl: stored(55).url }),
    );
    await userEvent.hover(screen.getByTestId('image-box'));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(form.getFieldValue(['certificates', 0])).toMatchObject({ resourceId: '0', resourceUrl: '' });
  });

  it('requires post type and certificate of an entry', async () => {
    render(
      <Harness certificates={[{ id: null, postType: null, certificateName: null, issuingUnit: '', resourceId: '0', resourceUrl: '' }]} />,
    );
    const errors = await form.validateFields().then(
      () => [],
      (e: { errorFields: { errors: string[] }[] }) => e.errorFields.flatMap((f) => f.errors),
    );
    expect(errors).toEqual(['请选择岗位类型', '请选择证书类型']);
  });

  it("holds the issuing unit to the shared certificate input's limit, the one the server checks", async () => {
    render(<Harness />);
    const unit = screen.getByDisplayValue('思明区教育局');
    expect(unit.getAttribute('maxlength')).toBe(String(CERTIFICATE_LIMITS.issuingUnit));
    const problems = async (issuingUnit: string) => {
      act(() => form.setFieldValue(['certificates', 0, 'issuingUnit'], issuingUnit));
      return form.validateFields([['certificates', 0, 'issuingUnit']]).then(
        () => [],
        (e: { errorFields: { errors: string[] }[] }) => e.errorFields.flatMap((f) => f.errors),
      );
    };
    for (const n of [100, 101]) {
      const v = '单'.repeat(n);
      expect([n, (await problems(v)).length === 0]).toEqual([n, certificateInput.shape.issuingUnit.safeParse(v).success]);
    }
    expect(await problems('单'.repeat(101))).toEqual(['发证单位最多 100 个字']);
  });

  it("marks the server's refusal of a certificate's field under that field of that row", async () => {
    render(<Harness certificates={[saved, { ...saved, id: 9, issuingUnit: '湖里区教育局' }]} />);
    const refusal = new ApiError('common-0400', 400, 'certificates.1.issuingUnit: 不能超过 100 个字符', {
      field: 'certificates.1.issuingUnit',
    });
    act(() => {
      expect(showServerFieldError(form, refusal, { known: ['certificates'] })).toBe(true);
    });
    const row = rows()[1];
    const error = await within(row).findByText('certificates.1.issuingUnit: 不能超过 100 个字符');
    expect(error.closest('.ant-form-item')!.contains(within(row).getByDisplayValue('湖里区教育局'))).toBe(true);
    expect(within(rows()[0]).queryByText(/不能超过/)).toBeNull();
  });
});
