// A plain 22K ring as the product tests price and describe it: 2 g at ₹7,000/g, ₹500 labour, ₹100 off.
import type { Product, Rate } from '@suvarna/domain';

export const RING_RATES: Rate[] = [{ id: 1, name: '22K', price: 7000, modified: '2026-01-01T00:00:00.000Z' }];

export const RING = {
  purity: '22K',
  weight: 2,
  laber: 500,
  discount: 100,
  size: 0,
  color: 'Yellow',
  metal: 'Gold',
  gender: 'female',
} as Product;
