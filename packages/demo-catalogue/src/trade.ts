// How the demo shop prices its pieces, the way a Surat jeweller does: making charges per gram for
// studded and machine-made pieces and as a percentage of the metal for hand-made gold; the stones
// set in each piece, its large diamonds on the day's 'Diamond VVS' rate per carat and its small
// side diamonds, coloured stones and pearls at the price they were bought at; a HUID and the
// hallmarking fee on hallmarked gold of 2 g or more (kundan work is exempt); and gross weights that
// add the stones (a carat is 0.2 g) and a mangalsutra's black beads to the net gold.

export interface DemoStoneLine {
  name: string;
  count: number;
  /** The line's total weight in carats. */
  carats: number;
  /** A per-carat rate's name, so the line reprices with the day's rates... */
  rate?: string;
  /** ...or a fixed price in rupees per carat. */
  pricePerCarat?: number;
  certificate?: { lab: string; number: string };
}

export interface DemoTradePricing {
  makingChargeType: 'flat' | 'per_gram' | 'percent';
  /** Rupees, rupees per gram of net weight, or a percentage of the metal. */
  makingChargeValue: number;
  stones: DemoStoneLine[];
  /** Grams; none for a loose diamond, weighed in carats. */
  grossWeight?: number;
  huid?: string;
  /** Rupees. */
  hallmarkFee: number;
}

/** The piece as the catalogue describes it: what its trade pricing follows from. */
export interface DemoPiece {
  sku: string;
  metal: string;
  purity: string;
  category: string;
  /** Net weight: grams, or carats for a loose diamond. */
  weight: number;
  /** The making charge as a share of the metal, as the shop quotes hand-made gold. */
  labourPercent: number;
  /** The 22K/18K rate the piece is quoted at, rupees per gram. */
  ratePerGram: number;
}

const VVS = 'Diamond VVS';
/** Rupees per carat the shop pays for small side diamonds (melee), which do not follow the day's rate. */
const SIDE_DIAMONDS = 45_000;
const RUBY = 25_000;
const TEMPLE_RUBY = 12_000;
const EMERALD = 18_000;
const TEMPLE_EMERALD = 8_000;
const SAPPHIRE = 30_000;
const PEARL = 600;

const vvs = (count: number, carats: number, certificate?: DemoStoneLine['certificate']): DemoStoneLine => ({
  name: 'Diamond',
  count,
  carats,
  rate: VVS,
  ...(certificate ? { certificate } : {}),
});
const side = (count: number, carats: number): DemoStoneLine => ({
  name: 'Diamond',
  count,
  carats,
  pricePerCarat: SIDE_DIAMONDS,
});
const stone = (name: string, count: number, carats: number, pricePerCarat: number): DemoStoneLine => ({
  name,
  count,
  carats,
  pricePerCarat,
});

/** The stones set in each piece, by SKU; a piece not listed has none. */
export const DEMO_STONES: Readonly<Record<string, DemoStoneLine[]>> = {
  'SJ-MS-1002': [stone('Ruby', 1, 0.1, RUBY)],
  'SJ-MS-1003': [vvs(7, 0.35)],
  'SJ-MS-1004': [stone('Ruby', 1, 0.15, RUBY), stone('Pearl', 1, 2.5, PEARL)],
  'SJ-MS-1005': [vvs(1, 0.3), vvs(1, 0.2)],
  'SJ-MS-1008': [stone('Emerald', 1, 1.2, EMERALD), stone('Pearl', 1, 2, PEARL)],
  'SJ-MS-1010': [stone('Ruby', 1, 0.8, RUBY), stone('Pearl', 1, 3, PEARL)],
  // The solitaire's price is mostly its diamond.
  'SJ-RG-2001': [vvs(1, 0.75, { lab: 'IGI', number: '602418735' })],
  'SJ-RG-2003': [vvs(1, 0.4), side(24, 0.24)],
  'SJ-RG-2004': [vvs(1, 0.25), side(8, 0.32)],
  'SJ-RG-2005': [stone('Ruby', 1, 2.1, RUBY), side(16, 0.32)],
  'SJ-RG-2007': [stone('Navratna', 9, 1.8, 8_000)],
  'SJ-RG-2008': [stone('Blue Sapphire', 1, 1.5, SAPPHIRE), side(14, 0.28)],
  'SJ-RG-2010': [{ ...stone('Ruby', 1, 4.25, RUBY), certificate: { lab: 'GII', number: 'R-48213' } }],
  'SJ-RG-2011': [stone('Emerald', 1, 3.6, EMERALD)],
  'SJ-RG-2013': [vvs(20, 1)],
  'SJ-NK-4001': [
    stone('Ruby', 24, 6, TEMPLE_RUBY),
    stone('Emerald', 6, 2, TEMPLE_EMERALD),
    stone('Pearl', 30, 15, PEARL),
  ],
  'SJ-NK-4003': [stone('Emerald', 15, 12, TEMPLE_EMERALD), stone('Pearl', 20, 10, PEARL)],
  'SJ-NK-4004': [stone('Ruby', 1, 1.2, RUBY), stone('Pearl', 12, 6, PEARL)],
  'SJ-NK-4005': [side(25, 2.5), vvs(5, 1)],
  'SJ-NK-4007': [side(20, 1.6), stone('Ruby', 7, 3.5, RUBY)],
  'SJ-NK-4008': [stone('Emerald', 12, 4, TEMPLE_EMERALD), stone('Ruby', 1, 0.6, RUBY)],
  'SJ-NK-4009': [stone('Blue Sapphire', 15, 9, 20_000), side(30, 1.2), stone('Pearl', 15, 7.5, PEARL)],
  'SJ-ER-5002': [stone('Pearl', 40, 8, 500)],
  'SJ-ER-5004': [vvs(2, 0.3), side(16, 0.32)],
  'SJ-ER-5005': [stone('Blue Sapphire', 2, 2.4, SAPPHIRE), vvs(2, 0.2)],
  'SJ-ER-5007': [stone('Ruby', 10, 2, 20_000), stone('Pearl', 24, 4, 500)],
  'SJ-ER-5008': [vvs(2, 0.5, { lab: 'IGI', number: '591306224' })],
  'SJ-ER-5009': [stone('Emerald', 2, 2.2, EMERALD), vvs(2, 0.1)],
  'SJ-BG-6001': [stone('Ruby', 24, 2.4, TEMPLE_RUBY)],
  'SJ-BG-6003': [vvs(30, 1.5)],
  'SJ-PD-7001': [vvs(1, 0.3), side(14, 0.14)],
  'SJ-PD-7002': [stone('Ruby', 1, 0.5, RUBY), stone('Ruby', 18, 0.36, TEMPLE_RUBY)],
  'SJ-PD-7006': [stone('Cubic Zirconia', 9, 1.5, 200)],
  'SJ-PD-7008': [side(18, 0.18)],
  'SJ-BR-8001': [vvs(40, 2)],
  'SJ-BR-8003': [stone('Ruby', 15, 0.75, TEMPLE_RUBY)],
  'SJ-BR-8004': [stone('Pearl', 24, 30, 300)],
  'SJ-BR-8007': [vvs(35, 1.4)],
  'SJ-AN-9005': [stone('Red Stone', 16, 4, 150)],
  'SJ-AN-9006': [stone('Green Stone', 16, 4, 150)],
  'SJ-NP-1101': [vvs(1, 0.05)],
  'SJ-NP-1103': [stone('Ruby', 1, 0.05, RUBY), side(6, 0.06)],
  'SJ-NP-1104': [stone('Cubic Zirconia', 1, 0.1, 200)],
  'SJ-NP-1105': [vvs(1, 0.03), side(8, 0.08)],
};

/** Kundan work is exempt from hallmarking. */
const KUNDAN = new Set(['SJ-NK-4003']);
const GOLD_PURITIES = new Set(['24K', '22K', '18K']);
/** Pieces under 2 g are exempt from hallmarking. */
const HALLMARK_MIN_GRAMS = 2;
const HALLMARK_FEE = 45;
/** Studded 18K jewellery is made at a per-gram charge. */
const STUDDED_MAKING_PER_GRAM = 1_100;
const GRAMS_PER_CARAT = 0.2;
/** A mangalsutra's black beads, strung with the gold. */
const BLACK_BEADS_GRAMS = 2.5;

/**
 * A demo HUID: six capital letters and digits worked out from the SKU (FNV-1a), so the same piece
 * has the same HUID on every seed. Real HUIDs are issued by BIS at hallmarking.
 */
export function demoHuid(sku: string): string {
  let hash = 0x811c9dc5;
  for (const character of sku) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).toUpperCase().padStart(6, '0').slice(-6);
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The trade pricing of a demo piece, by the rules above. */
export function tradePricing(piece: DemoPiece): DemoTradePricing {
  const stones = DEMO_STONES[piece.sku] ?? [];
  if (piece.category === 'Loose Diamond')
    return { makingChargeType: 'flat', makingChargeValue: 0, stones, hallmarkFee: 0 };

  const making: Pick<DemoTradePricing, 'makingChargeType' | 'makingChargeValue'> =
    piece.metal === 'Diamond'
      ? { makingChargeType: 'per_gram', makingChargeValue: STUDDED_MAKING_PER_GRAM }
      : piece.metal === 'Gold' && ['Chain', 'Bracelet'].includes(piece.category)
        ? // Machine-made chains are charged by the gram: the same share, in round tens of rupees.
          {
            makingChargeType: 'per_gram',
            makingChargeValue: Math.round((piece.ratePerGram * piece.labourPercent) / 100 / 10) * 10,
          }
        : { makingChargeType: 'percent', makingChargeValue: piece.labourPercent };
  const stoneGrams = stones.reduce((sum, line) => sum + line.carats * GRAMS_PER_CARAT, 0);
  const beads = piece.category === 'Mangalsutra' ? BLACK_BEADS_GRAMS : 0;
  const hallmarked = GOLD_PURITIES.has(piece.purity) && piece.weight >= HALLMARK_MIN_GRAMS && !KUNDAN.has(piece.sku);
  return {
    ...making,
    stones,
    grossWeight: round(piece.weight + stoneGrams + beads, 3),
    ...(hallmarked ? { huid: demoHuid(piece.sku) } : {}),
    hallmarkFee: hallmarked ? HALLMARK_FEE : 0,
  };
}
