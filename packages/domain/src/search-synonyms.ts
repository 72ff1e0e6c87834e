// The names a jeweller's customers type for the same piece: the trade's and Hinglish names, and the
// Gujarati and Hindi words, beside the English category and metal names the catalogue uses. Each
// group is one thing; a search word that is one of a group's names, whole, also finds every other
// name of the group, as an exact match (docs/domain.md, Search).
// Written as the shop's customers spell them, several spellings each: a typo is only forgiven in a
// word of 5 letters or more, and these are mostly shorter. Plurals are listed where the English
// plural is not the singular's start-plus-letters a prefix match already finds ("earrings" is).

export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // Pieces
  [
    'ring',
    'rings',
    'vinti',
    'veenti',
    'anguthi',
    'angoothi',
    'anguthee',
    'angoothee',
    'mundri',
    'વીંટી',
    'અંગૂઠી',
    'अंगूठी',
    'मुंदरी',
  ],
  ['necklace', 'necklaces', 'haar', 'હાર', 'हार'],
  [
    'bangle',
    'bangles',
    'kada',
    'kadaa',
    'kade',
    'kangan',
    'chudi',
    'choodi',
    'bangdi',
    'બંગડી',
    'કડું',
    'કડા',
    'ચૂડી',
    'चूड़ी',
    'कड़ा',
    'कड़े',
    'कंगन',
  ],
  [
    'earring',
    'earrings',
    'jhumka',
    'jhumki',
    'jhumkas',
    'bali',
    'baali',
    'balis',
    'બુટ્ટી',
    'ઝુમખા',
    'બાલી',
    'झुमका',
    'झुमकी',
    'बाली',
    'बालियाँ',
    'बालियां',
  ],
  ['anklet', 'anklets', 'payal', 'paayal', 'pajeb', 'paijan', 'jhanjhar', 'ઝાંઝર', 'પાયલ', 'पायल', 'पाजेब'],
  ['nose pin', 'nosepin', 'nath', 'nathni', 'nathiya', 'laung', 'loung', 'નથ', 'નથણી', 'ચૂંક', 'नथ', 'नथनी', 'लौंग'],
  ['mangalsutra', 'mangalsutras', 'mangalsootra', 'મંગળસૂત્ર', 'मंगलसूत्र'],
  ['chain', 'chains', 'ચેન', 'ચેઇન', 'चेन'],
  ['pendant', 'pendants', 'locket', 'લોકેટ', 'लॉकेट'],
  // Metals
  ['gold', 'sona', 'sonu', 'સોનું', 'સોનુ', 'सोना', 'सोने'],
  ['silver', 'chandi', 'chaandi', 'ચાંદી', 'चांदी', 'चाँदी'],
  ['diamond', 'diamonds', 'heera', 'hira', 'હીરા', 'હીરો', 'हीरा', 'हीरे'],
];
