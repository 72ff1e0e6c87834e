// The stock sheet written out: CSV in UTF-8 with a byte order mark (so Excel shows Gujarati and
// Hindi as written) and Windows line ends, or an Excel workbook of text cells.
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { protectFromFormula } from './cells';

export type SheetFormat = 'csv' | 'xlsx';

export const SHEET_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The header and rows as a file; every cell is text, kept from being run as a formula. */
export async function writeStockSheet(format: SheetFormat, headers: string[], rows: string[][]): Promise<Buffer> {
  const table = [headers, ...rows.map((row) => row.map(protectFromFormula))];
  if (format === 'csv') return Buffer.from(`\uFEFF${stringify(table, { record_delimiter: 'windows' })}`, 'utf8');
  return writeXlsxFile(table.map((row) => row.map((value) => ({ value, type: String })))).toBuffer();
}
