// The stock sheet of the shop: every piece exported in the import's columns, and a template to
// start from (docs/import-export.md).
import type { Core } from '@strapi/strapi';
import { badRequest } from '../../../lib/http';
import { typedService } from '../../../lib/services';
import { exportHeaders } from '../../../lib/stock-sheet/columns';
import { productRow } from '../../../lib/stock-sheet/product-row';
import { type SheetFormat, writeStockSheet } from '../../../lib/stock-sheet/write-sheet';
import { productService } from '../../product/services/product';

export interface SheetFile {
  fileName: string;
  format: SheetFormat;
  bytes: Buffer;
}

/** `format` of the query: csv (the default) or xlsx. */
export function sheetFormat(value: unknown): SheetFormat {
  if (value === undefined || value === 'csv') return 'csv';
  if (value === 'xlsx') return 'xlsx';
  throw badRequest('format must be csv or xlsx');
}

/** Two pieces as a shop would write them: a plain 22K chain, and an 18K ring set with diamonds. */
const TEMPLATE_ROWS: ReadonlyArray<Record<string, string>> = [
  {
    sku: 'CH-22-001',
    name: 'Rope Chain',
    category: 'Chains',
    metal: 'Gold',
    purity: '22K',
    gross_weight: '12.5',
    net_weight: '12.5',
    making_type: 'per_gram',
    making_value: '450',
    hallmark_fee: '45',
    huid: 'AB12CD',
    discount: '0',
    discount_type: 'flat',
    gender: 'female',
    status: 'active',
    size: '508',
    photos: 'CH-22-001.jpg',
  },
  {
    sku: 'RG-18-014',
    name: 'Solitaire Ring',
    category: 'Rings',
    metal: 'Gold',
    purity: '18K',
    gross_weight: '3.9',
    net_weight: '3.8',
    making_type: 'percent',
    making_value: '14',
    hallmark_fee: '45',
    discount: '10',
    discount_type: 'percent',
    gender: 'female',
    status: 'active',
    color: 'Yellow',
    size: '16',
    name_gu: 'સોલિટેર વીંટી',
    name_hi: 'सॉलिटेयर अंगूठी',
    photos: 'RG-18-014-front.jpg;RG-18-014-side.jpg',
    stone1_name: 'Diamond',
    stone1_count: '1',
    stone1_carats: '0.5',
    stone1_price_per_carat: '65000',
    stone1_cert_lab: 'IGI',
    stone1_cert_no: 'LG123456789',
  },
];

const stamp = () => new Date().toISOString().slice(0, 10);

const createStockSheetService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every product, in the import's columns, as many stone lines as the pieces use. */
  async exportSheet(format: SheetFormat): Promise<SheetFile> {
    const products = await productService(strapi).catalogue();
    const stoneLines = Math.max(1, ...products.map((product) => product.stones?.length ?? 0));
    const rows = [...products].sort((a, b) => a.id - b.id).map((product) => productRow(product, stoneLines));
    const bytes = await writeStockSheet(format, exportHeaders(stoneLines), rows);
    return { fileName: `stock-${stamp()}.${format}`, format, bytes };
  },

  /** The header row and two example pieces. */
  async template(format: SheetFormat): Promise<SheetFile> {
    const headers = exportHeaders(1);
    const rows = TEMPLATE_ROWS.map((example) => headers.map((header) => example[header] ?? ''));
    return { fileName: `stock-template.${format}`, format, bytes: await writeStockSheet(format, headers, rows) };
  },
});

export default createStockSheetService;

export const stockSheetService = typedService<typeof createStockSheetService>('api::stock.stock-sheet');
