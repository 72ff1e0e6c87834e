// The product list (its page, search, filters, sort, counters and empty states) and the product
// cards of every page. Labels only: the filter VALUES in the address (?metal=Gold&gender=female&
// sort=price_asc) stay English in every language, so a shared link works in each; product and
// category names are the CMS's content. The product list's island imports these sections only
// (i18n/product-list-messages.ts), never the whole catalogue.
export const productList = {
  title: 'Our Products',
  description: (count: number, shop: string) =>
    `Browse ${count} pieces of gold, diamond, silver and platinum jewellery at ${shop} Jewellers, Surat, priced at today's rates.`,
  subtitle: "Every piece priced at today's rate, inclusive of all taxes",
  search: {
    label: 'Search products',
    // Short: the Search button beside the box leaves it 170 px in the laptop's filter column.
    placeholder: 'Name, SKU or category',
    clear: 'Clear search',
    /** The search form's button (pa11y, WCAG 2 H32.2: a form needs a submit button). */
    submit: 'Search',
  },
  /** The phone's button that shows the filters, and the filters' region. */
  filters: 'Filters',
  metalType: 'METAL TYPE',
  gender: 'GENDER',
  categories: 'CATEGORIES',
  sortBy: 'SORT BY',
  applyFilters: 'Apply Filters',
  clearAll: 'Clear All',
  /** The list's heading, for screen readers. */
  products: 'Products',
  activeFilters: 'Active filters',
  /** The chip of a search: the words searched for, quoted. */
  searchChip: (search: string) => `“${search}”`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
  loading: 'Loading products...',
  noMore: 'No more products to load',
  catalogueChanged: 'The catalogue has been updated since this page was opened. Please reload the page.',
  catalogueFailed: 'The catalogue could not be loaded. Please check your connection and reload the page.',
  noneFound: 'No Products Found',
  noneFoundHint: 'Try adjusting your search or filter criteria',
  clearAllFilters: 'Clear All Filters',
  /** How each metal type (PRODUCT_TYPES of @suvarna/domain) is shown: filters, chips, cards. */
  metals: {
    Gold: 'Gold',
    Silver: 'Silver',
    '92.5 Sterling': '92.5 Sterling',
    '1gm Plated Jewellery': '1gm Plated Jewellery',
    Gift: 'Gift',
    Diamond: 'Diamond',
    Platinum: 'Platinum',
    'Fine Silver': 'Fine Silver',
    Ornamental: 'Ornamental',
    Idol: 'Idol',
    Crockeries: 'Crockeries',
  },
  /** GENDER_LABELS of @suvarna/domain. */
  genders: { male: 'Men', female: 'Women' },
  /** SORT_OPTIONS of @suvarna/domain; `recommended` is the empty value (the list's own order). */
  sorts: {
    recommended: 'Recommended',
    name_asc: 'Name (A-Z)',
    name_desc: 'Name (Z-A)',
    price_asc: 'Price (Low to High)',
    price_desc: 'Price (High to Low)',
  },
  /** A product card's labels (home, product list, product pages, Shortlist). */
  card: {
    noPicture: 'No picture yet',
    sale: 'SALE',
    /** STATUS_LABELS.inactive of @suvarna/domain. */
    outOfStock: 'Out Of Stock',
    /** STATUS_LABELS.sold: shown instead of the price of a sold piece. */
    sold: 'Sold',
    /** Read out before the struck-through price: 'was ₹15,332.30'. */
    was: 'was',
  },
};
