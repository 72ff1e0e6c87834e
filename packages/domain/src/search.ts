// How a search matches a product's texts (docs/domain.md, Search). The search is cut into words at
// spaces; every word must match the start of a word of the texts, case-insensitive, so 'ring' finds
// rings and not earrings, and 'rg-20' finds SKU SJ-RG-2001. A word starts where a letter or digit
// follows anything but a letter, digit or mark: for the shop's languages (English, Gujarati and
// Hindi, whose vowel signs are marks) the word starts Intl.Segmenter finds, at a fraction of its
// cost over 10,000 products in a phone's browser. A word also finds its synonyms (search-synonyms.ts),
// and a word of 5 letters or more one typo away (Damerau's optimal string alignment distance 1).
//
// Hand-written rather than MiniSearch, Orama or FlexSearch: the CMS and the browser must answer
// exactly alike, and these libraries rank by relevance scores (BM25-like) and tokenise and
// fuzz-match by their own rules (edit distance over whole terms, not the start of a word in
// Gujarati), which would change what the API has promised; each would also add kilobytes of gzipped
// JavaScript to the product list, whose bytes are budgeted, and an index to build in the phone's
// browser before the first search. This is about 2 KB gzipped with its synonyms.
import { SEARCH_SYNONYMS } from './search-synonyms.js';

/** Texts compare folded to lower case, in one Unicode form (a Gujarati vowel sign typed two ways is one). */
export const foldText = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');

/** How a product's texts match a search: not at all, only by forgiving a typo, or every word as typed. */
export const MatchGrade = { none: 0, typo: 1, exact: 2 } as const;
export type MatchGrade = (typeof MatchGrade)[keyof typeof MatchGrade];

/**
 * One product's folded texts, joined by anything that is not a letter, digit or mark (`key`), and
 * their words, cut on the first search that needs them and kept with the product: cutting 10,000
 * products' texts took longer than the rest of a search.
 */
export interface SearchText {
  readonly key: string;
  words?: readonly string[];
}

/** The grade of one product's texts. */
export type SearchMatcher = (text: SearchText) => MatchGrade;

/** Words shorter than this must be typed right: 'gold' one letter off is 'bold', 'cold' or 'hold'. */
export const TYPO_MIN_LENGTH = 5;

const SYNTAX = /[\\^$.*+?()[\]{}|/]/g;
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}]/u;
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;
const IS_WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}\\p{M}])';

/**
 * Whether each UTF-16 unit is a letter, digit or mark (1) or not (2), filled in as met (0); made on
 * the first typo check, not by every page that imports the search.
 */
let wordUnits: Uint8Array | undefined;

/** The words of a key: what the word-start pattern treats as words, without a Unicode regex's cost. */
export function wordsOf(key: string): string[] {
  if (!wordUnits) {
    wordUnits = new Uint8Array(0x10000);
    for (let unit = 0; unit < 0x80; unit += 1) wordUnits[unit] = /[a-z0-9]/i.test(String.fromCharCode(unit)) ? 1 : 2;
  }
  const words: string[] = [];
  let start = -1;
  for (let index = 0; index <= key.length; index += 1) {
    let word = false;
    if (index < key.length) {
      const unit = key.charCodeAt(index);
      let kind = wordUnits[unit] as number;
      if (kind === 0) {
        // Surrogates (letters beyond the first plane) count as letters: no shop name has other.
        kind = unit >= 0xd800 && unit <= 0xdfff ? 1 : IS_WORD_CHARACTER.test(key[index] as string) ? 1 : 2;
        wordUnits[unit] = kind;
      }
      word = kind === 1;
    }
    if (word && start < 0) start = index;
    else if (!word && start >= 0) {
      words.push(key.slice(start, index));
      start = -1;
    }
  }
  return words;
}

/** Each folded name, with every name of the groups it is in (itself included). */
const synonyms = new Map<string, Set<string>>();
for (const group of SEARCH_SYNONYMS) {
  const names = group.map(foldText);
  for (const name of names) {
    const known = synonyms.get(name) ?? new Set<string>();
    for (const other of names) known.add(other);
    synonyms.set(name, known);
  }
}

/**
 * The names a search word finds exactly: itself, and every name of the groups it is a name of. Only
 * a whole name: the start of one would turn 'chand' (of Chandbali) into 'chandi', silver.
 */
const namesFor = (word: string) => [...new Set([word, ...(synonyms.get(word) ?? [])])];

/**
 * Whether `word` is at most one edit (insert, delete, change, or swap of two neighbours) from a
 * start of `text` at least as long as the word and ending as it does, or from the whole of `text`:
 * "bangel" is "bangles" and "neckalce" "necklace", and "rings" is "ring"; "chain" is not "chan…"
 * nor "chand…".
 */
export function withinOneTypo(word: string, text: string): boolean {
  const n = word.length;
  const m = Math.min(text.length, n + 1);
  if (text.length < n - 1) return false;
  // Optimal string alignment distances, three rows at a time (the swap needs the row before last).
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= m; j += 1) {
      const cost = word[i - 1] === text[j - 1] ? 0 : 1;
      let distance = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && word[i - 1] === text[j - 2] && word[i - 2] === text[j - 1]) {
        distance = Math.min(distance, (before[j - 2] as number) + 1);
      }
      current[j] = distance;
      best = Math.min(best, distance);
    }
    if (best > 1) return false;
    [before, previous, current] = [previous, current, before];
  }
  // `previous` now holds the last row: the word against each start of the text.
  for (let j = Math.max(n - 1, 0); j <= m; j += 1) {
    if ((previous[j] as number) > 1) continue;
    if (j === text.length) return true;
    // A start of a longer word must end as the search word does (or with its last two letters
    // swapped, "bangel"): a last letter typed otherwise is as likely another word begun ("chain"
    // is not "chand…" of "Chandbali").
    if (j >= n && (text[j - 1] === word[n - 1] || (text[j - 1] === word[n - 2] && text[j - 2] === word[n - 1]))) {
      return true;
    }
  }
  return false;
}

export interface SearchWord {
  /** The word as typed, folded. */
  readonly word: string;
  /**
   * The names it finds at the start of a word (itself and its synonyms); null for a word that starts
   * with punctuation ('-2001'), which is found anywhere.
   */
  readonly names: readonly string[] | null;
  /** Whether the texts hold the word, or a synonym, at the start of a word. */
  exact: (folded: string) => boolean;
  /** Whether a word of the texts is one typo from it; null when none is forgiven. */
  typo: ((textWord: string) => boolean) | null;
}

export function searchWord(word: string): SearchWord {
  // A word that starts with punctuation ('-2001') has no word start to wait for.
  if (!WORD_CHARACTER.test(word)) return { word, names: null, exact: (folded) => folded.includes(word), typo: null };
  const names = namesFor(word);
  const pattern = new RegExp(
    `${NOT_WORD_BEFORE}(?:${names.map((name) => name.replace(SYNTAX, '\\$&')).join('|')})`,
    'u',
  );
  let typo: SearchWord['typo'] = null;
  // Letters only: a SKU's or purity's digits must be typed right ('22k' is not '24k').
  if ([...word].length >= TYPO_MIN_LENGTH && LETTERS_ONLY.test(word)) {
    // A catalogue has a few thousand distinct words, and each is checked once a search.
    const known = new Map<string, boolean>();
    const shortest = word.length - 1;
    typo = (textWord) => {
      if (textWord.length < shortest) return false;
      let result = known.get(textWord);
      if (result === undefined) {
        result = withinOneTypo(word, textWord);
        known.set(textWord, result);
      }
      return result;
    };
  }
  // A plain substring search first: most products hold none of the names anywhere, and the
  // pattern (an alternation behind a look-behind) costs several times more to rule them out.
  return {
    word,
    names,
    exact: (folded) => names.some((name) => folded.includes(name)) && pattern.test(folded),
    typo,
  };
}

/** A search's words, folded: cut at spaces, each once. */
export const searchWords = (search: string) => [...new Set(foldText(search).split(/\s+/u).filter(Boolean))];

/** The grader of folded texts for a search, or null when the search is blank (everything matches). */
export function searchMatcher(search: string): SearchMatcher | null {
  const words = searchWords(search).map(searchWord);
  if (words.length === 0) return null;
  return (text) => {
    let missed: SearchWord[] | undefined;
    for (const word of words) {
      if (word.exact(text.key)) continue;
      if (!word.typo) return MatchGrade.none;
      missed ??= [];
      missed.push(word);
    }
    if (!missed) return MatchGrade.exact;
    // Only now are the texts cut into words: most products are settled by the patterns alone.
    text.words ??= wordsOf(text.key);
    const textWords = text.words;
    for (const word of missed) {
      if (!textWords.some(word.typo as (textWord: string) => boolean)) return MatchGrade.none;
    }
    return MatchGrade.typo;
  };
}
