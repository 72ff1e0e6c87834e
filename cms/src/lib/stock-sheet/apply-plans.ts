// The import applied: the rows the dry run passed, each written through the product service's own
// create or replace (so SKU and HUID uniqueness, the pricing checks, statusChangedAt and the
// pictures' checks and storing all hold as for the product form). Each row is one Document Service
// write, which Strapi runs in a transaction: a CMS killed mid-apply leaves every row written whole
// or not at all, and the same sheet applied again finds the rows written (by SKU) unchanged.

import type { Core } from '@strapi/strapi';
import { type ImportReport, type ImportRow, nameKey } from '@suvarna/domain';
import { categoryService } from '../../api/category/services/category';
import { productService } from '../../api/product/services/product';
import { ShopError } from '../http';
import type { IncomingFile } from '../uploads';
import type { PlannedRow } from './check-sheet';
import { photoName } from './product-row';

/** The zip's photos, unpacked to temporary files and checked (zip-photos.ts): by row, then by name. */
export type ZipPhotoFiles = ReadonlyMap<number, ReadonlyMap<string, IncomingFile>>;

/** The report's counts, after rows were refused past the dry run's checks. */
export function tally(report: ImportReport): ImportReport {
  const count = (action: ImportRow['action']) => report.rows.filter((row) => row.action === action).length;
  return {
    ...report,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    failed: count('error'),
  };
}

/** Rows written at once on a database with a connection pool (PostgreSQL). */
const PARALLEL_ROWS = 4;

const failure = (error: unknown) => {
  if (error instanceof ShopError) return error.message;
  throw error;
};

/** The rows written, the report told as what was done: a row refused on writing is an error row. */
export async function applyPlans(
  strapi: Core.Strapi,
  report: ImportReport,
  plans: readonly PlannedRow[],
  zipPhotos: ZipPhotoFiles,
): Promise<ImportReport> {
  const byRow = new Map(report.rows.map((row) => [row.row, row]));
  const refuse = (row: ImportRow, column: string, message: string) => {
    row.action = 'error';
    row.changes = [];
    row.errors.push({ column, message });
  };

  // The new categories, once each, through the category service's rules (a name too like another's
  // is refused there): a row whose category could not be made is refused, the others go on.
  const newCategories = new Map<string, number | string>();
  for (const plan of plans) {
    const name = plan.newCategory;
    if (!name || newCategories.has(nameKey(name))) continue;
    try {
      newCategories.set(nameKey(name), (await categoryService(strapi).create({ name })).id);
    } catch (error) {
      newCategories.set(nameKey(name), failure(error));
    }
  }

  const writeRow = async (plan: PlannedRow) => {
    const row = byRow.get(plan.row) as ImportRow;
    if (row.action === 'unchanged') return;
    let categoryId = plan.input.category_id;
    if (plan.newCategory) {
      const made = newCategories.get(nameKey(plan.newCategory));
      if (typeof made === 'string') {
        refuse(row, 'category', made);
        return;
      }
      categoryId = made as number;
    }
    // The pictures in the order the row names them, cover first: the piece's own kept, the zip's new.
    const own = new Map((plan.existing?.images ?? []).map((image) => [photoName(image.url), image.id]));
    const incoming: IncomingFile[] = [];
    const order = plan.photos.map((name) => {
      const kept = own.get(name);
      if (kept !== undefined) return { kept };
      incoming.push(zipPhotos.get(plan.row)?.get(name) as IncomingFile);
      return { new: incoming.length - 1 };
    });
    const body = {
      ...plan.input,
      category_id: categoryId,
      existingImages: JSON.stringify(order.flatMap((entry) => ('kept' in entry ? [entry.kept] : []))),
      imageOrder: JSON.stringify(order),
    };
    try {
      if (plan.existing) await productService(strapi).replace(plan.existing.id, body, incoming);
      else await productService(strapi).create(body, incoming);
    } catch (error) {
      refuse(row, 'sku', `${row.sku}: ${failure(error)}`);
    }
  };

  // On PostgreSQL a row is some fifteen round trips, so a few rows are written at once (their SKUs
  // and HUIDs differ: the dry run refused repeats); SQLite has one connection, so one at a time.
  // Between rows the CMS turns to the requests waiting, so the site's reads go on during an import.
  const writers = strapi.config.get('database.connection.client') === 'sqlite' ? 1 : PARALLEL_ROWS;
  let next = 0;
  let failed = false;
  const writer = async () => {
    while (!failed && next < plans.length) {
      const plan = plans[next++] as PlannedRow;
      try {
        await writeRow(plan);
      } catch (error) {
        failed = true;
        throw error;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  // Every writer ends before a failure is thrown: the batch's change is recorded after the last write.
  const ended = await Promise.allSettled(Array.from({ length: writers }, writer));
  const stopped = ended.find((result) => result.status === 'rejected');
  if (stopped) throw stopped.reason;
  return tally(report);
}
