// What one cell of the stock sheet says: a number as the trade writes it (Indian grouping, a
// rupee sign), the '-' that clears a field, and text kept from being run as a formula.

/** A cell holding only this clears the piece's optional field; an empty cell keeps it. */
export const CLEAR = '-';

/**
 * A cell beginning with one of these is a formula to a spreadsheet (OWASP, CSV injection): the
 * export writes it after an apostrophe, and the import takes that apostrophe off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function protectFromFormula(text: string): string {
  return FORMULA_START.test(text) || /^'[=+\-@\t\r']/.test(text) ? `'${text}` : text;
}

export function unprotect(text: string): string {
  return /^'[=+\-@\t\r']/.test(text) ? text.slice(1) : text;
}

/**
 * A number as a shop writes it: 1,23,456.50 (Indian grouping), 123,456.50, ₹ 2,500 or Rs. 2500;
 * NaN when the cell holds anything else.
 */
export function parseAmount(text: string): number {
  const bare = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .trim();
  if (!/^\d+(\.\d+)?$|^\d{1,3}(,\d{2})*,\d{3}(\.\d+)?$|^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare)) return Number.NaN;
  return Number(bare.replaceAll(',', ''));
}

/** A number as the export writes it: plain digits and at most three decimals, no grouping. */
export function formatAmount(value: number): string {
  return String(Number(value.toFixed(3)));
}
