// Names as people read them. Two category or rate names that look the same on a page are the same
// name: the shop finds its pieces by them, and a second "22K" that differs only by an invisible
// character would split the catalogue without anyone seeing why.

/**
 * Characters that draw nothing (Unicode's Default_Ignorable_Code_Point): zero-width space and
 * joiners, word joiner, byte-order mark, soft hyphen, the bidi marks, embeddings, overrides and
 * isolates, Hangul fillers, variation selectors and tag characters.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
// Runs of spaces of any width, and line or paragraph separators. Not tabs and line breaks: those are
// control characters, which a one-line text refuses with a message of its own.
const SPACES = /[\p{Zs}\u2028\u2029]+/gu;

/**
 * A name as it is stored and shown: invisible characters removed, composed (NFC: an é typed as e
 * and a combining accent is the single é), each run of spaces one space, and trimmed.
 */
export function normaliseName(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFC').replace(SPACES, ' ').trim();
}

/**
 * What names are compared by: two names are the same name when their keys are equal. The stored
 * name (normaliseName) in compatibility form (NFKC: fullwidth Ａ is A, the ligature ﬁ is fi),
 * then case-folded in any script: lower, upper, lower again, so that every letter with a case
 * meets its other forms, ß and ẞ included (ss); a final sigma is σ; the Turkish İ and ı fold with
 * i and I. Scripts without case (Devanagari, Gujarati) are compared as composed (a nukta typed
 * apart or precomposed is the same letter). Accents count: Cafe and Café are two names.
 */
export function nameKey(text: string): string {
  const folded = normaliseName(text)
    .normalize('NFKC')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .replaceAll('ς', 'σ')
    // İ lowers to i and a combining dot above.
    .replaceAll('i\u0307', 'i');
  // Case mapping and compatibility forms may leave text uncomposed, or spaces side by side.
  return normaliseName(folded.normalize('NFKC'));
}
