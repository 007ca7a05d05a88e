import { staffOptionEndpoints } from '@kg/shared/modules/garden/staff-options';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeRequest } from '../../kit/testing.ts';
import { useLanguage } from '../test-utils.ts';
import { CertificateSelect } from './certificate-select.tsx';

const request = fakeRequest();

const CATALOGUE: Record<string, { certificateName: string; certificateType: number }[]> = {
  1: [{ certificateName: '园长任职资格培训合格证', certificateType: 2 }],
  2: [
    { certificateName: '幼儿园教师资格证', certificateType: 1 },
    { certificateName: '普通话水平测试等级证书', certificateType: 5 },
  ],
};

beforeAll(() => useLanguage('zh'));
beforeEach(() => {
  request.mockReset();
  request.mockImplementation(
    answers([
      staffOptionEndpoints.certificateNames,
      (data: { postType: number }) => ({
        postType: data.postType,
        certificateNameList: (CATALOGUE[data.postType] ?? []).map((c) => ({ ...c, label: c.certificateName })),
      }),
    ]),
  );
});

function Harness({ postType, initial, spy }: { postType?: number; initial?: string | number; spy?: (v?: string) => void }) {
  const [value, setValue] = useState<string | number | undefined>(initial);
  return (
    <CertificateSelect
      postType={postType}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}
const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('certificate select', () => {
  it('loads the certificates of the post type from getCertificateName', async () => {
    render(<Harness postType={2} />);
    await waitFor(() => expect(request).toHaveBeenCalledWith(staffOptionEndpoints.certificateNames.path, { data: { postType: 2 } }));
    await userEvent.click(screen.getByRole('combobox'));
    await waitFor(() => expect(optionTexts()).toEqual(['幼儿园教师资格证', '普通话水平测试等级证书']));
  });

  it('has no options and asks 请先选择岗位类型 when focused without a post type', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('请先选择岗位类型')).toBeTruthy();
    expect(optionTexts()).toEqual([]);
    expect(request).not.toHaveBeenCalled();
  });

  it('clears the choice and reloads when the post type changes', async () => {
    const spy = vi.fn();
    const { rerender } = render(<Harness postType={2} initial="幼儿园教师资格证" spy={spy} />);
    expect(await screen.findByText('幼儿园教师资格证')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    rerender(<Harness postType={1} spy={spy} />);
    await waitFor(() => expect(spy).toHaveBeenCalledWith(undefined));
    expect(screen.queryByText('幼儿园教师资格证')).toBeNull();
    await waitFor(() => expect(request).toHaveBeenLastCalledWith(staffOptionEndpoints.certificateNames.path, { data: { postType: 1 } }));
  });

  it('shows a stored certificateType code by its name', async () => {
    render(<Harness postType={2} initial={5} />);
    expect(await screen.findByText('普通话水平测试等级证书')).toBeTruthy();
  });
});
