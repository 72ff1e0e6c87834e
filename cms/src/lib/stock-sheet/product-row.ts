// A product as a row of the stock sheet, in the columns of columns.ts: what the export writes and
// the import compares against, so a sheet exported and imported unchanged changes nothing.
import type { Product, StoneLine } from '@suvarna/domain';
import { formatAmount } from './cells';
import { PIECE_COLUMNS, type PieceColumn, STONE_FIELDS, type StoneField } from './columns';

const amount = (value: number | undefined) => (value === undefined ? '' : formatAmount(value));

/** A stored picture by its file's name, as the export lists it and a re-import names it. */
export const photoName = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

export function pieceCells(product: Product): Record<PieceColumn, string> {
  return {
    sku: product.sku,
    name: product.name,
    category: product.category,
    metal: product.metal,
    purity: product.purity,
    gross_weight: amount(product.grossWeight),
    net_weight: amount(product.weight),
    making_type: product.makingChargeType ?? 'flat',
    making_value: amount(product.makingChargeValue ?? product.laber),
    hallmark_fee: amount(product.hallmarkFee ?? 0),
    huid: product.huid ?? '',
    discount: amount(product.discount),
    discount_type: product.discountType ?? 'flat',
    gender: product.gender,
    status: product.status,
    color: product.color,
    size: amount(product.size),
    details: product.details,
    description: product.description,
    name_gu: product.nameGu ?? '',
    name_hi: product.nameHi ?? '',
    description_gu: product.descriptionGu ?? '',
    description_hi: product.descriptionHi ?? '',
    details_gu: product.detailsGu ?? '',
    details_hi: product.detailsHi ?? '',
    photos: product.images.map((image) => photoName(image.url)).join(';'),
  };
}

export function stoneCells(stone: StoneLine): Record<StoneField, string> {
  return {
    name: stone.name,
    count: String(stone.count),
    carats: amount(stone.carats),
    rate: stone.rate ?? '',
    price_per_carat: amount(stone.pricePerCarat),
    cert_lab: stone.certificate?.lab ?? '',
    cert_no: stone.certificate?.number ?? '',
  };
}

/** The product's cells under the export's headers (exportHeaders), in their order. */
export function productRow(product: Product, stoneLines: number): string[] {
  const piece = pieceCells(product);
  const stones = Array.from({ length: stoneLines }, (_, index) => {
    const stone = product.stones?.[index];
    return STONE_FIELDS.map((field) => (stone ? stoneCells(stone)[field] : ''));
  }).flat();
  return [...PIECE_COLUMNS.map((column) => piece[column]), ...stones];
}
