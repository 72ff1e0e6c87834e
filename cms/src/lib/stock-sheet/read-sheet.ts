// The shop's sheet as rows of text, whatever saved it: a CSV in UTF-8 (with or without a byte
// order mark) or UTF-16 (Excel's "Unicode text"), separated by commas, semicolons or tabs; or an
// Excel workbook's first sheet, its formulas read as the values Excel saved, never run.
import { parse } from 'csv-parse/sync';
import { readSheet as readWorkbookSheet } from 'read-excel-file/node';
import { SheetError } from './columns';
import { openCheckedZip, readEntry } from './zip-entries';

export const MAX_SHEET_ROWS = 20_000;
/** An honest workbook of 20,000 rows unpacks to a few tens of MB; a zip bomb to gigabytes. */
const MAX_WORKBOOK_UNPACKED_BYTES = 150 * 1024 * 1024;

export interface SheetRow {
  /** The row's number as Excel shows it: the header row is 1. */
  row: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  /** The rows under the header that hold anything. */
  rows: SheetRow[];
}

export const NOT_A_SHEET = 'The file is not a CSV or Excel workbook';

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

export async function readStockSheet(bytes: Buffer): Promise<Sheet> {
  const table = isZip(bytes) ? await readWorkbook(bytes) : readCsv(decodeText(bytes));
  const [headerRow = [], ...rest] = table;
  if (headerRow.every((cell) => cell.trim() === '')) throw new SheetError('The sheet has no header row');
  const rows = rest
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length > MAX_SHEET_ROWS) {
    throw new SheetError(`The sheet has ${rows.length} rows of pieces: at most ${MAX_SHEET_ROWS} in one import`);
  }
  return { headers: headerRow, rows };
}

/** The file's text: a byte order mark says UTF-8 or UTF-16; without one it must be UTF-8. */
function decodeText(bytes: Buffer): string {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  // A picture, a PDF or an old .xls: binary, with the zero bytes no text but UTF-16 holds.
  if (!utf16 && bytes.subarray(0, 8192).includes(0)) throw new SheetError(NOT_A_SHEET);
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SheetError(`${NOT_A_SHEET} (it is not UTF-8 or UTF-16 text)`);
  }
  text = text.replace(/^\uFEFF/, '');
  // A picture, a PDF or an old .xls: bytes no sheet's text holds.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for exactly those characters
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) throw new SheetError(NOT_A_SHEET);
  return text;
}

/** The separator the header row uses most, outside quotes: comma, semicolon or tab. */
function separatorOf(text: string): string {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((separator) => [separator, header.split(separator).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

function readCsv(text: string): string[][] {
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const { lines } = error as { lines?: number };
    throw new SheetError(`${NOT_A_SHEET}: ${lines ? `line ${lines}: ` : ''}${(error as Error).message}`);
  }
}

async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  const { zip, files } = await openCheckedZip(bytes, {
    what: 'The workbook',
    maxEntries: 1000,
    maxEntryBytes: MAX_WORKBOOK_UNPACKED_BYTES,
    maxTotalBytes: MAX_WORKBOOK_UNPACKED_BYTES,
  });
  // Inflated once here, where sizes are held to the directory's, before the reader inflates it
  // again without that check.
  try {
    for (const entry of files.values()) await readEntry(zip, entry);
  } catch (error) {
    throw new SheetError(`The workbook cannot be read: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  let data: unknown[][];
  try {
    data = await readWorkbookSheet(bytes, 1);
  } catch {
    throw new SheetError(NOT_A_SHEET);
  }
  return data.map((row) => row.map(cellText));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(Number(value.toPrecision(12)));
  return String(value);
}
