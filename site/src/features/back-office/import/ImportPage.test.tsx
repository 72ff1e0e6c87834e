// The Import page against a stand-in CMS over real HTTP: the dry run's report as a table, Apply
// with the warnings accepted and the error rows left out, the upload's progress, the downloads.
import { createApiClient, type UploadOptions } from '@suvarna/api-client';
import type { ImportReport } from '@suvarna/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, multipartSafeFetch, parseMultipart, startFakeCms } from '../data/fake-cms';
import { renderListPage, type UserOptions } from '../ui/list-page-test-support';
import { type ImportApi, ImportPage } from './ImportPage';

const REPORT: ImportReport = {
  created: 1,
  updated: 1,
  unchanged: 3,
  failed: 1,
  ignoredColumns: ['Remarks'],
  rows: [
    { row: 2, sku: 'CH-22', action: 'create', changes: [], errors: [], warnings: [] },
    {
      row: 3,
      sku: 'RG-18',
      action: 'update',
      changes: [{ field: 'net_weight', from: '4.5', to: '45' }],
      errors: [],
      warnings: [
        {
          column: 'net_weight',
          message:
            'The price moves from ₹33,000.00 to ₹3,30,000.00 (+900 %), more than the 5 % the shop allows without confirming',
        },
      ],
    },
    {
      row: 4,
      sku: 'BR-1',
      action: 'error',
      changes: [],
      errors: [{ column: 'net_weight', message: 'net_weight: "abc" is not a number' }],
      warnings: [],
    },
    { row: 5, sku: 'NK-1', action: 'unchanged', changes: [], errors: [], warnings: [] },
  ],
};

/** A sheet of one new piece in a category the shop lacks, and the same row refused at its apply. */
const CLEAN: ImportReport = {
  created: 1,
  updated: 0,
  unchanged: 0,
  failed: 0,
  ignoredColumns: [],
  rows: [{ row: 2, sku: 'CH-22', action: 'create', changes: [], errors: [], warnings: [] }],
};
const REFUSED: ImportReport = {
  ...CLEAN,
  created: 0,
  failed: 1,
  rows: [
    {
      row: 2,
      sku: 'CH-22',
      action: 'error',
      changes: [],
      errors: [{ column: 'huid', message: "HUID AB12CD is the piece RG-18's already" }],
      warnings: [],
    },
  ],
};

describe('Import page', () => {
  let close: (() => Promise<void>) | undefined;
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:sheet');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await close?.();
  });

  async function renderPage(options?: UserOptions) {
    const sent: Array<Record<string, string>> = [];
    let release: () => void = () => {};
    // How the stand-in answers: held until released; the dry run clean and the apply refused.
    const held = { next: false, clean: false, refuseApply: false };
    const cms = await startFakeCms(async (request, body): Promise<Answer> => {
      const url = request.url ?? '';
      if (url === '/api/admin/import') {
        const parts = parseMultipart(body, request.headers['content-type']);
        sent.push(Object.fromEntries(parts.map((part) => [part.name, part.filename ?? part.value])));
        if (held.next) await new Promise<void>((resolve) => (release = resolve));
        const dryRun = parts.find((part) => part.name === 'dryRun')?.value !== 'false';
        if (!dryRun && held.refuseApply) {
          // As the CMS refuses an apply whose rows fail by then: 400, the report as its data.
          return {
            status: 400,
            body: {
              success: false,
              message:
                'Nothing was written: row 2 has errors. Correct them, or import with skipErrors to write the other rows',
              data: REFUSED,
            },
          };
        }
        // The CMS answers an apply with its report alone, no message.
        return { status: 200, body: { success: true, data: held.clean ? CLEAN : REPORT } };
      }
      if (url === '/api/admin/export?format=csv') {
        return {
          status: 200,
          body: null,
          file: {
            text: 'sku,name\r\nCH-22,Chain\r\n',
            type: 'text/csv; charset=utf-8',
            headers: { 'Content-Disposition': 'attachment; filename="stock-2026-11-29.csv"' },
          },
        };
      }
      return { status: 401, body: { success: false, message: 'Your session is invalid or has expired.' } };
    });
    close = cms.close;
    const client = createApiClient({
      baseUrl: cms.url,
      getToken: () => 'jwt-1',
      fetch: multipartSafeFetch,
      XMLHttpRequest: undefined,
    });
    // The browser's progress, told by the test (jsdom's fetch reports none): half at once.
    const progress: { report?: ((sent: number, total: number) => void) | undefined } = {};
    const api: ImportApi = {
      importStock: (input, upload: UploadOptions = {}) => {
        progress.report = upload.onProgress;
        upload.onProgress?.(512, 1024);
        return client.importStock(input, upload);
      },
      downloadStockSheet: client.downloadStockSheet,
    };
    const user = renderListPage(<ImportPage api={api} />, options);
    return { user, sent, held, release: () => release(), cms, progress };
  }

  const sheet = new File(['sku,name\r\nCH-22,Chain\r\n'], 'stock.csv', { type: 'text/csv' });

  it('checks the sheet, shows what it changes by row, and applies with the warning accepted and the error row left out', async () => {
    const { user, sent, held, release, progress } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Check the sheet' }));
    expect(await screen.findByText('Choose the sheet to import')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.upload(screen.getByLabelText('Stock sheet (CSV or Excel)'), sheet);
    held.next = true;
    await user.click(screen.getByRole('button', { name: 'Check the sheet' }));
    expect(await screen.findByText('Uploading… 50 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading the sheet' })).toHaveAttribute('value', '50');
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => progress.report?.(1024, 1024));
    expect(await screen.findByText('Checking rows…')).toBeInTheDocument();
    held.next = false;
    release();

    const report = await screen.findByRole('region', { name: 'What the sheet changes' });
    expect(sent).toEqual([{ dryRun: 'true', file: 'stock.csv' }]);
    const counts = within(report)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual(['Created 1', 'Updated 1', 'Unchanged 3', 'Errors 1']);
    expect(within(report).getByText('Columns ignored: Remarks')).toBeInTheDocument();
    const rows = within(within(report).getByRole('table')).getAllByRole('row').slice(1);
    // The unchanged row is only counted.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Row 2CH-22New piece',
      'Row 3RG-18UpdateWarning: ⚠ net_weight: The price moves from ₹33,000.00 to ₹3,30,000.00 (+900 %), more than the 5 % the shop allows without confirmingnet_weight: 4.5 → 45',
      // The CMS's message names its column already: not twice.
      'Row 4BR-1Errornet_weight: "abc" is not a number',
    ]);
    expect(rows[1]).toHaveClass('bg-amber-50');

    const applyButton = within(report).getByRole('button', { name: 'Apply 2 changes' });
    expect(applyButton).toBeDisabled();
    await user.click(within(report).getByLabelText(/Apply without the 1 row with errors/));
    expect(applyButton).toBeDisabled();
    await user.click(within(report).getByLabelText(/I have checked the 1 price warning/));
    expect(applyButton).toBeEnabled();
    await user.click(applyButton);

    expect(await screen.findByText('Imported: 1 created, 1 updated')).toBeInTheDocument();
    expect(sent[1]).toEqual({ dryRun: 'false', confirm: 'true', skipErrors: 'true', file: 'stock.csv' });
    const done = screen.getByRole('region', { name: 'Imported' });
    expect(done).toHaveTextContent('1 created, 1 updated, 3 unchanged, 1 left out for their errors.');
    expect(screen.queryByRole('region', { name: 'What the sheet changes' })).not.toBeInTheDocument();
  });

  it('sends createCategories with the check and the apply, and shows the report of an apply refused for its rows', async () => {
    const { user, sent, held } = await renderPage();
    Object.assign(held, { clean: true, refuseApply: true });
    await user.upload(screen.getByLabelText('Stock sheet (CSV or Excel)'), sheet);
    await user.click(screen.getByLabelText('Add the categories the sheet names that the shop does not have yet'));
    await user.click(screen.getByRole('button', { name: 'Check the sheet' }));
    const report = await screen.findByRole('region', { name: 'What the sheet changes' });
    await user.click(within(report).getByRole('button', { name: 'Apply 1 change' }));

    // Another piece took the row's HUID between the check and the apply: the CMS's report replaces the dry run's.
    expect(await screen.findByText(/^Nothing was written: row 2 has errors/)).toBeInTheDocument();
    expect(sent).toEqual([
      { dryRun: 'true', createCategories: 'true', file: 'stock.csv' },
      { dryRun: 'false', createCategories: 'true', file: 'stock.csv' },
    ]);
    const rows = within(within(report).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["Row 2CH-22ErrorHUID AB12CD is the piece RG-18's already"]);
    expect(within(report).getByRole('button', { name: 'Apply 0 changes' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Imported' })).not.toBeInTheDocument();
  });

  it('refuses a file that is no sheet before sending it', async () => {
    // A browser's picker offers only sheets; a file dropped or picked with "All files" is checked.
    const { user, sent } = await renderPage({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Stock sheet (CSV or Excel)'),
      new File(['x'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check the sheet' }));
    expect(await screen.findByText('photo.jpg is not a CSV or Excel workbook')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves the export under the CMS’s name for it, and says why a download was refused', async () => {
    const { user, cms } = await renderPage();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('stock-2026-11-29.csv');
      expect(this.href).toBe('blob:sheet');
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe('sku,name\r\nCH-22,Chain\r\n');
    expect(cms.requests.at(-1)).toMatchObject({ method: 'GET', authorization: 'Bearer jwt-1' });

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText('Your session is invalid or has expired.')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
