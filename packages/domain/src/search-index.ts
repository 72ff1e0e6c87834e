// A search over a whole catalogue at once: the grades searchMatcher gives each product
// (docs/domain.md, Search), found through the catalogue's distinct words rather than product by
// product. A catalogue of 10,000 pieces has some tens of thousands of distinct words (most of them
// SKU numbers) against some 150,000 words in all, and a word typed with a typo is checked once
// against each distinct word instead of once against each product's words: in a phone's browser a
// search of three words, one misspelt, went from several frames to a fraction of one.
//
// The product list in the browser searches its catalogue with every word typed, so the index is
// made once per catalogue; the CMS, whose catalogue changes with every write, grades its products
// one by one (catalogue-index.ts), and a test holds the two to the same answers.
import {
  MatchGrade,
  type SearchText,
  type SearchWord,
  searchMatcher,
  searchWord,
  searchWords,
  withinOneTypo,
  wordsOf,
} from './search.js';

/** A name made of letters, digits and marks of the first plane only: found as the start of a word. */
const PLAIN_NAME = /^[\p{L}\p{N}\p{M}]+$/u;
/** wordsOf counts a character beyond the first plane as a letter, the word-start pattern by its kind. */
const BEYOND_FIRST_PLANE = /[\uD800-\uDFFF]/;

interface Vocabulary {
  /** The distinct words of every product's texts, in code-unit order: a prefix's words sit together. */
  readonly words: readonly string[];
  /** For each word, the positions of the products holding it, each once, ascending. */
  readonly positions: readonly Int32Array[];
  /** Products whose texts hold a character beyond the first plane: graded one by one. */
  readonly irregular: Int32Array;
}

function vocabularyOf(texts: readonly SearchText[]): Vocabulary {
  const byWord = new Map<string, number[]>();
  const irregular: number[] = [];
  texts.forEach((text, position) => {
    if (BEYOND_FIRST_PLANE.test(text.key)) {
      irregular.push(position);
      return;
    }
    text.words ??= wordsOf(text.key);
    for (const word of text.words) {
      const holders = byWord.get(word);
      if (!holders) byWord.set(word, [position]);
      else if (holders[holders.length - 1] !== position) holders.push(position);
    }
  });
  const words = [...byWord.keys()].sort();
  return {
    words,
    positions: words.map((word) => Int32Array.from(byWord.get(word) as number[])),
    irregular: Int32Array.from(irregular),
  };
}

/** The first index of the sorted words at which `prefix` would sit. */
function firstAtOrAfter(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class SearchIndex {
  private vocabulary: Vocabulary | undefined;

  /** `texts`: each product's folded search texts (searchKey), by position. */
  constructor(private readonly texts: readonly SearchText[]) {}

  /** Makes the index now (when the browser is idle), not on the first search. */
  prepare(): void {
    this.vocabulary ??= vocabularyOf(this.texts);
  }

  /** Each position's grade for a search (MatchGrade), or null when the search is blank. */
  grades(search: string): Uint8Array | null {
    const words = searchWords(search).map(searchWord);
    if (words.length === 0) return null;
    this.prepare();
    const vocabulary = this.vocabulary as Vocabulary;
    const count = this.texts.length;
    const grades = new Uint8Array(count).fill(MatchGrade.exact);
    const marks = new Uint8Array(count);
    for (const word of words) {
      marks.fill(MatchGrade.none);
      this.markExact(word, vocabulary, marks);
      if (word.typo) this.markTypos(word.word, vocabulary, marks);
      for (let position = 0; position < count; position += 1) {
        if ((marks[position] as number) < (grades[position] as number)) grades[position] = marks[position] as number;
      }
    }
    if (vocabulary.irregular.length > 0) {
      const grade = searchMatcher(search);
      for (const position of vocabulary.irregular) grades[position] = grade?.(this.texts[position] as SearchText) ?? 0;
    }
    return grades;
  }

  /** Marks the products holding the word, or one of its names, at the start of a word. */
  private markExact(word: SearchWord, { words, positions }: Vocabulary, marks: Uint8Array): void {
    const names = word.names;
    if (!names || names.some((name) => !PLAIN_NAME.test(name) || BEYOND_FIRST_PLANE.test(name))) {
      // Punctuation or a space in a name ('rg-20', a two-word synonym): it may span words.
      this.texts.forEach((text, position) => {
        if (word.exact(text.key)) marks[position] = MatchGrade.exact;
      });
      return;
    }
    for (const name of names) {
      for (let at = firstAtOrAfter(words, name); at < words.length && (words[at] as string).startsWith(name); at += 1) {
        for (const position of positions[at] as Int32Array) marks[position] = MatchGrade.exact;
      }
    }
  }

  /** Marks, among the products not yet marked, those holding a word one typo from it. */
  private markTypos(typed: string, { words, positions }: Vocabulary, marks: Uint8Array): void {
    const shortest = typed.length - 1;
    words.forEach((word, at) => {
      if (word.length < shortest || !withinOneTypo(typed, word)) return;
      for (const position of positions[at] as Int32Array) {
        if (marks[position] === MatchGrade.none) marks[position] = MatchGrade.typo;
      }
    });
  }
}
