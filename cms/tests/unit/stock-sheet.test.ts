// The stock sheet's reading and writing, without a CMS: column names as shops write them, numbers
// as the trade writes them, every encoding and separator Excel saves, formulas kept from running,
// and zips that are not what they claim.
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CLEAR, parseAmount, protectFromFormula, unprotect } from '../../src/lib/stock-sheet/cells';
import { columnName, columnOf, readHeaders, SheetError } from '../../src/lib/stock-sheet/columns';
import { NOT_A_SHEET, readStockSheet } from '../../src/lib/stock-sheet/read-sheet';
import { writeStockSheet } from '../../src/lib/stock-sheet/write-sheet';
import { openCheckedZip, readEntry } from '../../src/lib/stock-sheet/zip-entries';

const name = (header: string) => {
  const column = columnOf(header);
  return column && columnName(column);
};

describe('column names', () => {
  it.each([
    ['SKU', 'sku'],
    ['Tag No', 'sku'],
    ['tag_no', 'sku'],
    ['TAG', 'sku'],
    ['Barcode', 'sku'],
    ['Gross Wt', 'gross_weight'],
    ['gross weight', 'gross_weight'],
    ['Net Wt.', 'net_weight'],
    ['Weight', 'net_weight'],
    ['Making', 'making_value'],
    ['making type', 'making_type'],
    ['Name GU', 'name_gu'],
    ['\uFEFFsku', 'sku'],
    ['Stone1_Name', 'stone1_name'],
    ['stone 20 cert no', 'stone20_cert_no'],
    ['stone3_price_per_carat', 'stone3_price_per_carat'],
  ])('%j is %s', (header, column) => expect(name(header)).toBe(column));

  it.each(['Remarks', 'stone21_name', 'stone0_name', 'stone1_colour', 'stones'])('%j is none of the shop’s', (header) =>
    expect(columnOf(header)).toBeNull(),
  );

  it('lists the columns it ignores and reads the rest by position', () => {
    const { byPosition, ignored } = readHeaders(['Tag No', 'Remarks', '', 'Net Wt']);
    expect(byPosition.map((column) => column && columnName(column))).toEqual(['sku', null, null, 'net_weight']);
    expect(ignored).toEqual(['Remarks']);
  });

  it('refuses two headers for one column, and a sheet without SKUs', () => {
    expect(() => readHeaders(['sku', 'Tag No'])).toThrow(
      'The columns "sku" and "Tag No" both give sku: keep one of them',
    );
    expect(() => readHeaders(['name', 'net_weight'])).toThrow(
      'The sheet has no sku column (or tag, tag no, barcode) in its first row',
    );
  });
});

describe('numbers as the trade writes them', () => {
  it.each([
    ['1,23,456.50', 123456.5],
    ['12,34,56,789', 123456789],
    ['123,456.50', 123456.5],
    ['₹2,500', 2500],
    ['₹ 2,500', 2500],
    ['Rs. 2500', 2500],
    ['INR 99.5', 99.5],
    [' 3.456 ', 3.456],
    ['0', 0],
  ])('%j is %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', 'abc', '1.2.3', '12,34', '1,2345', '-5', '1e3', '₹', '2 500', '0x10'])('%j is no number', (text) =>
    expect(parseAmount(text)).toBeNaN(),
  );
});

describe('cells kept from running as formulas', () => {
  const hostile = [
    '=HYPERLINK("http://evil.test","x")',
    '+91 98250',
    '-',
    '-5%',
    '@SUM(A1)',
    '\tTab',
    '\rCR',
    "'=quoted",
    "''",
  ];

  it('writes each after an apostrophe and reads it back as it was', () => {
    for (const text of hostile) {
      const written = protectFromFormula(text);
      expect(written.startsWith("'"), text).toBe(true);
      expect(unprotect(written)).toBe(text);
    }
  });

  it('leaves plain text alone, the clearing dash included', () => {
    for (const text of ['Kada', "O'Brien", "'plain", '22K', '₹ 100']) {
      expect(protectFromFormula(text)).toBe(text);
      expect(unprotect(text)).toBe(text);
    }
    expect(unprotect(CLEAR)).toBe(CLEAR);
  });
});

describe('reading a sheet', () => {
  const rowsOf = async (bytes: Buffer) => {
    const sheet = await readStockSheet(bytes);
    return { headers: sheet.headers, rows: sheet.rows.map(({ row, cells }) => [row, ...cells]) };
  };

  it('reads UTF-8 with and without a byte order mark, commas, semicolons and tabs', async () => {
    const expected = { headers: ['sku', 'name'], rows: [[2, 'A1', 'હાર']] };
    for (const text of [
      'sku,name\nA1,હાર\n',
      '\uFEFFsku,name\r\nA1,હાર\r\n',
      'sku;name\nA1;હાર',
      'sku\tname\nA1\tહાર',
    ]) {
      expect(await rowsOf(Buffer.from(text, 'utf8'))).toEqual(expected);
    }
  });

  it('reads UTF-16 as Excel saves "Unicode text", in both byte orders', async () => {
    const text = '\uFEFFsku\tname\r\nA1\tहार\r\n';
    const littleEndian = Buffer.from(text, 'utf16le');
    const bigEndian = Buffer.from(littleEndian).swap16();
    expect(await rowsOf(littleEndian)).toEqual({ headers: ['sku', 'name'], rows: [[2, 'A1', 'हार']] });
    expect(await rowsOf(bigEndian)).toEqual({ headers: ['sku', 'name'], rows: [[2, 'A1', 'हार']] });
  });

  it('numbers rows as Excel shows them: empty rows counted, a quoted line break one row', async () => {
    const text = 'sku,details\nA1,"two\nlines"\n\n,\nA2,"semi; colon, comma"\n';
    expect(await rowsOf(Buffer.from(text))).toEqual({
      headers: ['sku', 'details'],
      rows: [
        [2, 'A1', 'two\nlines'],
        [5, 'A2', 'semi; colon, comma'],
      ],
    });
  });

  it('refuses what is no sheet, naming why', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expect(readStockSheet(png)).rejects.toThrow(NOT_A_SHEET);
    await expect(readStockSheet(Buffer.from('sku,name\nA1,caf\xe9\n', 'latin1'))).rejects.toThrow(
      `${NOT_A_SHEET} (it is not UTF-8 or UTF-16 text)`,
    );
    await expect(readStockSheet(Buffer.from('sku,name\nA1,"open quote\n'))).rejects.toThrow(NOT_A_SHEET);
    await expect(readStockSheet(Buffer.from('\n\n'))).rejects.toThrow('The sheet has no header row');
    await expect(readStockSheet(Buffer.from(zipSync({ 'a.txt': strToU8('x') })))).rejects.toThrow(NOT_A_SHEET);
  });

  it('refuses more than 20,000 rows of pieces', async () => {
    const text = `sku\n${Array.from({ length: 20_001 }, (_, index) => `S${index}`).join('\n')}`;
    await expect(readStockSheet(Buffer.from(text))).rejects.toThrow(
      'The sheet has 20001 rows of pieces: at most 20000 in one import',
    );
  });

  it('reads back what it writes, in CSV and Excel, formulas and scripts as text', async () => {
    const headers = ['sku', 'name', 'details'];
    const rows = [
      ['A1', 'હાર', '=HYPERLINK("http://evil.test","x")'],
      ['A2', 'Kada, 22K', '-'],
      ['A3', '"quoted"', '+91 98250 12345'],
    ];
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await writeStockSheet(format, headers, rows);
      const sheet = await readStockSheet(file);
      expect(sheet.headers).toEqual(headers);
      expect(
        sheet.rows.map(({ cells }) => cells.map(unprotect)),
        format,
      ).toEqual(rows);
      expect(
        sheet.rows.map(({ cells }) => cells[2]?.startsWith("'")),
        format,
      ).toEqual([true, true, true]);
    }
  });

  it('reads a formula in a workbook as the value Excel saved, never running it', async () => {
    const file = await writeStockSheet('xlsx', ['sku', 'net_weight'], [['A1', '3']]);
    const workbook = unzipSync(file);
    const sheetPath = Object.keys(workbook).find((path) => /worksheets\/sheet1\.xml$/.test(path)) as string;
    const xml = new TextDecoder().decode(workbook[sheetPath]);
    // B2 becomes a formula whose saved value is 4.25.
    const withFormula = xml.replace(/<c r="B2"[^>]*>.*?<\/c>/, '<c r="B2"><f>1+1</f><v>4.25</v></c>');
    expect(withFormula).not.toBe(xml);
    workbook[sheetPath] = strToU8(withFormula);
    const sheet = await readStockSheet(Buffer.from(zipSync(workbook)));
    expect(sheet.rows).toEqual([{ row: 2, cells: ['A1', '4.25'] }]);
  });

  it('refuses a workbook that unpacks to far more than any sheet (a zip bomb)', async () => {
    // A bomb's directory gives the size it unpacks to; the check reads only the directory.
    const small = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(1024) }, { level: 9 }));
    await expect(readStockSheet(forgeSizes(small, 160 * 1024 * 1024))).rejects.toThrow(
      'The workbook: xl/worksheets/sheet1.xml is larger than 150 MB',
    );
  });

  it('stops a workbook whose entry inflates past the size its directory gives', async () => {
    const honest = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(64 * 1024) }, { level: 9 }));
    const lying = forgeSizes(honest, 100);
    await expect(readStockSheet(lying)).rejects.toThrow(/^The workbook cannot be read: /);
  });
});

describe('a zip that is not what it claims', () => {
  const limits = { what: 'The zip of photos', maxEntries: 10, maxEntryBytes: 1024, maxTotalBytes: 2048 };
  const open = (files: Parameters<typeof zipSync>[0]) => openCheckedZip(Buffer.from(zipSync(files)), limits);

  it('lists files, leaving folders and macOS resource forks out, and reads one', async () => {
    const { zip, files } = await open({
      'ring.jpg': strToU8('jpeg'),
      'chains/': {},
      'chains/c1.jpg': strToU8('c1'),
      '__MACOSX/._ring.jpg': strToU8('fork'),
      'chains/._c1.jpg': strToU8('fork'),
    });
    expect([...files.keys()]).toEqual(['ring.jpg', 'chains/c1.jpg']);
    expect((await readEntry(zip, files.get('chains/c1.jpg') as never)).toString()).toBe('c1');
    zip.close();
  });

  it.each([
    ['no zip at all', Buffer.from('not a zip'), 'The zip of photos is not a zip file'],
    [
      'too many files',
      zipSync(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`${i}.jpg`, strToU8('x')]))),
      'The zip of photos holds 11 files: at most 10',
    ],
    ['a large file', zipSync({ 'big.jpg': new Uint8Array(1025) }), 'The zip of photos: big.jpg is larger than 0 MB'],
    [
      'too much in all',
      zipSync({ 'a.jpg': new Uint8Array(1000), 'b.jpg': new Uint8Array(1000), 'c.jpg': new Uint8Array(1000) }),
      'The zip of photos unpacks to more than 0 MB',
    ],
    [
      'a nested zip',
      zipSync({ 'more.zip': zipSync({ 'a.jpg': strToU8('x') }) }),
      'The zip of photos holds another archive (more.zip)',
    ],
    [
      'a name outside its folder',
      zipSync({ '../evil.jpg': strToU8('x') }),
      /^The zip of photos cannot be read: invalid relative path/,
    ],
    [
      'an absolute name',
      zipSync({ '/etc/evil.jpg': strToU8('x') }),
      /^The zip of photos cannot be read: absolute path/,
    ],
    [
      'a symbolic link',
      zipSync({ 'link.jpg': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }),
      'The zip of photos holds a link (link.jpg), not a file',
    ],
    [
      'an encrypted file',
      encrypt(zipSync({ 'secret.jpg': strToU8('x') })),
      'The zip of photos holds an encrypted file (secret.jpg)',
    ],
  ])('refuses %s', async (_, bytes, message) => {
    await expect(openCheckedZip(Buffer.from(bytes), limits)).rejects.toThrow(message);
  });

  it('refuses errors as SheetErrors, which the API answers as 400', async () => {
    await expect(openCheckedZip(Buffer.from('x'), limits)).rejects.toBeInstanceOf(SheetError);
  });
});

/** Every header of the zip's entries (local and central) declares `size` bytes when inflated. */
function forgeSizes(zip: Buffer, size: number): Buffer {
  const forged = Buffer.from(zip);
  for (let offset = 0; offset < forged.length - 4; offset++) {
    const signature = forged.readUInt32LE(offset);
    if (signature === 0x04034b50) forged.writeUInt32LE(size, offset + 22);
    if (signature === 0x02014b50) forged.writeUInt32LE(size, offset + 24);
  }
  return forged;
}

/** Sets the "encrypted" flag of every entry, as a password-protected zip has it. */
function encrypt(zip: Uint8Array): Uint8Array {
  const flagged = Buffer.from(zip);
  for (let offset = 0; offset < flagged.length - 4; offset++) {
    const signature = flagged.readUInt32LE(offset);
    if (signature === 0x04034b50) flagged.writeUInt16LE(flagged.readUInt16LE(offset + 6) | 1, offset + 6);
    if (signature === 0x02014b50) flagged.writeUInt16LE(flagged.readUInt16LE(offset + 8) | 1, offset + 8);
  }
  return flagged;
}
