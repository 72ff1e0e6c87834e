// The columns of the shop's stock sheet, once: the import reads them, the export and the template
// write them, so a sheet exported and imported unchanged changes nothing (docs/import-export.md).
import { MAX_STONE_LINES } from '@suvarna/domain';

/** A piece's own columns, in the order the export writes them. */
export const PIECE_COLUMNS = [
  'sku',
  'name',
  'category',
  'metal',
  'purity',
  'gross_weight',
  'net_weight',
  'making_type',
  'making_value',
  'hallmark_fee',
  'huid',
  'discount',
  'discount_type',
  'gender',
  'status',
  'color',
  'size',
  'details',
  'description',
  'name_gu',
  'name_hi',
  'description_gu',
  'description_hi',
  'details_gu',
  'details_hi',
  'photos',
] as const;
export type PieceColumn = (typeof PIECE_COLUMNS)[number];

/** A stone line's columns, each numbered: stone1_name … stone20_cert_no. */
export const STONE_FIELDS = ['name', 'count', 'carats', 'rate', 'price_per_carat', 'cert_lab', 'cert_no'] as const;
export type StoneField = (typeof STONE_FIELDS)[number];

export type Column = { kind: 'piece'; name: PieceColumn } | { kind: 'stone'; line: number; field: StoneField };

/** The names billing software and shops' own sheets give some columns, as normaliseHeader leaves them. */
const ALIASES: Readonly<Record<string, PieceColumn>> = {
  tag: 'sku',
  tag_no: 'sku',
  barcode: 'sku',
  gross_wt: 'gross_weight',
  net_wt: 'net_weight',
  weight: 'net_weight',
  making: 'making_value',
};

/** A header as compared: case, spaces, dots and dashes do not matter ("Net Wt." is net_wt). */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKC')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The column a header names, or null when the shop's sheet has a column of its own. */
export function columnOf(header: string): Column | null {
  const name = normaliseHeader(header);
  if ((PIECE_COLUMNS as readonly string[]).includes(name)) return { kind: 'piece', name: name as PieceColumn };
  const alias = ALIASES[name];
  if (alias) return { kind: 'piece', name: alias };
  const stone = /^stone_?(\d{1,2})_(.+)$/.exec(name);
  if (!stone) return null;
  const line = Number(stone[1]);
  const field = stone[2] as StoneField;
  if (line < 1 || line > MAX_STONE_LINES || !STONE_FIELDS.includes(field)) return null;
  return { kind: 'stone', line, field };
}

export const columnName = (column: Column): string =>
  column.kind === 'piece' ? column.name : `stone${column.line}_${column.field}`;

export interface SheetColumns {
  /** The column each header gives, by its position; null where the column is ignored. */
  byPosition: (Column | null)[];
  /** Headers no column of the shop's answers to, as the sheet spells them. */
  ignored: string[];
}

/** Reads the header row; two headers giving one column is a mistake in the file, named. */
export function readHeaders(headers: readonly string[]): SheetColumns {
  const seen = new Map<string, string>();
  const ignored: string[] = [];
  const byPosition = headers.map((header) => {
    if (header.trim() === '') return null;
    const column = columnOf(header);
    if (!column) {
      ignored.push(header.trim());
      return null;
    }
    const name = columnName(column);
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      throw new SheetError(`The columns "${earlier}" and "${header.trim()}" both give ${name}: keep one of them`);
    }
    seen.set(name, header.trim());
    return column;
  });
  if (!seen.has('sku')) throw new SheetError('The sheet has no sku column (or tag, tag no, barcode) in its first row');
  return { byPosition, ignored };
}

/** A file the import cannot read at all: answered 400 with this message, nothing written. */
export class SheetError extends Error {}

/** The export's header row: every piece column, then as many stone lines as the pieces use. */
export function exportHeaders(stoneLines: number): string[] {
  const stones = Array.from({ length: Math.min(stoneLines, MAX_STONE_LINES) }, (_, index) =>
    STONE_FIELDS.map((field) => `stone${index + 1}_${field}`),
  ).flat();
  return [...PIECE_COLUMNS, ...stones];
}
