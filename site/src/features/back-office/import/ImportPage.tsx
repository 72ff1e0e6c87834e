// The Import page (docs/back-office.md, issue 50 item 7): the stock sheet (and a zip of its photos)
// checked by the CMS's dry run, its report as a table (counts; each error by row and column; each
// update's changes; the rate guard's warnings marked), then "Apply N changes"; the template and the
// stock as CSV or Excel to download. A large sheet shows its upload's percentage, then "Checking rows…".
import { zodResolver } from '@hookform/resolvers/zod';
import { type ApiClient, ApiError, type StockImport } from '@suvarna/api-client';
import type { ImportReport } from '@suvarna/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import { type ComponentProps, forwardRef, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { adminKeys } from '../data/queries';
import { messageOf } from '../ui/messages';
import { ImportReportTable } from './ImportReportTable';

export type ImportApi = Pick<ApiClient, 'importStock' | 'downloadStockSheet'>;

/** What the CMS takes (docs/api.md): the sheet at most 20 MB, the zip of photos at most 300 MB. */
const SHEET_MAX_BYTES = 20 * 1024 * 1024;
const PHOTOS_MAX_BYTES = 300 * 1024 * 1024;

const fileList = z.custom<FileList>((value) => typeof FileList === 'undefined' || value instanceof FileList);
const importSchema = z
  .object({ sheet: fileList, photos: fileList, createCategories: z.boolean() })
  .superRefine(({ sheet, photos }, context) => {
    const file = sheet?.[0];
    if (!file) context.addIssue({ code: 'custom', path: ['sheet'], message: 'Choose the sheet to import' });
    else if (!/\.(csv|tsv|txt|xlsx)$/i.test(file.name)) {
      context.addIssue({ code: 'custom', path: ['sheet'], message: `${file.name} is not a CSV or Excel workbook` });
    } else if (file.size > SHEET_MAX_BYTES) {
      context.addIssue({ code: 'custom', path: ['sheet'], message: 'The sheet is too large (at most 20 MB)' });
    }
    const zip = photos?.[0];
    if (zip && !/\.zip$/i.test(zip.name)) {
      context.addIssue({ code: 'custom', path: ['photos'], message: `${zip.name} is not a zip of photos` });
    } else if (zip && zip.size > PHOTOS_MAX_BYTES) {
      context.addIssue({ code: 'custom', path: ['photos'], message: 'The zip is too large (at most 300 MB)' });
    }
  });
type ImportValues = z.infer<typeof importSchema>;

/** Where a call stands: sending the files (with the share sent), then waiting for the CMS's check. */
type Progress = { stage: 'sending'; percent: number } | { stage: 'checking' } | null;

/** Saves a downloaded sheet under the CMS's name for it. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const changesIn = (report: ImportReport) => report.created + report.updated;

export function ImportPage({ api }: { api: ImportApi }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress>(null);
  /** The dry run's report, with the files it was made of (applied as they were checked). */
  const [checked, setChecked] = useState<{ report: ImportReport; files: Omit<StockImport, 'dryRun'> } | null>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);
  const [warningsAccepted, setWarningsAccepted] = useState(false);
  const [skipErrors, setSkipErrors] = useState(false);
  const acceptId = useId();
  const skipId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ImportValues>({
    resolver: zodResolver(importSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { createCategories: false },
  });

  const send = (input: StockImport) =>
    api.importStock(input, {
      onProgress: (sent, total) =>
        setProgress(
          sent >= total ? { stage: 'checking' } : { stage: 'sending', percent: Math.floor((sent / total) * 100) },
        ),
      // A large sheet is checked row by row after it arrives: give it the CMS's upload time.
      timeoutMs: 10 * 60 * 1000,
    });

  const check = useMutation({
    mutationFn: async (files: Omit<StockImport, 'dryRun'>) => ({
      reply: await send({ ...files, dryRun: true }),
      files,
    }),
    onMutate: () => {
      setProgress({ stage: 'sending', percent: 0 });
      setChecked(null);
      setApplied(null);
      setWarningsAccepted(false);
      setSkipErrors(false);
    },
    onSuccess: ({ reply, files }) => setChecked({ report: reply.data, files }),
    onError: (error) => toast.error(messageOf(error, 'The sheet could not be checked')),
    onSettled: () => setProgress(null),
  });

  const apply = useMutation({
    mutationFn: (input: StockImport) => send(input),
    onMutate: () => setProgress({ stage: 'sending', percent: 0 }),
    onSuccess: (reply) => {
      toast.success(reply.message ?? `Imported: ${reply.data.created} created, ${reply.data.updated} updated`);
      setApplied(reply.data);
      setChecked(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    },
    onError: (error) => {
      // An apply refused for its rows answers the report: shown as a dry run's would be.
      if (error instanceof ApiError && isReport(error.data) && checked) setChecked({ ...checked, report: error.data });
      toast.error(messageOf(error, 'The sheet could not be applied'));
    },
    onSettled: () => setProgress(null),
  });

  const download = useMutation({
    mutationFn: ({ which, format }: { which: 'export' | 'import-template'; format: 'csv' | 'xlsx' }) =>
      api.downloadStockSheet(which, format),
    onSuccess: ({ blob, fileName }) => save(blob, fileName),
    onError: (error) => toast.error(messageOf(error, 'The sheet could not be downloaded')),
  });

  const busy = check.isPending || apply.isPending;
  const report = checked?.report;
  const warnings = report ? report.rows.filter((row) => row.warnings.length > 0).length : 0;
  const toApply = report ? changesIn(report) : 0;
  const canApply =
    report !== undefined &&
    toApply > 0 &&
    (report.failed === 0 || skipErrors) &&
    (warnings === 0 || warningsAccepted) &&
    !busy;

  return (
    <div className="grid max-w-5xl gap-8">
      <section aria-labelledby="import-sheets" className="grid gap-3">
        <h2 id="import-sheets" className="text-2xl text-charcoal">
          Sheets
        </h2>
        <p className="text-sm text-stone">
          Fill in the template, or export the stock, change it in Excel and import it again: rows are matched to pieces
          by SKU.
        </p>
        <div className="flex flex-wrap gap-3">
          {(
            [
              ['Download template', 'import-template', 'csv'],
              ['Export CSV', 'export', 'csv'],
              ['Export Excel', 'export', 'xlsx'],
            ] as const
          ).map(([label, which, format]) => (
            <button
              key={label}
              type="button"
              className="btn btn-outline max-sm:flex-1"
              disabled={download.isPending}
              onClick={() => download.mutate({ which, format })}
            >
              <Download size={16} aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="import-check" className="grid gap-4">
        <h2 id="import-check" className="text-2xl text-charcoal">
          Import
        </h2>
        <form
          noValidate
          aria-busy={busy}
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={handleSubmit(({ sheet, photos, createCategories }) => {
            const file = sheet[0] as File;
            const zip = photos?.[0];
            // Checked and applied alike: the dry run says which rows a new category would let in.
            check.mutate({
              file: { file, name: file.name },
              ...(zip ? { photos: { file: zip, name: zip.name } } : {}),
              ...(createCategories ? { createCategories: true } : {}),
            });
          })}
        >
          <FileField
            id="import-sheet"
            label="Stock sheet (CSV or Excel)"
            accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            error={errors.sheet?.message}
            {...register('sheet')}
          />
          <FileField
            id="import-photos"
            label="Photos (a zip, optional)"
            accept=".zip,application/zip"
            error={errors.photos?.message}
            {...register('photos')}
          />
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="mt-0.5 size-5 accent-gold-deep" {...register('createCategories')} />
            Add the categories the sheet names that the shop does not have yet
          </label>
          <div className="sm:col-span-2">
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
              Check the sheet
            </button>
          </div>
        </form>
        {progress && (
          <div aria-live="polite" className="grid gap-2 text-sm">
            {progress.stage === 'sending' ? (
              <>
                <p>Uploading… {progress.percent} %</p>
                <progress
                  aria-label="Uploading the sheet"
                  max={100}
                  value={progress.percent}
                  className="h-2 w-full accent-gold-deep"
                />
              </>
            ) : (
              <p>Checking rows…</p>
            )}
          </div>
        )}
      </section>

      {report && (
        <section aria-labelledby="import-report" className="grid gap-4">
          <h2 id="import-report" className="text-2xl text-charcoal">
            What the sheet changes
          </h2>
          <ImportReportTable report={report} />
          {report.failed > 0 && (
            <label htmlFor={skipId} className="flex items-start gap-2 text-sm">
              <input
                id={skipId}
                type="checkbox"
                className="mt-0.5 size-5 accent-gold-deep"
                checked={skipErrors}
                onChange={(event) => setSkipErrors(event.target.checked)}
              />
              Apply without the {report.failed} {report.failed === 1 ? 'row' : 'rows'} with errors (fix them and import
              again later)
            </label>
          )}
          {warnings > 0 && (
            <label htmlFor={acceptId} className="flex items-start gap-2 bg-amber-50 p-2 text-sm">
              <input
                id={acceptId}
                type="checkbox"
                className="mt-0.5 size-5 accent-gold-deep"
                checked={warningsAccepted}
                onChange={(event) => setWarningsAccepted(event.target.checked)}
              />
              I have checked the {warnings} price {warnings === 1 ? 'warning' : 'warnings'}: the new prices are right
            </label>
          )}
          <div>
            <button
              type="button"
              className="btn btn-primary w-full sm:w-auto"
              disabled={!canApply}
              onClick={() =>
                checked &&
                apply.mutate({
                  ...checked.files,
                  dryRun: false,
                  ...(warnings > 0 ? { confirm: true } : {}),
                  ...(skipErrors ? { skipErrors: true } : {}),
                })
              }
            >
              Apply {toApply} {toApply === 1 ? 'change' : 'changes'}
            </button>
          </div>
        </section>
      )}

      {applied && (
        <section aria-labelledby="import-applied" className="grid gap-3">
          <h2 id="import-applied" className="text-2xl text-charcoal">
            Imported
          </h2>
          <p>
            {applied.created} created, {applied.updated} updated, {applied.unchanged} unchanged
            {applied.failed > 0 ? `, ${applied.failed} left out for their errors` : ''}. The site is published with them
            shortly.
          </p>
        </section>
      )}
    </div>
  );
}

const isReport = (value: unknown): value is ImportReport =>
  typeof value === 'object' && value !== null && Array.isArray((value as ImportReport).rows);

interface FileFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
}

const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { id, label, error, ...inputProps },
  ref,
) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-charcoal">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full border border-line bg-white px-3 py-2 text-sm file:mr-3 file:border-0 file:bg-sand file:px-3 file:py-1.5"
        {...inputProps}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-maroon">
          {error}
        </p>
      )}
    </div>
  );
});
