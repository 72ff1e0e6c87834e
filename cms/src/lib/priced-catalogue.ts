// The priced catalogue every public read serves from, kept in memory and brought up to date with
// only what changed. Each read asks the database one cheap question (how many content changes so
// far); after a change it reloads the rates and categories (a few rows), the products written since
// the last look, and reprices only the products a change touched: a product write that product, a
// rate write the products it prices (by their purity or a stone line), a category rename its products. Each state is queried
// through the domain's CatalogueIndex, whose sorted orders are kept from one state to the next and
// sorted again only when what they sort by changed, and whose filters' bit sets are kept while no
// product changed its metal, gender or category. What a visitor sees of a state (no drafts, hidden
// or long-sold pieces) is a view of it, made once and kept until a sold piece's time runs out.
import type { CataloguePage, CatalogueQuery, Product } from '@suvarna/domain';
import { CatalogueIndex, publicPieces } from '@suvarna/domain';

type Sort = CatalogueQuery['sort'];

export interface CatalogueRow {
  id: number;
  updatedAt: string | Date;
  purity: { id: number } | null;
  category: { id: number } | null;
}

export interface CatalogueSource<
  Row extends CatalogueRow,
  Rate extends { id: number },
  Category extends { id: number },
> {
  /** A number that grows with every content write (the publish state's change count). */
  version(): Promise<number>;
  rates(): Promise<Rate[]>;
  categories(): Promise<Category[]>;
  /** Every product, with its relations. */
  allProducts(): Promise<Row[]>;
  /** Id and write time of the products written at or after `since`: a light query. */
  productsWrittenSince(since: Date): Promise<Array<Pick<Row, 'id' | 'updatedAt'>>>;
  productsByIds(ids: number[]): Promise<Row[]>;
  productCount(): Promise<number>;
  productIds(): Promise<number[]>;
  /** The ids of the rates a product's price follows: its purity's and its stone lines'. */
  ratesOf(row: Row): readonly number[];
  /** Prices a product from its row, the current rates (by id) and its category. */
  price(row: Row, rates: ReadonlyMap<number, Rate>, category: Category | undefined): Product;
}

/** A write's time may be a little older than its commit (a long transaction, another instance's clock). */
const CLOCK_MARGIN_MS = 10_000;

const NAME_SORTS: Sort[] = ['name_asc', 'name_desc'];
const PRICE_SORTS: Sort[] = ['price_asc', 'price_desc'];

const settled = () => undefined;

/** Some products of a state, queried as the whole catalogue is. */
export interface CatalogueView {
  readonly byId: ReadonlyMap<number, Product>;
  /** Recommended order: newest first. */
  readonly products: readonly Product[];
  query(query: CatalogueQuery): CataloguePage<Product>;
}

/** One state of the catalogue: its products by id, indexed for queries when first asked. */
export class CatalogueSnapshot implements CatalogueView {
  private index: CatalogueIndex<Product> | undefined;
  /** The public view last made, with the sold-shown days it was made for and until when it holds. */
  private publicView: { days: number; until: number; view: CatalogueView } | undefined;
  /** The latest earlier state's index, for its folded search texts (dropped once this one is made). */
  private earlierIndex: CatalogueIndex<Product> | undefined;
  /** An earlier state's index whose products had the metals, genders and categories of this one's. */
  private sameFiltersIndex: CatalogueIndex<Product> | undefined;

  /** `filtersKept`: no product of `earlier` changed its metal, gender or category, and none came or went. */
  constructor(
    readonly byId: ReadonlyMap<number, Product>,
    private readonly carried: ReadonlyMap<Sort, readonly Product[]> = new Map(),
    earlier?: CatalogueSnapshot,
    filtersKept = false,
  ) {
    this.earlierIndex = earlier?.index ?? earlier?.earlierIndex;
    this.sameFiltersIndex = filtersKept ? (earlier?.index ?? earlier?.sameFiltersIndex) : undefined;
  }

  private indexed(): CatalogueIndex<Product> {
    if (!this.index) {
      this.index = new CatalogueIndex([...this.byId.values()], this.carried, this.earlierIndex, this.sameFiltersIndex);
      this.earlierIndex = undefined;
      this.sameFiltersIndex = undefined;
    }
    return this.index;
  }

  /** Recommended order: newest first. */
  get products(): readonly Product[] {
    return this.indexed().sorted('');
  }

  sorted(sort: Sort): readonly Product[] {
    return this.indexed().sorted(sort);
  }

  query(query: CatalogueQuery): CataloguePage<Product> {
    return this.indexed().query(query);
  }

  /**
   * What a visitor sees at `now` (the domain's rule: no drafts or hidden pieces, sold ones for
   * `soldShownDays`). The view's orders are this state's known orders with the rest left out, its
   * search texts this state's: a view costs one pass over the products, not a sort.
   */
  visible(now: number, soldShownDays: number): CatalogueView {
    const kept = this.publicView;
    if (kept && kept.days === soldShownDays && now < kept.until) return kept.view;
    const full = this.indexed();
    const { pieces, until } = publicPieces(full.items, now, soldShownDays);
    let view: CatalogueView = this;
    if (pieces.length < full.items.length) {
      const shown = new Set(pieces);
      const orders = new Map<Sort, Product[]>();
      for (const [sort, order] of full.knownOrders())
        orders.set(
          sort,
          order.filter((product) => shown.has(product)),
        );
      const index = new CatalogueIndex(pieces, orders, full);
      view = {
        byId: new Map(pieces.map((product) => [product.id, product])),
        get products() {
          return index.sorted('');
        },
        query: (query) => index.query(query),
      };
    }
    this.publicView = { days: soldShownDays, until, view };
    return view;
  }

  /** The orders still right for `next`, given what changed, holding `next`'s product objects. */
  carryOver(next: ReadonlyMap<number, Product>, unchangedOrders: (sort: Sort) => boolean): Map<Sort, Product[]> {
    const carried = new Map<Sort, Product[]>();
    for (const [sort, order] of this.index?.knownOrders() ?? this.carried) {
      if (unchangedOrders(sort))
        carried.set(
          sort,
          order.map((product) => next.get(product.id) as Product),
        );
    }
    return carried;
  }
}

export class PricedCatalogue<Row extends CatalogueRow, Rate extends { id: number }, Category extends { id: number }> {
  private current: { version: number; snapshot: CatalogueSnapshot } | undefined;
  private loading: Promise<void> | undefined;
  private versionQuery: Promise<number> | undefined;
  private nextVersionQuery: Promise<number> | undefined;
  private rows = new Map<number, Row>();
  private rates = new Map<number, Rate>();
  private categories = new Map<number, Category>();
  private latestWrite = 0;

  constructor(
    private readonly source: CatalogueSource<Row, Rate, Category>,
    private readonly same: { rate(a: Rate, b: Rate): boolean; category(a: Category, b: Category): boolean },
  ) {}

  /** The catalogue as of now: every write acknowledged before this call is in it. */
  async snapshot(): Promise<CatalogueSnapshot> {
    const version = await this.latestVersion();
    for (;;) {
      if (this.current && this.current.version >= version) return this.current.snapshot;
      // One update at a time; callers that arrive meanwhile wait for it, and start another if
      // they saw a newer version than it was started for.
      this.loading ??= this.update(version).finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
  }

  /**
   * The version as a query started after this call reads it, so it covers every write acknowledged
   * before the call. Calls that arrive while a query is under way (which may have started before a
   * write they must see) share the next one: under load one read of the change count answers many
   * requests, not one each (it was the most frequent query the CMS made).
   */
  private latestVersion(): Promise<number> {
    if (!this.versionQuery) return this.queryVersion();
    this.nextVersionQuery ??= this.versionQuery.then(settled, settled).then(() => {
      this.nextVersionQuery = undefined;
      return this.queryVersion();
    });
    return this.nextVersionQuery;
  }

  private queryVersion(): Promise<number> {
    const query = this.source.version();
    this.versionQuery = query;
    const done = () => {
      if (this.versionQuery === query) this.versionQuery = undefined;
    };
    query.then(done, done);
    return query;
  }

  /** Reads what changed and makes the next snapshot; nothing is kept unless all of it succeeds. */
  private async update(version: number): Promise<void> {
    const previous = this.current?.snapshot;
    const [rateList, categoryList] = await Promise.all([this.source.rates(), this.source.categories()]);
    const changedRates = changedIds(this.rates, rateList, this.same.rate);
    const changedCategories = changedIds(this.categories, categoryList, this.same.category);
    const rates = new Map(rateList.map((rate) => [rate.id, rate]));
    const categories = new Map(categoryList.map((category) => [category.id, category]));

    const rows = new Map(this.rows);
    let latestWrite = this.latestWrite;
    const changedProducts = new Set<number>();
    const take = (fresh: Row[]) => {
      for (const row of fresh) {
        rows.set(row.id, row);
        changedProducts.add(row.id);
        latestWrite = Math.max(latestWrite, new Date(row.updatedAt).getTime());
      }
    };
    let membershipChanged = !previous;
    if (!previous) {
      take(await this.source.allProducts());
    } else {
      // The margin lists recent writes again (cheaply, ids and times): only rows written since
      // they were last read are read whole.
      const recent = await this.source.productsWrittenSince(new Date(latestWrite - CLOCK_MARGIN_MS));
      const stale = recent
        .filter(({ id, updatedAt }) => {
          const known = rows.get(id);
          return !known || new Date(known.updatedAt).getTime() !== new Date(updatedAt).getTime();
        })
        .map(({ id }) => id);
      if (stale.length > 0) take(await this.source.productsByIds(stale));
      membershipChanged = stale.some((id) => !previous.byId.has(id));
      // Deletions leave no row to find by time: when the count disagrees, compare the ids.
      if ((await this.source.productCount()) !== rows.size) {
        const ids = new Set(await this.source.productIds());
        for (const id of rows.keys()) {
          if (!ids.has(id)) {
            rows.delete(id);
            membershipChanged = true;
          }
        }
        const missed = [...ids].filter((id) => !rows.has(id));
        if (missed.length > 0) {
          take(await this.source.productsByIds(missed));
          membershipChanged = true;
        }
      }
    }

    const byId = new Map<number, Product>();
    let namesChanged = false;
    let pricesChanged = false;
    let timesChanged = false;
    let filtersChanged = false;
    for (const [id, row] of rows) {
      const before = previous?.byId.get(id);
      const touched =
        !before ||
        changedProducts.has(id) ||
        (changedRates.size > 0 && this.source.ratesOf(row).some((rateId) => changedRates.has(rateId))) ||
        (row.category !== null && changedCategories.has(row.category.id));
      if (!touched) {
        byId.set(id, before);
        continue;
      }
      const product = this.source.price(row, rates, row.category ? categories.get(row.category.id) : undefined);
      byId.set(id, product);
      if (before) {
        namesChanged ||= before.name !== product.name;
        pricesChanged ||= before.totalPrice !== product.totalPrice;
        timesChanged ||= before.createdAt !== product.createdAt;
        filtersChanged ||=
          before.metal !== product.metal ||
          before.gender !== product.gender ||
          before.category_id !== product.category_id ||
          before.category !== product.category;
      }
    }
    const carried =
      previous && !membershipChanged
        ? previous.carryOver(byId, (sort) => {
            if (NAME_SORTS.includes(sort)) return !namesChanged;
            if (PRICE_SORTS.includes(sort)) return !pricesChanged;
            return !timesChanged;
          })
        : new Map();
    this.rows = rows;
    this.rates = rates;
    this.categories = categories;
    this.latestWrite = latestWrite;
    this.current = {
      version,
      snapshot: new CatalogueSnapshot(byId, carried, previous, !membershipChanged && !filtersChanged),
    };
  }
}

/** Ids of the entries that are new or differ from what was known. */
function changedIds<T extends { id: number }>(
  known: ReadonlyMap<number, T>,
  now: readonly T[],
  same: (a: T, b: T) => boolean,
): Set<number> {
  const changed = new Set<number>();
  for (const entry of now) {
    const before = known.get(entry.id);
    if (!before || !same(before, entry)) changed.add(entry.id);
  }
  return changed;
}
