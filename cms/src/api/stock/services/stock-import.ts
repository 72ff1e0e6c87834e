// The import of a stock sheet (docs/import-export.md): its dry run, which reads the sheet, checks
// every row against the shop as it is and tells what applying it would change, writing nothing;
// and its apply, which writes the rows that passed as one content change for publishing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { ImportReport, ImportRow } from '@suvarna/domain';
import { badRequest, ShopError } from '../../../lib/http';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import { applyPlans, tally } from '../../../lib/stock-sheet/apply-plans';
import { checkSheet } from '../../../lib/stock-sheet/check-sheet';
import { SheetError } from '../../../lib/stock-sheet/columns';
import { readStockSheet } from '../../../lib/stock-sheet/read-sheet';
import { openZipPhotos, unpackRowPhotos } from '../../../lib/stock-sheet/zip-photos';
import { temporaryUploadsDir } from '../../../lib/temporary-uploads';
import type { IncomingFile } from '../../../lib/uploads';
import { categoryService } from '../../category/services/category';
import { historyService } from '../../history/services/history';
import { productService } from '../../product/services/product';
import { publishService } from '../../publish/services/publish';
import { rateService } from '../../rate/services/rate';

export interface ImportOptions {
  dryRun: boolean;
  skipErrors: boolean;
  confirm: boolean;
  createCategories: boolean;
}

const DEFAULTS: ImportOptions = { dryRun: true, skipErrors: false, confirm: false, createCategories: false };

/** The form's switches: each `true` or `false`, or left out for its default. */
export function importOptions(fields: Record<string, unknown>): ImportOptions {
  const options = { ...DEFAULTS };
  for (const name of Object.keys(DEFAULTS) as Array<keyof ImportOptions>) {
    const value = fields[name];
    if (value === undefined) continue;
    if (value !== 'true' && value !== 'false') throw badRequest(`${name} must be true or false`);
    options[name] = value === 'true';
  }
  return options;
}

/** What the publish history says of an import that ended before its end (a CMS killed, a failure). */
const IMPORT_INTERRUPTED = 'import: stopped before its end, the rows written kept';

const rowNumbers = (rows: readonly ImportRow[]) => rows.map((row) => row.row).join(', ');

/**
 * Refuses (400, with the dry run's report as its data) an apply that would write part of what the
 * shop asked: a row with an error without skipErrors, or a price past the rate guard without confirm.
 */
function refuseUnlessApplicable(report: ImportReport, options: ImportOptions): void {
  const failed = report.rows.filter((row) => row.action === 'error');
  if (failed.length > 0 && !options.skipErrors) {
    throw new ShopError(
      400,
      `Nothing was written: ${failed.length === 1 ? 'row' : 'rows'} ${rowNumbers(failed)} ${failed.length === 1 ? 'has' : 'have'} errors. Correct them, or import with skipErrors to write the other rows`,
      { data: report },
    );
  }
  const warned = report.rows.filter((row) => row.action !== 'error' && row.warnings.length > 0);
  if (warned.length > 0 && !options.confirm) {
    throw new ShopError(
      400,
      `Nothing was written: the price of ${warned.length === 1 ? 'row' : 'rows'} ${rowNumbers(warned)} moves more than the shop allows without confirming. Check them, and import with confirm to apply them`,
      { data: report },
    );
  }
}

/** The one file sent under `field`, or none; more is refused. */
function oneFile(files: IncomingFile[], field: string, what: string): IncomingFile | undefined {
  if (files.length > 1) throw badRequest(`${field}: send one ${what} at a time`);
  return files[0];
}

const createStockImportService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The sheet (`file`) and the zip of its photos (`photos`, optional), as the form sent them. */
  async importSheet(
    sent: { file: IncomingFile[]; photos: IncomingFile[] },
    options: ImportOptions,
  ): Promise<ImportReport> {
    const file = oneFile(sent.file, 'file', 'sheet');
    if (!file) throw badRequest('file: choose the sheet to import (a CSV or Excel workbook)');
    const photos = oneFile(sent.photos, 'photos', 'zip of photos');
    const [products, categories, rates] = await Promise.all([
      productService(strapi).catalogue(),
      categoryService(strapi).list(),
      rateService(strapi).list(),
    ]);
    const { gstRate, rateGuardPercent } = shopConfig(strapi);
    // The zip's photos are unpacked here, and removed with the folder however the import ends.
    const folder = await mkdtemp(path.join(temporaryUploadsDir(shopConfig(strapi)), 'zip-'));
    let zip: Awaited<ReturnType<typeof openZipPhotos>> | undefined;
    try {
      let checked: ReturnType<typeof checkSheet>;
      try {
        const sheet = await readStockSheet(await readFile(file.filepath));
        zip = photos ? await openZipPhotos(photos.filepath) : undefined;
        const shop = {
          products,
          categories,
          rates,
          gstRate,
          guardPercent: rateGuardPercent,
          zipPhotos: zip?.names ?? null,
        };
        checked = checkSheet(sheet, shop, options);
      } catch (error) {
        if (error instanceof SheetError) throw new ShopError(400, error.message);
        throw error;
      }
      const { plans } = checked;
      const photoFiles = zip ? await unpackRowPhotos(zip, folder, checked.report, plans) : new Map();
      const report = tally(checked.report);
      if (options.dryRun) return report;
      refuseUnlessApplicable(report, options);
      const done = await publishService(strapi).asOneChange(
        (done) => (done ? `import: ${done.created} created, ${done.updated} updated` : IMPORT_INTERRUPTED),
        () => applyPlans(strapi, report, plans, photoFiles),
      );
      await historyService(strapi).record({
        action: 'imported',
        kind: 'import',
        name: `${file.originalFilename ?? 'sheet'}: ${done.created} created, ${done.updated} updated, ${done.failed} refused`,
      });
      return done;
    } finally {
      zip?.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
});

export default createStockImportService;

export const stockImportService = typedService<typeof createStockImportService>('api::stock.stock-import');
