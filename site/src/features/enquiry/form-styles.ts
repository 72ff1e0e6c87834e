// The public forms' fields as the brand draws them (Contact, a piece's enquiry, Book a visit, a
// savings plan's interest, Erase my data, the old-gold estimate): one look, written once.
export const FIELD_CLASS =
  'mt-2 block w-full border border-line bg-ivory px-4 py-3 text-charcoal placeholder:text-stone/70 focus:border-gold-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-gold-deep aria-invalid:border-maroon';
export const LABEL_CLASS = 'font-sans text-xs font-semibold tracking-[0.18em] text-charcoal uppercase';
/** Where a form's script writes the CMS's refusal of a field; hidden while empty. */
export const ERROR_CLASS = 'mt-2 text-sm text-maroon empty:hidden';
