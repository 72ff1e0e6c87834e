// The bulk edit of the back office's Product table (docs/api.md, PUT /api/admin/products): some
// fields set on many pieces, or many pieces deleted, all or nothing. Each piece goes through the
// product form's save path (its rules and messages, the price checked only when a priced field
// changes), in one transaction: a refused piece rolls every write back. The whole edit is one content
// change for publishing ("12 products changed: discount").
import type { Core } from '@strapi/strapi';
import type { BulkEditResult, RefusedPiece } from '@suvarna/domain';
import { badRequest, parseId, ShopError } from '../../../lib/http';
import { typedService } from '../../../lib/services';
import { deleteStoredFiles } from '../../../lib/uploads';
import { historyService } from '../../history/services/history';
import { publishService } from '../../publish/services/publish';
import { PRODUCT_UID, type ProductRow } from '../stored-product';
import { productName, productService } from './product';

/** The fields a bulk edit may set, with the word the publish history uses for each. */
const SETTABLE = {
  status: 'status',
  category_id: 'category',
  makingChargeType: 'making charge',
  makingChargeValue: 'making charge',
  discountType: 'discount',
  discount: 'discount',
} as const;
type Settable = keyof typeof SETTABLE;

/** The most pieces one edit may name: a shop's whole stock, in a body well under the JSON limit. */
export const BULK_EDIT_MAX = 5000;

export type BulkEdit = { ids: number[]; set: Partial<Record<Settable, unknown>> } | { ids: number[]; delete: true };

const isSettable = (key: string): key is Settable => Object.hasOwn(SETTABLE, key);

/** The request, checked as a whole before any piece is read. */
export function parseBulkEdit(body: Record<string, unknown>): BulkEdit {
  const unknown = Object.keys(body).filter((key) => !['ids', 'set', 'delete'].includes(key));
  if (unknown.length > 0) throw badRequest(`Unknown field ${unknown[0]}: send ids with set, or ids with delete: true`);
  const { ids: rawIds, set, delete: remove } = body;
  if (!Array.isArray(rawIds) || rawIds.length === 0)
    throw badRequest('ids must be a list of product ids (at least one)');
  if (rawIds.length > BULK_EDIT_MAX) throw badRequest(`ids: at most ${BULK_EDIT_MAX} pieces at a time`);
  const ids = rawIds.map((id) => parseId(id, 'ids'));
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw badRequest(`ids: each piece once (id ${id} is named twice)`);
    seen.add(id);
  }
  if ((set === undefined) === (remove === undefined))
    throw badRequest('Send either set (the fields to change) or delete: true');
  if (remove !== undefined) {
    if (remove !== true) throw badRequest('delete must be true');
    return { ids, delete: true };
  }
  if (!set || typeof set !== 'object' || Array.isArray(set))
    throw badRequest('set must be an object of fields to change');
  const keys = Object.keys(set);
  if (keys.length === 0) throw badRequest('set: name at least one field to change');
  const other = keys.find((key) => !isSettable(key));
  if (other !== undefined) {
    throw badRequest(`set: ${other} cannot be changed in bulk (only ${Object.keys(SETTABLE).join(', ')})`);
  }
  return { ids, set: set as Partial<Record<Settable, unknown>> };
}

const count = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** The publish history's line: "12 products changed: discount", "3 products deleted". */
export function describeBulkEdit(edit: BulkEdit, n: number): string {
  if ('delete' in edit) return `${count(n)} deleted`;
  const words = [...new Set(Object.keys(edit.set).map((key) => SETTABLE[key as Settable]))];
  return `${count(n)} changed: ${words.join(', ')}`;
}

/** One sentence for the whole refusal, naming the first few pieces (the answer's data names all). */
function refusalMessage(refused: readonly RefusedPiece[], total: number): string {
  const shown = refused.slice(0, 3).map((piece) => `${piece.sku ?? `id ${piece.id}`}: ${piece.message}`);
  const more = refused.length > shown.length ? `; and ${refused.length - shown.length} more` : '';
  const pieces = total === 1 ? 'The piece' : `${refused.length} of ${total} pieces`;
  return `${pieces} cannot be changed, so nothing was changed. ${shown.join('; ')}${more}`;
}

const refusal = (row: ProductRow, error: ShopError): RefusedPiece => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  message: error.message,
  ...(error.details.errors && error.details.errors.length > 0 ? { errors: [...error.details.errors] } : {}),
});

const createBulkEditService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async apply(body: Record<string, unknown>): Promise<BulkEditResult> {
    const edit = parseBulkEdit(body);
    const products = productService(strapi);
    let committed = false;
    const { result, files } = await publishService(strapi).asOneChange(
      // An edit refused (or failed) before its commit was rolled back whole: nothing to publish.
      () => (committed ? describeBulkEdit(edit, edit.ids.length) : null),
      async () => {
        const done = await strapi.db.transaction(async () => {
          const rows = new Map((await products.rowsByIds(edit.ids)).map((row) => [row.id, row]));
          const refused: RefusedPiece[] = [];
          const found: ProductRow[] = [];
          for (const id of edit.ids) {
            const row = rows.get(id);
            if (row) found.push(row);
            else refused.push({ id, sku: null, name: null, message: `No product with id ${id}` });
          }
          const rates = 'set' in edit ? await products.allRates() : [];
          for (const row of refused.length === 0 || 'set' in edit ? found : []) {
            if ('delete' in edit) {
              await strapi.documents(PRODUCT_UID).delete({ documentId: row.documentId });
              await historyService(strapi).record({
                action: 'deleted',
                kind: 'product',
                id: row.id,
                name: productName(row),
              });
              continue;
            }
            try {
              await products.edit(row, edit.set, rates);
            } catch (error) {
              if (!(error instanceof ShopError)) throw error;
              refused.push(refusal(row, error));
            }
          }
          // Thrown inside the transaction, so every piece written before is rolled back.
          if (refused.length > 0) {
            const position = new Map(edit.ids.map((id, index) => [id, index]));
            refused.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
            throw new ShopError(400, refusalMessage(refused, edit.ids.length), { data: { refused } });
          }
          const result: BulkEditResult = 'delete' in edit ? { deleted: found.length } : { changed: found.length };
          const files = 'delete' in edit ? found.flatMap((row) => (row.images ?? []).map((image) => image.id)) : [];
          return { result, files };
        });
        committed = true;
        // Committed: the pieces' write times become now, before the change is counted, so that the
        // priced catalogue, rereading what was written since shortly before its last read, finds
        // every piece of an edit that took longer than its margin while another write was read.
        if ('set' in edit) await products.markWritten(edit.ids);
        return done;
      },
    );
    // The deleted pieces' pictures go once their rows are gone for good (files are no transaction's).
    await deleteStoredFiles(strapi, files);
    return result;
  },
});

export default createBulkEditService;

export const bulkEditService = typedService<typeof createBulkEditService>('api::product.bulk-edit');
