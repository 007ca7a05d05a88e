import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { XLSX_MIME } from './import-file-check.ts';
import { fakeRequest } from './testing.ts';

const api = { request: fakeRequest() };

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const onImported = vi.fn();

/** Chooses a file as "all files" in the system dialog would: past the input's accept filter. */
const choose = (f: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [f] } });

async function open(lang: 'zh' | 'en' = 'zh', maxBytes?: number, fields?: Record<string, number>) {
  await renderPage(
    <ImportDialog
      open
      title="导入"
      templateUrl="/t"
      uploadUrl="/u"
      fields={fields}
      reportUrl="/r"
      onClose={vi.fn()}
      onImported={onImported}
      maxBytes={maxBytes}
    />,
    { lang },
  );
}

beforeEach(() => {
  api.request.mockReset();
  api.request.mockResolvedValue({ count: 3 });
  onImported.mockReset();
});

describe('import dialog', () => {
  it('refuses a text file on choice, says why, and sends nothing', async () => {
    await open();
    choose(file('children.txt', 'text/plain'));
    expect((await screen.findByTestId('import-problem')).textContent).toContain('“children.txt”不是 Excel 工作簿');
    await userEvent.click(screen.getByTestId('import-submit'));
    expect(api.request).not.toHaveBeenCalled();
    expect(screen.getByTestId('import-problem').textContent).toBe('未获取到文件，请重新选择上传');
  });

  it('refuses a file named .xlsx whose type says it is something else', async () => {
    await open('en');
    choose(file('children.xlsx', 'application/pdf'));
    expect((await screen.findByTestId('import-problem')).textContent).toContain('is not an Excel workbook');
  });

  it('refuses a workbook over the size limit before sending', async () => {
    await open('en', 1024);
    choose(file('children.xlsx', XLSX_MIME, 2048));
    expect((await screen.findByTestId('import-problem')).textContent).toBe(
      '“children.xlsx” is larger than 1KB; split it and import the parts one by one',
    );
  });

  it('says why a dropped file of another type is not taken', async () => {
    await open('en');
    fireEvent.drop(screen.getByTestId('import-file').closest('.ant-upload')!, {
      dataTransfer: { files: [file('notes.txt', 'text/plain')] },
    });
    expect((await screen.findByTestId('import-problem')).textContent).toContain('“notes.txt” is not an Excel workbook');
  });

  it('sends a workbook, also one the system gives no type', async () => {
    await open();
    choose(file('children.xlsx', ''));
    await waitFor(() => expect(screen.getByText('children.xlsx')).toBeTruthy());
    await userEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(3));
    expect(api.request).toHaveBeenCalledWith('/u', expect.objectContaining({ data: expect.any(FormData) }));
  });

  it("sends the upload's fields beside the file", async () => {
    await open('zh', undefined, { planId: 7 });
    choose(file('records.xlsx', XLSX_MIME));
    await waitFor(() => expect(screen.getByText('records.xlsx')).toBeTruthy());
    await userEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(3));
    const form = api.request.mock.calls[0][1].data as FormData;
    expect([form.get('planId'), (form.get('file') as File).name]).toEqual(['7', 'records.xlsx']);
  });
});
