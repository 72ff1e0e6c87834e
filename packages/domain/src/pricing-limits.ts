// Fixed lists and limits of trade pricing (docs/api.md and docs/pricing.md): rate units, making-charge and
// discount types, stone lines and hallmarking. Used by the pricing rules and their validation.

/** What a rate's price is per: a gram of metal, or a carat of stone. */
export const RATE_UNITS = ['g', 'ct'] as const;
/** A rate saved before rates had units is per gram. */
export const DEFAULT_RATE_UNIT = 'g';
export const RATE_UNIT_NAMES = { g: 'per gram', ct: 'per carat' } as const;

/**
 * What a rate is typed and shown per, as the trade quotes it (rate-quote.ts): 10 grams (gold,
 * platinum), a kilogram (silver), a gram, or a carat (stones). The first three are for per-gram
 * rates, `ct` for per-carat ones.
 */
export const QUOTE_UNITS = ['10g', 'kg', 'g', 'ct'] as const;

/**
 * How the making charge is given: flat rupees (the spec's labour), rupees per gram of net metal
 * weight, or a percentage of the metal value.
 */
export const MAKING_CHARGE_TYPES = ['flat', 'per_gram', 'percent'] as const;
/** A discount in rupees, or a percentage of the making charge. */
export const DISCOUNT_TYPES = ['flat', 'percent'] as const;

/** Making charge and discount given as percentages: 0 to 100, at most two decimals. */
export const MAX_MAKING_PERCENT = 100;
export const MAX_DISCOUNT_PERCENT = 100;

export const MAX_STONE_LINES = 20;
export const MAX_STONE_NAME_LENGTH = 60;
export const MIN_STONE_COUNT = 1;
export const MAX_STONE_COUNT = 9_999;
/** A stone line's total weight in carats, with at most three decimals. */
export const MIN_STONE_CARATS = 0.001;
export const MAX_STONE_CARATS = 100;
export const MAX_CERTIFICATE_TEXT_LENGTH = 40;

/** The hallmarking fee in rupees; an omitted fee is 0. */
export const MAX_HALLMARK_FEE = 1_000;
/** BIS Hallmark Unique ID: six characters, capital letters and digits (stored upper-case). */
export const HUID_LENGTH = 6;
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;

/**
 * The one metal type whose purity may name a per-carat rate: a loose diamond, whose `weight` is
 * then in carats. Every other product's purity names a per-gram rate.
 */
export const LOOSE_STONE_METAL = 'Diamond';
