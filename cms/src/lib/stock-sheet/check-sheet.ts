// The import's dry run: every row of the sheet read onto the piece its SKU names (or a new one),
// checked with the product form's own rules and against the shop as it is (categories, rates,
// HUIDs, the other rows), and what it would change, row by row and column by column.
import {
  type ColumnChange,
  type ColumnIssue,
  fieldIssues,
  formatRupees,
  type ImportReport,
  type ImportRow,
  type ImportRowAction,
  MAX_PRODUCT_IMAGES,
  nameKey,
  type Product,
  priceProduct,
  pricingIssues,
  type Rate,
  type TradeProductInput,
  tradeProductSchema,
} from '@suvarna/domain';
import { readHeaders } from './columns';
import { photoName } from './product-row';
import type { Sheet } from './read-sheet';
import { changesOf, columnIssues, currentCells, layRow, productBody, rowCells } from './row-to-product';

/** A row that passed, with what applying it writes. */
export interface PlannedRow {
  row: number;
  existing: Product | undefined;
  input: TradeProductInput;
  /** The category's name when it is to be created (createCategories). */
  newCategory: string | undefined;
  /** The pictures by file name, cover first: the piece's own, or the zip's. */
  photos: string[];
}

export interface ShopState {
  products: readonly Product[];
  categories: ReadonlyArray<{ id: number; name: string }>;
  rates: readonly Rate[];
  gstRate: number;
  /** Percent: a price moving by more needs `confirm` (RATE_GUARD_PERCENT). */
  guardPercent: number;
  /** The files of the photos' zip by their path in it; none when no zip was sent. */
  zipPhotos: ReadonlySet<string> | null;
}

export interface CheckOptions {
  createCategories: boolean;
}

/** Stands in for a category still to be created, so the rest of the row is checked the same. */
const CATEGORY_TO_CREATE = 2_147_483_647;
const PRICED_COLUMNS = [
  'purity',
  'metal',
  'net_weight',
  'making_type',
  'making_value',
  'hallmark_fee',
  'discount',
  'discount_type',
];
const isPricedColumn = (column: string) => PRICED_COLUMNS.includes(column) || column.startsWith('stone');

const photoNames = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;|]/)
    .map((name) => name.trim())
    .filter(Boolean);

export function checkSheet(
  sheet: Sheet,
  shop: ShopState,
  options: CheckOptions,
): { report: ImportReport; plans: PlannedRow[] } {
  const columns = readHeaders(sheet.headers);
  const bySku = new Map(shop.products.map((product) => [product.sku.toLowerCase(), product]));
  const categories = new Map(shop.categories.map((category) => [nameKey(category.name), category]));
  const huidOwner = new Map(
    shop.products.filter((product) => product.huid).map((product) => [product.huid as string, product.sku]),
  );
  const firstRowOfSku = new Map<string, number>();
  const firstRowOfHuid = new Map<string, number>();
  const zipBaseNames = new Map([...(shop.zipPhotos ?? [])].map((path) => [path.split('/').pop() as string, path]));
  const rows: ImportRow[] = [];
  const plans: PlannedRow[] = [];

  for (const { row, cells: raw } of sheet.rows) {
    const own = rowCells(columns, raw);
    const sku = own.sku ?? '';
    const result: ImportRow = { row, sku, action: 'error', changes: [], errors: [], warnings: [] };
    rows.push(result);
    const error = (column: string, message: string) => result.errors.push({ column, message });

    if (sku === '') {
      error('sku', 'SKU: required!');
      continue;
    }
    const first = firstRowOfSku.get(sku.toLowerCase());
    if (first !== undefined) {
      error('sku', `SKU "${sku}" is in row ${first} already`);
      continue;
    }
    firstRowOfSku.set(sku.toLowerCase(), row);

    const existing = bySku.get(sku.toLowerCase());
    const current = currentCells(existing);
    const laid = layRow(current, own);
    result.errors.push(...laid.issues);
    const cells = laid.cells;
    // The SKU as the shop has it: a sheet in another letter case names the same piece.
    if (existing) cells.sku = existing.sku;

    const categoryName = cells.category ?? '';
    const category = categoryName ? categories.get(nameKey(categoryName)) : undefined;
    // As the shop names it: a sheet writing it in another letter case names the same category.
    if (category) cells.category = category.name;
    const newCategory = categoryName && !category && options.createCategories ? categoryName : undefined;
    if (categoryName && !category && !newCategory) {
      error('category', `Category "${categoryName}" does not exist: add it first, or import with createCategories`);
    }

    const parsed = tradeProductSchema.safeParse(
      productBody(cells, category?.id ?? (newCategory ? CATEGORY_TO_CREATE : undefined)),
    );
    if (!parsed.success) {
      // A missing category, and a cell that is no number, are told once, above.
      const told = new Set(result.errors.map((issue) => issue.column));
      if (categoryName) told.add('category');
      result.errors.push(...columnIssues(fieldIssues(parsed.error)).filter((issue) => !told.has(issue.column)));
    }
    const input = parsed.success ? parsed.data : undefined;
    const changes = changesOf(current, cells);
    // As for the product form's partial update: a piece whose price the row leaves alone is not
    // refused because the rates have moved under its discount (the discount is capped on read).
    const repriced = !existing || changes.some((change) => isPricedColumn(change.field));
    if (input && repriced) result.errors.push(...columnIssues(pricingIssues(input, shop.rates)));

    const huid = input?.huid;
    if (huid) {
      const owner = huidOwner.get(huid);
      const earlier = firstRowOfHuid.get(huid);
      if (owner !== undefined && owner.toLowerCase() !== sku.toLowerCase()) {
        error('huid', `HUID ${huid} is the piece ${owner}'s already`);
      } else if (earlier !== undefined) error('huid', `HUID ${huid} is in row ${earlier} already`);
      if (earlier === undefined) firstRowOfHuid.set(huid, row);
    }

    const photos = photoNames(cells.photos);
    const ownPhotos = new Set((existing?.images ?? []).map((image) => photoName(image.url)));
    if (photos.length > MAX_PRODUCT_IMAGES) error('photos', `photos: at most ${MAX_PRODUCT_IMAGES} photos a piece`);
    for (const name of photos) {
      if (ownPhotos.has(name) || shop.zipPhotos?.has(name) || zipBaseNames.has(name)) continue;
      error(
        'photos',
        shop.zipPhotos
          ? `photos: ${name} is not in the zip of photos`
          : `photos: ${name} is not one of the piece's photos, and no zip of photos was sent`,
      );
    }

    if (result.errors.length > 0 || !input) continue;
    result.changes = changes;
    result.action = !existing ? 'create' : result.changes.length > 0 ? 'update' : 'unchanged';
    if (existing && result.action === 'update') {
      const warning = guardWarning(existing, input, shop, result.changes);
      if (warning) result.warnings.push(warning);
    }
    plans.push({ row, existing, input, newCategory, photos });
  }

  const count = (action: ImportRowAction) => rows.filter((row) => row.action === action).length;
  return {
    report: {
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      failed: count('error'),
      ignoredColumns: columns.ignored,
      rows,
    },
    plans,
  };
}

/** A price that moves by more than the rate guard allows: a slipped decimal in a weight, caught. */
function guardWarning(
  existing: Product,
  input: TradeProductInput,
  shop: ShopState,
  changes: readonly ColumnChange[],
): ColumnIssue | undefined {
  const before = existing.totalPrice;
  const after = priceProduct(input, shop.rates, shop.gstRate).netPayable / 100;
  if (before <= 0) return undefined;
  const percent = ((after - before) / before) * 100;
  if (Math.abs(percent) <= shop.guardPercent) return undefined;
  const column = (changes.find((change) => PRICED_COLUMNS.includes(change.field)) ?? changes[0])?.field ?? 'net_weight';
  const signed = `${percent > 0 ? '+' : ''}${percent.toFixed(0)} %`;
  return {
    column,
    message: `The price moves from ${formatRupees(before)} to ${formatRupees(after)} (${signed}), more than the ${shop.guardPercent} % the shop allows without confirming`,
  };
}
