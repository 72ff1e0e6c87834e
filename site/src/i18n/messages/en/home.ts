// The home page: the banners, the shop's story, today's rates and their last 30 days, the category
// cards, the new arrivals, the bridal promotion and the special collections. Rate names ('22K',
// 'Silver 999'), category names ('Mangalsutra') and product names come from the CMS as they are.
export const home = {
  /** The page's own title (the layout appends the shop) and its description for search results. */
  title: 'Gold, Diamond and Silver Jewellery',
  description: (shop: string, since: number) =>
    `${shop} Jewellers, Ring Road, Surat: hallmarked 22K gold, certified diamonds and gemstone jewellery since ${since}, priced at today's rates.`,
  /** The page's heading, for screen readers. */
  heading: (shop: string) => `${shop} Jewellers, Surat`,
  banners: {
    label: 'Offers',
    /** What a screen reader calls the carousel and each of its slides (aria-roledescription). */
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: (position: number, count: number) => `${position} of ${count}`,
    alt: (shop: string, position: number, count: number) => `${shop} Jewellers offer ${position} of ${count}`,
  },
  storyAndRates: "Our story and today's rates",
  story: {
    eyebrow: (since: number) => `Since ${since} · Ring Road, Surat`,
    title: 'Gold you can trust, made to be handed down',
    opening: (shop: string, since: number) =>
      `${shop} Jewellers opened its doors on Ring Road in ${since}: a family-owned showroom in the city that cuts most of the world's diamonds. We still make our own 22K gold jewellery, set our own diamonds and gemstones, and sit with every family who walks in to choose a piece for a wedding, a festival or an ordinary Tuesday.`,
    promise:
      "Every gold piece is BIS hallmarked, every diamond comes with its certificate, and every price is worked out in the open from the day's rate, the weight and a fair making charge.",
    link: 'Our story',
  },
  rates: {
    title: "Today's Rates",
    metalOrStone: 'Metal/Stone',
    price: 'Price',
    lastUpdated: 'Last Updated',
    loading: 'Loading prices...',
    subjectToChange: 'Prices are subject to change',
    /** The unit a rate is quoted per, after its amount: '₹79,450.00 / 10 g'. Keyed by the quote's unit. */
    units: { '10g': '10 g', kg: 'kg', g: 'g', ct: 'ct' },
    /**
     * The note under the title: each group of kinds quoted per one unit, the kinds listed with the
     * language's 'and', the groups by commas, the first letter capitalised: 'Gold and platinum per
     * 10 g, silver per kg, stones per carat'.
     */
    unitsNote: {
      kinds: { gold: 'gold', platinum: 'platinum', silver: 'silver', stone: 'stones' },
      per: {
        '10g': (kinds: string) => `${kinds} per 10 g`,
        kg: (kinds: string) => `${kinds} per kg`,
        g: (kinds: string) => `${kinds} per g`,
        ct: (kinds: string) => `${kinds} per carat`,
      },
    },
  },
  trend: {
    title: (days: number) => `Rates over the Last ${days} Days`,
    intro: "Each price holds until the next change; every line ends at today's rate.",
    /** How far a rate moved: an amount in rupees, a percentage ('1.6') and a day ('25 Oct'). */
    up: (amount: string, percent: string, since: string) => `Up ${amount} (${percent} %) since ${since}`,
    down: (amount: string, percent: string, since: string) => `Down ${amount} (${percent} %) since ${since}`,
    unchanged: (since: string) => `Unchanged since ${since}`,
    range: (low: string, high: string) => `Low ${low} · High ${high}`,
    showFigures: 'Show the daily figures',
    tableCaption: 'The rate each day closed at, in Surat time',
    date: 'Date',
  },
  categories: {
    title: 'Shop by Category',
    eyebrow: 'Made in our Surat workshop',
    action: 'Explore Collection',
    /** Each card is titled by its category's name as the CMS gives it in the page's language; this is its line. */
    texts: {
      mangalsutra: 'Sacred black-bead strands in 22K gold',
      ring: 'Solitaires, bands and everyday gold',
      chain: 'Rope, box and Singapore weaves',
    },
  },
  newArrivals: {
    title: 'New Arrivals',
    eyebrow: 'Fresh from the showroom',
    viewAll: 'View all products',
  },
  promo: {
    eyebrow: 'The bridal room',
    title: 'A private viewing for the wedding trousseau',
    text: "Bring the family for an unhurried afternoon with our bridal sets, mangalsutras and bangles, with tea, and with every price explained from today's rate.",
    call: 'Call for Appointment',
  },
  collections: {
    title: 'Special Collections',
    eyebrow: 'Chosen for the season',
    action: 'View Collection',
    cards: {
      gold: { title: 'Gold', text: 'Hallmarked 22K and 18K gold, from temple work to daily wear' },
      diamond: { title: 'Diamond', text: 'Certified stones, cut and polished here in Surat' },
      wedding: { title: 'Wedding', text: 'Mangalsutras and necklaces for the bride and her family' },
    },
  },
  /** A showcase card's link as a screen reader names it: its button's words and the card's title. */
  showcaseLink: (action: string, title: string) => `${action}: ${title}`,
};
