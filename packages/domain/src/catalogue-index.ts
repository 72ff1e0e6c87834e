// A catalogue prepared for many queries: the same answers as queryCatalogue, without touching every
// product of the catalogue for each one. Metal, gender and category are bit sets (one bit a
// product), so a filter is a few word-wide ANDs; each sort's order is kept as positions, made once;
// only a search still reads texts, and only those of products the other filters let through. The
// CMS keeps one per state of its priced catalogue; a static product list could keep one too.
import { type CatalogueItem, ranksByMatch, searchableTexts, searchKey, sortCatalogue } from './catalogue.js';
import { foldText as fold, MatchGrade, type SearchText, searchMatcher } from './search.js';
import type { CataloguePage, CatalogueQuery } from './types.js';

type Sort = CatalogueQuery['sort'];
type Bits = Uint32Array;

/**
 * `TypedArray.from(source, map)` without its cost: given a map function, V8 reads the source through
 * the iterator protocol, some 13 times slower than this loop over 2,000 products (Node 24), and the
 * CMS sorts by price again after every write.
 */
function mapInto<Target extends Int32Array | Float64Array, Source>(
  target: Target,
  source: ArrayLike<Source>,
  map: (value: Source) => number,
): Target {
  for (let index = 0; index < source.length; index += 1) target[index] = map(source[index] as Source);
  return target;
}

/** A product's folded search texts as one string (catalogue.ts): a third of the time over 2,000 products. */
const joinFolded = searchKey;

const has = (bits: Bits, position: number) => ((bits[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
const set = (bits: Bits, position: number) => {
  bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
};

/**
 * Where each product sits, and what depends only on that and on the products' metals, genders and
 * categories: the filters' bit sets, and the table of positions by id (filled in on first use).
 * Indexes of states that differ only in prices or texts share one; nothing else in it changes.
 */
interface Placement {
  readonly ids: Float64Array;
  readonly byMetal: Map<string, Bits>;
  readonly byGender: Map<string, Bits>;
  readonly byCategoryId: Map<string, Bits>;
  readonly byCategoryName: Map<string, Bits>;
  positionOfIdTable?: Int32Array | null;
}

function placementOf(items: readonly CatalogueItem[], words: number): Placement {
  const placement: Placement = {
    ids: mapInto(new Float64Array(items.length), items, (item) => item.id),
    byMetal: new Map(),
    byGender: new Map(),
    byCategoryId: new Map(),
    byCategoryName: new Map(),
  };
  const bitsOf = (map: Map<string, Bits>, key: string) => {
    let bits = map.get(key);
    if (!bits) {
      bits = new Uint32Array(words);
      map.set(key, bits);
    }
    return bits;
  };
  // A catalogue has a handful of categories: fold each name once.
  const categoryKeys = new Map<string, string>();
  items.forEach((item, position) => {
    set(bitsOf(placement.byMetal, item.metal), position);
    set(bitsOf(placement.byGender, item.gender), position);
    set(bitsOf(placement.byCategoryId, String(item.category_id)), position);
    let name = categoryKeys.get(item.category);
    if (name === undefined) {
      name = fold(item.category);
      categoryKeys.set(item.category, name);
    }
    set(bitsOf(placement.byCategoryName, name), position);
  });
  return placement;
}

/** Whether the products are the same ids in the same positions as a placement's. */
function samePositions(placement: Placement, items: readonly CatalogueItem[]): boolean {
  if (placement.ids.length !== items.length) return false;
  for (let position = 0; position < items.length; position += 1) {
    if (placement.ids[position] !== (items[position] as CatalogueItem).id) return false;
  }
  return true;
}

export class CatalogueIndex<T extends CatalogueItem> {
  private readonly words: number;
  private readonly placement: Placement;
  /** Each item's search texts, folded and joined (searchKey), and their words once cut, by position. */
  private searchable: SearchText[] | undefined;
  /** An earlier index whose folded search texts this one may reuse, until it has folded its own. */
  private foldedEarlier: CatalogueIndex<T> | undefined;
  private readonly orders = new Map<Sort, readonly T[]>();
  private readonly positions = new Map<Sort, Int32Array>();
  private positionOfId: ((id: number) => number) | undefined;

  /**
   * `items` in any order; `orders`: sort orders already known to be right for these very items
   * (kept from an earlier index whose products sort the same), so they are not sorted again;
   * `earlier`: the index of the catalogue's previous state, whose folded search texts are reused
   * for products whose texts are unchanged (the CMS makes an index after every write, and folding
   * every name in three languages again was a twentieth of its time under a mixed load);
   * `sameFiltersAs`: an earlier index whose products had the metals, genders and categories these
   * have, whose bit sets are shared if the products also sit where they sat there (after a rate
   * change or a price edit, making them again was the next largest part of the CMS's work).
   */
  constructor(
    readonly items: readonly T[],
    orders: ReadonlyMap<Sort, readonly T[]> = new Map(),
    earlier?: CatalogueIndex<T>,
    sameFiltersAs?: CatalogueIndex<T>,
  ) {
    // At most one earlier index is held: the latest that folded its texts.
    this.foldedEarlier = earlier?.searchable ? earlier : earlier?.foldedEarlier;
    this.words = Math.ceil(items.length / 32);
    this.placement =
      sameFiltersAs && samePositions(sameFiltersAs.placement, items)
        ? sameFiltersAs.placement
        : placementOf(items, this.words);
    for (const [sort, order] of orders) this.orders.set(sort, order);
  }

  /** The items in a sort's order, sorted on first use. */
  sorted(sort: Sort): readonly T[] {
    let order = this.orders.get(sort);
    if (!order) {
      if (sort === 'price_asc' || sort === 'price_desc') {
        // Prices change with every rate change: sorted from typed arrays, not product objects.
        const positions = this.sortedByPrice(sort === 'price_asc' ? 1 : -1);
        this.positions.set(sort, positions);
        const byPrice: T[] = [];
        for (const position of positions) byPrice.push(this.items[position] as T);
        order = byPrice;
      } else {
        order = sortCatalogue(this.items, sort);
      }
      this.orders.set(sort, order);
    }
    return order;
  }

  /**
   * Positions by price, ties by id, as SORTS orders them. Each product becomes one number, its price
   * in paise times the count of products plus the rank of its id, and those numbers are sorted
   * natively (no comparator): several times faster, and prices are sorted again after every rate
   * change. Falls back to a comparator where a number could not hold both exactly.
   */
  private sortedByPrice(direction: 1 | -1): Int32Array {
    const count = this.items.length;
    const paise = mapInto(new Float64Array(count), this.items, (item) => Math.round(item.totalPrice * 100));
    let most = 0;
    for (const value of paise) most = Math.max(most, value);
    const ranks = this.idRanks();
    if (!ranks || (most + 1) * Math.max(count, 1) >= Number.MAX_SAFE_INTEGER) {
      const ids = mapInto(new Int32Array(count), this.items, (item) => item.id);
      return Int32Array.from(this.items.keys()).sort(
        (a, b) => direction * ((paise[a] as number) - (paise[b] as number)) || (ids[a] as number) - (ids[b] as number),
      );
    }
    const keys = new Float64Array(count);
    for (let position = 0; position < count; position += 1) {
      const price = direction === 1 ? (paise[position] as number) : most - (paise[position] as number);
      keys[position] = price * count + (ranks.rankOf[position] as number);
    }
    keys.sort();
    return mapInto(new Int32Array(count), keys, (key) => ranks.positionOfRank[key % count] as number);
  }

  /** Each position's rank by id, and the reverse, when ids are dense enough to rank without sorting. */
  private idRanks(): { rankOf: Int32Array; positionOfRank: Int32Array } | null {
    const positionOfId = this.idTable();
    if (!positionOfId) return null;
    const rankOf = new Int32Array(this.items.length);
    const positionOfRank = new Int32Array(this.items.length);
    let rank = 0;
    for (const position of positionOfId) {
      if (position < 0) continue;
      rankOf[position] = rank;
      positionOfRank[rank] = position;
      rank += 1;
    }
    return { rankOf, positionOfRank };
  }

  /** Every sort order made so far (to hand to the next index when they still hold). */
  knownOrders(): ReadonlyMap<Sort, readonly T[]> {
    return this.orders;
  }

  /** queryCatalogue's answer for these items. */
  query(query: CatalogueQuery): CataloguePage<T> {
    const found = this.mask(query);
    const order = this.sorted(query.sort);
    const start = (query.page - 1) * query.limit;
    if (!found) return { products: order.slice(start, start + query.limit), total: order.length };
    const positions = this.positionsOf(query.sort);
    // Exact matches first, then typo matches, when the query ranks by match (ranksByMatch).
    const passes: Bits[] =
      found.typo && ranksByMatch(query) ? [found.exact, found.typo] : [found.typo ? found.all : found.exact];
    const products: T[] = [];
    let total = 0;
    for (const mask of passes) {
      for (let index = 0; index < positions.length; index += 1) {
        if (!has(mask, positions[index] as number)) continue;
        if (total >= start && products.length < query.limit) products.push(order[index] as T);
        total += 1;
      }
    }
    return { products, total };
  }

  /**
   * The products the query lets through, or null for all of them: `exact`, those its filters and
   * every search word match as typed; `typo`, those only a forgiven typo lets through (null for
   * none); `all`, both.
   */
  private mask(query: CatalogueQuery): { exact: Bits; typo: Bits | null; all: Bits } | null {
    const mask = this.filterMask(query);
    const grade = searchMatcher(query.search);
    if (!grade) return mask ? { exact: mask, typo: null, all: mask } : null;
    this.searchable ??= this.foldedTexts();
    const exact = new Uint32Array(this.words);
    const typo = new Uint32Array(this.words);
    const all = new Uint32Array(this.words);
    let typos = false;
    this.searchable.forEach((joined, position) => {
      if (mask && !has(mask, position)) return;
      const found = grade(joined);
      if (found === MatchGrade.none) return;
      set(all, position);
      if (found === MatchGrade.exact) set(exact, position);
      else {
        set(typo, position);
        typos = true;
      }
    });
    return { exact, typo: typos ? typo : null, all };
  }

  /** The products the query's filters but its search let through, or null for all of them. */
  private filterMask(query: CatalogueQuery): Bits | null {
    let mask: Bits | null = null;
    const narrow = (bits: Bits | undefined) => {
      const next = new Uint32Array(this.words);
      if (bits)
        for (let word = 0; word < this.words; word += 1)
          next[word] = (bits[word] ?? 0) & (mask ? (mask[word] ?? 0) : ~0);
      mask = next;
    };
    if (query.metal) narrow(this.placement.byMetal.get(query.metal));
    if (query.gender) narrow(this.placement.byGender.get(query.gender));
    if (query.categories.length > 0) {
      const any = new Uint32Array(this.words);
      for (const wanted of query.categories) {
        for (const bits of [this.placement.byCategoryId.get(wanted), this.placement.byCategoryName.get(fold(wanted))]) {
          if (bits) for (let word = 0; word < this.words; word += 1) any[word] = (any[word] ?? 0) | (bits[word] ?? 0);
        }
      }
      narrow(any);
    }
    return mask;
  }

  /** Each item's search texts folded, by position: the earlier index's where an item's texts are the same. */
  private foldedTexts(): SearchText[] {
    const earlier = this.foldedEarlier;
    this.foldedEarlier = undefined;
    const earlierTexts = earlier?.searchable;
    if (!earlier || !earlierTexts) return this.items.map((item) => ({ key: joinFolded(searchableTexts(item)) }));
    const earlierPosition = earlier.positionsById();
    return this.items.map((item) => {
      const position = earlierPosition(item.id);
      const before = position >= 0 ? earlier.items[position] : undefined;
      const folded = position >= 0 ? earlierTexts[position] : undefined;
      // The very same object (the CMS carries the products a write did not touch into its next
      // state): the same texts, without listing them twice to compare.
      if (folded && before === item) return folded;
      const texts = searchableTexts(item);
      if (before && folded) {
        const previous = searchableTexts(before);
        if (previous.length === texts.length && previous.every((text, index) => text === texts[index])) return folded;
      }
      return { key: joinFolded(texts) };
    });
  }

  /** A sort's order as positions in `items`. */
  private positionsOf(sort: Sort): Int32Array {
    const order = this.sorted(sort);
    let positions = this.positions.get(sort);
    if (!positions) {
      this.positionOfId ??= this.positionsById();
      const positionOfId = this.positionOfId;
      positions = mapInto(new Int32Array(order.length), order, (item) => positionOfId(item.id));
      this.positions.set(sort, positions);
    }
    return positions;
  }

  /** Where each id is in `items`: a typed array while ids are dense (as database ids are), else a map. */
  private positionsById(): (id: number) => number {
    const table = this.idTable();
    if (table) return (id) => table[id] as number;
    const map = new Map(this.items.map((item, position) => [item.id, position]));
    return (id) => map.get(id) ?? -1;
  }

  /** Position by id (-1 for none), while ids are dense enough for a table; null otherwise. */
  private idTable(): Int32Array | null {
    const placement = this.placement;
    if (placement.positionOfIdTable !== undefined) return placement.positionOfIdTable;
    const largest = placement.ids.reduce((most, id) => Math.max(most, id), 0);
    let table: Int32Array | null = null;
    if (largest <= 4 * placement.ids.length + 1024) {
      table = new Int32Array(largest + 1).fill(-1);
      for (const [position, id] of placement.ids.entries()) table[id] = position;
    }
    placement.positionOfIdTable = table;
    return table;
  }
}
