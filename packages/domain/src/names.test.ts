import { describe, expect, it } from 'vitest';
import { nameKey, normaliseName } from './names.js';

describe('normaliseName: a name as it is stored and shown', () => {
  it.each([
    ['Ring\u200B', 'Ring'], // zero-width space
    ['Ri\u200Cn\u200Dg', 'Ring'], // zero-width non-joiner and joiner
    ['Ri\u00ADng', 'Ring'], // soft hyphen
    ['\u2060Ring\uFEFF', 'Ring'], // word joiner, byte-order mark
    ['\u202ERing', 'Ring'], // right-to-left override
    ['\u200E\u200F\u061CRing\u202A\u202B\u202C\u202D', 'Ring'], // bidi marks and embeddings
    ['\u2066Ring\u2067\u2068\u2069', 'Ring'], // bidi isolates
    ['\u3164Ring\uFE0F', 'Ring'], // Hangul filler, variation selector
    ['Gold  Ring', 'Gold Ring'],
    ['Gold\u00A0\u2003Ring', 'Gold Ring'], // no-break and em spaces
    ['\u3000 Gold \u2028 Ring ', 'Gold Ring'], // ideographic space, line separator
    ['Gold \u200B Ring', 'Gold Ring'], // spaces that an invisible character kept apart
    ['Cafe\u0301', 'Café'], // NFD to NFC
    ['e\u200B\u0301', 'é'], // an accent an invisible character kept apart
    ['\u0958', '\u0915\u093C'], // क़: Devanagari's precomposed nukta letters are not NFC
    ['Ａbc', 'Ａbc'], // fullwidth letters are shown as typed (the key folds them)
    ['Äbc', 'Äbc'],
    ['વીંટી', 'વીંટી'],
    ['अंगूठी', 'अंगूठी'],
    ['a\tb', 'a\tb'], // control characters stay, for the field's own message
    ['\u200B\u00AD ', ''],
  ])('%j is %j', (text, expected) => {
    expect(normaliseName(text)).toBe(expected);
    expect(normaliseName(expected)).toBe(expected);
  });
});

describe('nameKey: names that read the same have one key', () => {
  it.each([
    // The look-alikes of the security issue.
    ['Äbc', 'äbc'],
    ['Ａbc', 'Abc'],
    ['Café', 'Cafe\u0301'],
    ['Ring', 'Ring\u200B'],
    ['Ring', 'Ri\u00ADng'],
    ['Ring', '\u202ERing'],
    ['Gold Ring', 'Gold  Ring'],
    // Case in any script.
    ['ÉCRIN', 'écrin'],
    ['Straße', 'STRASSE'],
    ['STRAẞE', 'strasse'],
    ['ΟΔΟΣ', 'οδος'],
    ['οδοσ', 'Οδος'], // a final sigma is a sigma
    ['ДЕНЬГИ', 'деньги'],
    ['Ǆemal', 'ǆemal'],
    ['ſilver', 'Silver'],
    // Turkish: İ, I, ı and i are one letter here.
    ['İSTANBUL', 'istanbul'],
    ['ISTANBUL', 'ıstanbul'],
    ['KIRMIZI', 'kırmızı'],
    // Compatibility forms.
    ['ﬁligree', 'filigree'],
    ['２２Ｋ', '22K'],
    // Scripts without case: composed forms are one.
    ['\u0958लम', '\u0915\u093Cलम'],
    ['વીંટી', 'વીં\u200Bટી'],
  ])('%j and %j', (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it.each([
    ['Cafe', 'Café'], // accents count
    ['Ring', 'Rings'],
    ['22K', '22 K'],
    ['ΟΔΟΣ', 'ΟΔΟΙ'],
    ['कंगन', 'कंगना'],
    ['કડું', 'કડા'],
    ['વીંટી', 'વીંટો'],
    ['अंगूठी', 'અંગૂઠી'], // the same word in Devanagari and Gujarati
  ])('%j and %j differ', (a, b) => {
    expect(nameKey(a)).not.toBe(nameKey(b));
  });

  it.each([
    ['Ａbc', 'abc'],
    ['STRAẞE', 'strasse'],
    ['İSTANBUL', 'istanbul'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['  Gold \u200B Ring ', 'gold ring'],
    ['ગુજરાતી', 'ગુજરાતી'],
  ])('%j is keyed %j', (text, key) => {
    expect(nameKey(text)).toBe(key);
  });

  it.each(['Äbc', 'Ａbc', 'Cafe\u0301', 'STRAẞE', 'İSTANBUL', 'ΟΔΟΣ', '\u0958लम', 'ﬁ ¨', 'ＡＢ\u3000Ｃ'])(
    'a key of %j is its own key, and the key of its stored name',
    (text) => {
      expect(nameKey(nameKey(text))).toBe(nameKey(text));
      expect(nameKey(normaliseName(text))).toBe(nameKey(text));
    },
  );
});
