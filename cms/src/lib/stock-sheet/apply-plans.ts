// The import applied: the rows the dry run passed, each written through the product service's own
// create or replace (so SKU and HUID uniqueness, the pricing checks, statusChangedAt and the
// pictures' checks and storing all hold as for the product form), beneath the Document Service and
// counted in the import's one content change (product service's SaveWay). Rows whose pictures stay
// as they are go some at a time in one transaction, the others one by one: a CMS killed mid-apply
// leaves every row written whole or not at all, and the same sheet applied again finds the rows
// written (by SKU) unchanged. Between transactions the apply gives way to the reads the CMS is
// answering (read-traffic.ts), so the back office and the site's builds keep most of the CMS.

import type { Core } from '@strapi/strapi';
import { type ImportReport, type ImportRow, nameKey } from '@suvarna/domain';
import { categoryService } from '../../api/category/services/category';
import { productService } from '../../api/product/services/product';
import { ShopError } from '../http';
import { readsFirst } from '../read-traffic';
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

/**
 * Rows written in one transaction: one commit (on SQLite, one sync to disk) and, for new pieces, a
 * few statements for them all (on PostgreSQL each is a round trip); still a short hold of SQLite's one
 * connection (some 30 ms), which the reads waiting on it get back at once.
 */
const ROWS_PER_TRANSACTION = 100;

const failure = (error: unknown) => {
  if (error instanceof ShopError) return error.message;
  throw error;
};

/** A row to write, with the form's body it is written as. */
interface RowWrite {
  plan: PlannedRow;
  row: ImportRow;
  body: Record<string, unknown>;
  incoming: IncomingFile[];
  /** It stores new photos or deletes old ones: files are in no transaction, so it is written alone. */
  changesPictures: boolean;
}

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

  /** What a row writes, or null when it writes nothing (unchanged, or its new category refused). */
  const rowWrite = (plan: PlannedRow): RowWrite | null => {
    const row = byRow.get(plan.row) as ImportRow;
    if (row.action === 'unchanged') return null;
    let categoryId = plan.input.category_id;
    if (plan.newCategory) {
      const made = newCategories.get(nameKey(plan.newCategory));
      if (typeof made === 'string') {
        refuse(row, 'category', made);
        return null;
      }
      categoryId = made as number;
    }
    // The pictures in the order the row names them, cover first: the piece's own kept, the zip's new.
    const ownImages = plan.existing?.images ?? [];
    const own = new Map(ownImages.map((image) => [photoName(image.url), image.id]));
    const incoming: IncomingFile[] = [];
    const order = plan.photos.map((name) => {
      const kept = own.get(name);
      if (kept !== undefined) return { kept };
      incoming.push(zipPhotos.get(plan.row)?.get(name) as IncomingFile);
      return { new: incoming.length - 1 };
    });
    const kept = order.flatMap((entry) => ('kept' in entry ? [entry.kept] : []));
    const body = {
      ...plan.input,
      category_id: categoryId,
      existingImages: JSON.stringify(kept),
      imageOrder: JSON.stringify(order),
    };
    return { plan, row, body, incoming, changesPictures: incoming.length > 0 || kept.length < ownImages.length };
  };

  const rates = await productService(strapi).allRates();
  const write = async ({ plan, body, incoming }: RowWrite) => {
    const way = { rates, beneathDocuments: true, historyAction: 'imported' as const };
    if (plan.existing) await productService(strapi).replace(plan.existing.id, body, incoming, way);
    else await productService(strapi).create(body, incoming, way);
  };
  /** One row in a transaction of its own (the product service's): a refusal names it, the rest go on. */
  const writeAlone = async (entry: RowWrite) => {
    try {
      await write(entry);
    } catch (error) {
      refuse(entry.row, 'sku', `${entry.row.sku}: ${failure(error)}`);
    }
  };
  /** Rows in one transaction; when one is refused, all are rolled back and written again one by one. */
  const writeTogether = async (entries: readonly RowWrite[]) => {
    if (entries.length === 1) return writeAlone(entries[0] as RowWrite);
    try {
      await strapi.db.transaction(async () => {
        for (const entry of entries) if (entry.plan.existing) await write(entry);
        const creates = entries.filter((entry) => !entry.plan.existing);
        if (creates.length > 0)
          await productService(strapi).createMany(
            creates.map((entry) => entry.body),
            rates,
          );
      });
    } catch (error) {
      failure(error);
      for (const entry of entries) await writeAlone(entry);
    }
  };

  // Transactions in the sheet's order, by one writer on either database: a second would only take
  // more of the thread from the reads.
  const givingWayToReads = readsFirst();
  let together: RowWrite[] = [];
  const flush = async () => {
    const entries = together;
    together = [];
    if (entries.length > 0) await givingWayToReads(() => writeTogether(entries));
  };
  for (const plan of plans) {
    const entry = rowWrite(plan);
    if (!entry) continue;
    if (entry.changesPictures) {
      await flush();
      await givingWayToReads(() => writeAlone(entry));
    } else {
      together.push(entry);
      if (together.length === ROWS_PER_TRANSACTION) await flush();
    }
  }
  await flush();
  return tally(report);
}
