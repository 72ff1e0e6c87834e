// The import of a stock sheet (docs/import-export.md): its dry run, which reads the sheet, checks
// every row against the shop as it is and tells what applying it would change, writing nothing.
import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { badRequest, ShopError } from '../../../lib/http';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import { checkSheet, type ImportReport } from '../../../lib/stock-sheet/check-sheet';
import { SheetError } from '../../../lib/stock-sheet/columns';
import { readStockSheet } from '../../../lib/stock-sheet/read-sheet';
import type { IncomingFile } from '../../../lib/uploads';
import { categoryService } from '../../category/services/category';
import { productService } from '../../product/services/product';
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

const createStockImportService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async importSheet(files: IncomingFile[], options: ImportOptions): Promise<ImportReport> {
    const [file, ...more] = files;
    if (!file) throw badRequest('file: choose the sheet to import (a CSV or Excel workbook)');
    if (more.length > 0) throw badRequest('file: send one sheet at a time');
    if (!options.dryRun) {
      throw badRequest('Only a dry run can be made yet: send dryRun=true (the default) to see what the sheet changes');
    }
    const [products, categories, rates] = await Promise.all([
      productService(strapi).catalogue(),
      categoryService(strapi).list(),
      rateService(strapi).list(),
    ]);
    const { gstRate, rateGuardPercent } = shopConfig(strapi);
    try {
      const sheet = await readStockSheet(await readFile(file.filepath));
      const shop = { products, categories, rates, gstRate, guardPercent: rateGuardPercent, zipPhotos: null };
      return checkSheet(sheet, shop, options).report;
    } catch (error) {
      if (error instanceof SheetError) throw new ShopError(400, error.message);
      throw error;
    }
  },
});

export default createStockImportService;

export const stockImportService = typedService<typeof createStockImportService>('api::stock.stock-import');
