// The shop's entities as they travel on the wire (DESIGN section 3). Money on the wire is rupees
// with at most two decimals; code that computes money works in integer paise (see money.ts).
import type { GENDERS, PRODUCT_STATUSES, SORT_VALUES } from './constants.js';

export type Gender = (typeof GENDERS)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type SortValue = (typeof SORT_VALUES)[number];

/** A day's rate (the spec's "Price" entry): rupees per gram, or per carat for diamonds. */
export interface Rate {
  id: number;
  name: string;
  price: number;
  /** ISO 8601 time of the last change. */
  modified: string;
}

export interface Category {
  id: number;
  name: string;
}

export interface Banner {
  id: number;
  url: string;
}

export interface ProductImage {
  id: number;
  url: string;
}

/** What an admin enters for a product; everything else is derived. */
export interface ProductFields {
  name: string;
  sku: string;
  /** Labour charge in rupees (the wire keeps the spec's spelling). */
  laber: number;
  metal: string;
  gender: Gender;
  status: ProductStatus;
  /** The name of the rate that prices this product's metal. */
  purity: string;
  /** Grams (carats for loose diamonds), up to three decimals. */
  weight: number;
  color: string;
  details: string;
  description: string;
  category_id: number;
  /** Discount in rupees. */
  discount: number;
  /** Millimetres; 0 when the product has no size. */
  size: number;
}

export interface Product extends ProductFields {
  id: number;
  images: ProductImage[];
  /** The category's name. */
  category: string;
  metalAndPurityPrice: number;
  gst: number;
  /** Net payable, inclusive of all taxes. */
  totalPrice: number;
  /** The discount actually given; the struck-through price is totalPrice + discountPrice. */
  discountPrice: number;
  similarProducts?: Product[];
  createdAt: string;
  updatedAt: string;
}

export interface AuthUser {
  id: number;
  email: string;
  username: string;
}

export interface LoginResult {
  token: string;
  user: AuthUser;
}

export interface ProductCount {
  totalProductCount: number;
  activeProductCount: number;
}

/** What the CMS tells everyone about the shop (GET /api/user/shop). */
export interface ShopSettings {
  /** GST as a fraction (0.03 for 3 %), the rate every product's price carries. */
  gstRate: number;
}

export type PublishResult = 'ok' | 'failed' | 'not-configured';

export interface PublishStatus {
  /** ISO time of the last build-hook call, or null when none was made. */
  lastTrigger: string | null;
  lastResult: PublishResult | null;
  /** Content changed and the build hook has not yet been called for it (retries included). */
  pending: boolean;
}

/** Every JSON answer of the CMS. */
export type Envelope<T> = { success: true; message?: string; data: T } | { success: false; message: string };

/** The product-list query, in the form the domain works with (see catalogue-query.ts for the URL form). */
export interface CatalogueQuery {
  search: string;
  metal: string;
  gender: Gender | '';
  /** Category names or ids, any of which matches. */
  categories: string[];
  sort: SortValue | '';
  page: number;
  limit: number;
}

export interface CataloguePage<T> {
  products: T[];
  total: number;
}
