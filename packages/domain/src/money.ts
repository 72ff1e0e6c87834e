// Money is integer paise inside the code and rupees (at most two decimals) on the wire.
// Rounding rule, used everywhere: half away from zero, to the paisa.

/** Rupees (as on the wire) to integer paise, rounding half away from zero to the paisa. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of money: ${rupees}`);
  // Shifting the decimal point in the number's text avoids binary error: 1.005 rupees is 101 paise.
  const text = String(Math.abs(rupees));
  const shifted = text.includes('e') ? Math.abs(rupees) * 100 : Number(`${text}e2`);
  return Math.sign(rupees) * Math.round(shifted) || 0;
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * Divides two integers and rounds half away from zero, exactly (no floating-point error):
 * used to apply rates and percentages to paise.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError('Division by zero');
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient) || 0;
}

/** Indian digit grouping of a whole number's digits: the last three, then pairs (12,34,567). */
const groupIndian = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * A rupee amount as the shop shows it, `₹1,23,456.00`: Indian digit grouping, the rupee sign, two
 * decimals, rounded to the paisa as everywhere else. The one way money is shown; amounts held in
 * paise are shown with formatRupees(paiseToRupees(paise)). It writes what Intl.NumberFormat's en-IN
 * rupees write (money.test.ts holds it to that) without one: Chromium's first NumberFormat in a page
 * takes 45 to 60 ms on a desktop CPU, a long task four times as long on a phone while the product
 * list hydrates.
 */
export function formatRupees(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  const whole = Math.trunc(Math.abs(paise) / 100);
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}₹${groupIndian(String(whole))}.${fraction}`;
}
