// The product pages of a build, each with exactly the data it shows and a cache key made from that
// data. Astro's incremental build (experimental.incrementalBuild) reuses the previous build's page
// when the key and the page's code are unchanged, so a change costs the pages that show it: a
// product edit its own page and its similar products' pages, a rate change the pages priced by it.
import { createHash } from 'node:crypto';
import { isPricedBy, type Product, type Rate, similarProducts } from '@suvarna/domain';
import { LOCALES, localeParam } from '../../i18n/locales';

export interface ProductPageData {
  product: Product;
  /** The rates the product is priced by (its purity, its stone lines), and only those. */
  rates: Rate[];
  gstRate: number;
  /** 'You may also Like': same category and purity, so on the product's own rate. */
  similar: Product[];
}

export interface ProductPage {
  /** `locale` is the `[...locale]` folder's: none for English, gu, hi. */
  params: { locale: string | undefined; id: string };
  props: ProductPageData;
  cacheKey: string;
}

/**
 * One page per product and language (the language's texts are code: a change of them renders
 * every page, as any change of code does; see scripts/build.mjs). `context` is everything else the pages show that is not the catalogue's
 * (the shop's name, phones and addresses, the site's and the CMS's addresses): it joins every key.
 */
export function productPages(
  catalogue: { products: readonly Product[]; rates: readonly Rate[]; gstRate: number },
  context: unknown,
): ProductPage[] {
  const contextJson = JSON.stringify(context);
  // Similar products share the category and purity: each product looks among its own group, not
  // the whole catalogue (at 5,000 products, 25 million comparisons otherwise).
  const group = (product: Product) => `${product.category_id}\0${product.purity}`;
  const groups = new Map<string, Product[]>();
  for (const product of catalogue.products) {
    const members = groups.get(group(product));
    if (members) members.push(product);
    else groups.set(group(product), [product]);
  }
  // Each product is written out once, though it shows on its own page and its similar ones'.
  const json = new Map<Product, string>();
  const jsonOf = (product: Product) => {
    let text = json.get(product);
    if (text === undefined) {
      text = JSON.stringify(product);
      json.set(product, text);
    }
    return text;
  };
  return catalogue.products.flatMap((product) => {
    const props: ProductPageData = {
      product,
      rates: catalogue.rates.filter((rate) => isPricedBy(product, rate.name)),
      gstRate: catalogue.gstRate,
      similar: similarProducts(product, groups.get(group(product)) ?? []),
    };
    // Every part of the props, one per line (JSON holds no raw line break).
    const key = createHash('sha256')
      .update(contextJson)
      .update(`\n${jsonOf(product)}\n${JSON.stringify(props.rates)}\n${props.gstRate}`);
    for (const other of props.similar) key.update(`\n${jsonOf(other)}`);
    const cacheKey = key.digest('hex');
    return LOCALES.map((locale) => ({
      params: { locale: localeParam(locale), id: String(product.id) },
      props,
      cacheKey,
    }));
  });
}
