// A row of the stock sheet read onto a piece: its cells over the piece's current values (an empty
// cell keeps a value, '-' clears it), numbers as the trade writes them, and the product body the
// product form's own rules then check. The changes a row makes are told column by column.
import {
  type ColumnChange,
  type ColumnIssue,
  describeFieldIssues,
  type FieldIssue,
  type Product,
} from '@suvarna/domain';
import { CLEAR, formatAmount, parseAmount, unprotect } from './cells';
import { columnName, PIECE_COLUMNS, type SheetColumns, STONE_FIELDS } from './columns';
import { pieceCells, stoneCells } from './product-row';

/** A row's cells by column name (`net_weight`, `stone2_carats`). */
export type RowCells = Record<string, string>;

const NUMBER_COLUMNS = new Set(['gross_weight', 'net_weight', 'making_value', 'hallmark_fee', 'discount', 'size']);
const STONE_NUMBER_FIELDS = new Set(['count', 'carats', 'price_per_carat']);
const isNumberColumn = (column: string) => {
  const stone = /^stone\d+_(.+)$/.exec(column);
  return stone ? STONE_NUMBER_FIELDS.has(stone[1] as string) : NUMBER_COLUMNS.has(column);
};

const GENDERS: Readonly<Record<string, string>> = { male: 'male', men: 'male', female: 'female', women: 'female' };
const STATUSES: Readonly<Record<string, string>> = { 'in stock': 'active', 'out of stock': 'inactive' };
const word = (text: string | undefined) => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The piece as cells, every stone line it has: what a row is laid over, and compared with. */
export function currentCells(product: Product | undefined): RowCells {
  if (!product) return {};
  const cells: RowCells = { ...pieceCells(product) };
  product.stones?.forEach((stone, index) => {
    const line = stoneCells(stone);
    for (const field of STONE_FIELDS) cells[`stone${index + 1}_${field}`] = line[field];
  });
  return cells;
}

/** The row's own cells by column name, as the sheet holds them (see layRow). */
export function rowCells(columns: SheetColumns, cells: readonly string[]): RowCells {
  const row: RowCells = {};
  columns.byPosition.forEach((column, index) => {
    if (column) row[columnName(column)] = (cells[index] ?? '').trim();
  });
  return row;
}

/**
 * The row over the piece's current cells: an empty cell keeps, '-' clears (and "'-", as the export
 * writes a dash, is the dash), the formula guard's apostrophe comes off, numbers are written
 * plainly. A number that is none is an issue for its column.
 */
export function layRow(current: RowCells, row: RowCells): { cells: RowCells; issues: ColumnIssue[] } {
  const cells: RowCells = { ...current };
  const issues: ColumnIssue[] = [];
  for (const [column, raw] of Object.entries(row)) {
    if (raw === '') continue;
    if (raw === CLEAR) {
      cells[column] = '';
      continue;
    }
    const value = unprotect(raw);
    if (isNumberColumn(column)) {
      const amount = parseAmount(value);
      if (Number.isNaN(amount)) issues.push({ column, message: `${column}: "${value}" is not a number` });
      else cells[column] = formatAmount(amount);
      continue;
    }
    // The trade's words for a gender or a status as the piece stores them, so the change told is
    // the one written, and the same sheet applied again finds the piece unchanged.
    if (column === 'gender') cells[column] = GENDERS[word(value)] ?? value;
    else if (column === 'status') cells[column] = STATUSES[word(value)] ?? word(value);
    else cells[column] = value;
  }
  return { cells, issues };
}

/** What the row changes on the piece, column by column (every filled column for a new piece). */
export function changesOf(current: RowCells, next: RowCells): ColumnChange[] {
  const columns = [...new Set([...Object.keys(current), ...Object.keys(next)])];
  return columns
    .filter((column) => (current[column] ?? '') !== (next[column] ?? ''))
    .map((column) => ({ field: column, from: current[column] ?? '', to: next[column] ?? '' }));
}

/** The product form's fields from the row's cells, for tradeProductSchema; the category by its id. */
export function productBody(cells: RowCells, categoryId: number | undefined): Record<string, unknown> {
  const makingType = cells.making_type || 'flat';
  const lines = Object.keys(cells).map((column) => Number(/^stone(\d+)_/.exec(column)?.[1] ?? 0));
  const stones = Array.from({ length: Math.max(0, ...lines) }, (_, index) => {
    const field = (name: string) => cells[`stone${index + 1}_${name}`] ?? '';
    // A line left empty (or cleared) is no line.
    if (STONE_FIELDS.every((name) => field(name) === '')) return null;
    return {
      name: field('name'),
      count: field('count'),
      carats: field('carats'),
      ...(field('rate') ? { rate: field('rate') } : {}),
      ...(field('price_per_carat') ? { pricePerCarat: field('price_per_carat') } : {}),
      ...(field('cert_lab') || field('cert_no')
        ? { certificate: { lab: field('cert_lab'), number: field('cert_no') } }
        : {}),
    };
  }).filter((line) => line !== null);
  const status = word(cells.status);
  const gender = word(cells.gender);
  return {
    name: cells.name ?? '',
    sku: cells.sku ?? '',
    metal: cells.metal ?? '',
    purity: cells.purity ?? '',
    category_id: categoryId ?? '',
    makingChargeType: makingType,
    makingChargeValue: cells.making_value ?? '',
    laber: makingType === 'flat' ? (cells.making_value ?? '') : '0',
    grossWeight: cells.gross_weight ?? '',
    weight: cells.net_weight ?? '',
    hallmarkFee: cells.hallmark_fee ?? '',
    huid: cells.huid ?? '',
    discount: cells.discount || '0',
    discountType: cells.discount_type || 'flat',
    gender: GENDERS[gender] ?? cells.gender ?? '',
    status: STATUSES[status] ?? status,
    color: cells.color ?? '',
    size: cells.size || '0',
    details: cells.details ?? '',
    description: cells.description ?? '',
    nameGu: cells.name_gu ?? '',
    nameHi: cells.name_hi ?? '',
    descriptionGu: cells.description_gu ?? '',
    descriptionHi: cells.description_hi ?? '',
    detailsGu: cells.details_gu ?? '',
    detailsHi: cells.details_hi ?? '',
    stones,
  };
}

/** The product form's field names as the sheet's columns. */
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  category_id: 'category',
  laber: 'making_value',
  makingChargeValue: 'making_value',
  makingChargeType: 'making_type',
  grossWeight: 'gross_weight',
  weight: 'net_weight',
  hallmarkFee: 'hallmark_fee',
  discountType: 'discount_type',
  nameGu: 'name_gu',
  nameHi: 'name_hi',
  descriptionGu: 'description_gu',
  descriptionHi: 'description_hi',
  detailsGu: 'details_gu',
  detailsHi: 'details_hi',
};
const STONE_COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  pricePerCarat: 'price_per_carat',
  certificate: 'cert_lab',
  'certificate.lab': 'cert_lab',
  'certificate.number': 'cert_no',
};

/** The column a product form's issue is about: `weight` is net_weight, `stones.1.carats` stone2_carats. */
export function columnOfField(field: string): string {
  const stone = /^stones\.(\d+)(?:\.(.+))?$/.exec(field);
  if (stone) {
    const rest = stone[2] ?? 'name';
    return `stone${Number(stone[1]) + 1}_${STONE_COLUMN_OF_FIELD[rest] ?? rest}`;
  }
  if ((PIECE_COLUMNS as readonly string[]).includes(field)) return field;
  return COLUMN_OF_FIELD[field] ?? field;
}

/** Product form issues as the sheet's: each on its column, its message naming the field as the API's does. */
export const columnIssues = (issues: readonly FieldIssue[]): ColumnIssue[] =>
  issues.map((issue) => ({ column: columnOfField(issue.field), message: describeFieldIssues([issue]) }));
