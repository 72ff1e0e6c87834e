// The product page: its breadcrumb, price, details, stones, price breakup, tabs, gallery, WhatsApp
// and enquiry texts. The spec's exact texts; a product's own name, description and details come
// from the CMS and are not here. Amounts and weights arrive formatted (Latin digits, Indian grouping).
export const product = {
  breadcrumb: { label: 'Breadcrumb', home: 'Home', products: 'Products' },
  noPicture: 'No picture yet',
  /** STATUS_LABELS of @suvarna/domain. */
  stock: { active: 'In Stock', inactive: 'Out Of Stock', sold: 'Sold' },
  sale: 'SALE',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  /** Read out before the struck-through price: 'was ₹15,332.30'. */
  was: 'was',
  /** `time` is the date and time of the latest rate, already in the page's language. */
  pricesAsOf: (time: string) => `Prices as of ${time}`,
  /** The details grid's labels. */
  details: {
    size: 'Size',
    color: 'Color',
    metal: 'Metal',
    gender: 'Gender',
    purity: 'Purity',
    weight: 'Weight',
    grossWeight: 'Gross Weight',
    netWeight: 'Net Weight',
  },
  /** GENDER_LABELS of @suvarna/domain. */
  genders: { male: 'Men', female: 'Women' },
  /** After a number: the spec writes grams as 'gm'; stones and loose diamonds weigh in carats. */
  units: { gm: 'gm', ct: 'ct', mm: 'mm' },
  stones: {
    caption: 'Stones',
    stone: 'Stone',
    count: 'Count',
    weight: 'Weight',
    certificate: 'Certificate',
    checkReport: '(opens the lab’s report check)',
  },
  huidNote: (huid: string) => `HUID ${huid} — Check it in the BIS CARE app`,
  /** The three marks of a BIS hallmark, under the HUID line. */
  hallmarkMarks: {
    title: 'What the hallmark says',
    bis: 'BIS logo: the gold was tested at a hallmarking centre recognised by the Bureau of Indian Standards.',
    purity: 'Purity: its karats and fineness, e.g. 22K916 is 91.6 % gold.',
    huid: 'HUID: six letters and digits unique to this piece. Type it into the BIS CARE app to see the piece’s hallmark record.',
  },
  /** The Price Breakup tab's rows (docs/differences.md) and the basis beside them. */
  breakup: {
    metal: 'Metal Price * weight',
    making: 'Labour (+)',
    stones: 'Stones (+)',
    hallmarking: 'Hallmarking (+)',
    discount: 'Discount (−)',
    total: 'Total',
    gst: 'GST (+)',
    netPayable: 'Net Payable',
    /** The unit a rate is per, after '/' and after a weight: 'g' and 'ct' as the rates write them. */
    perUnit: { g: 'g', ct: 'ct' },
    /** `percent` is formatted: '12 % of metal'. */
    percentOfMetal: (percent: string) => `${percent} % of metal`,
    percentOfLabour: (percent: string) => `${percent} % of labour`,
  },
  /** Plain strings: the tabs' island gets them as a prop. */
  tabs: {
    label: 'Product information',
    description: 'Description',
    priceBreakup: 'Price Breakup',
    breakupCaption: 'Price breakup',
  },
  /** The gallery's texts; ProductGallery's `galleryText` turns them into its prop. */
  gallery: {
    enlarge: 'Enlarge picture',
    pictures: 'Pictures',
    previousPictures: 'Previous pictures',
    nextPictures: 'Next pictures',
    /** A picture's alt text when the piece has several. */
    pictureOf: (name: string, index: number, count: number) => `${name}, picture ${index} of ${count}`,
    showPicture: (index: number, count: number) => `Show picture ${index} of ${count}`,
    /** The full-screen viewer's name (it is a dialog). */
    enlarged: (name: string) => `${name}, enlarged`,
    viewerFailed: 'The picture viewer could not be opened. Please check your connection and try again.',
    viewer: {
      close: 'Close',
      zoom: 'Zoom',
      previous: 'Previous picture',
      next: 'Next picture',
      error: 'The picture could not be loaded.',
    },
  },
  contactOnWhatsApp: 'Contact On WhatsApp',
  callForAppointment: 'Call for Appointment',
  enquire: 'Enquire about this piece',
  /** The enquiry form's message, filled in beforehand. */
  enquiryMessage: (name: string, sku: string) => `I would like to know more about ${name} (SKU ${sku}).`,
  sendEnquiry: 'Send Enquiry',
  /** The WhatsApp message the page starts (docs/differences.md): the piece, its SKU, price and page. */
  whatsappMessage: (name: string, sku: string, price: string, url: string) =>
    `Hello, I am interested in ${name} (SKU ${sku}), ${price}: ${url}`,
  /** A sold piece's WhatsApp message: it asks for one like it, and names no price. */
  soldWhatsappMessage: (name: string, sku: string, url: string) =>
    `Hello, I saw that ${name} (SKU ${sku}) is sold. Do you have a piece like it? ${url}`,
  similar: 'You may also Like',
  noSimilar: 'No similar products found.',
  /** The meta description: `about` is the piece's description (or details) from the CMS. */
  metaDescription: (piece: {
    name: string;
    about: string;
    purity: string;
    metal: string;
    weight: string;
    shop: string;
  }) =>
    `${piece.name}: ${piece.about}. ${piece.purity} ${piece.metal}, ${piece.weight}, at ${piece.shop} Jewellers, Surat.`,
};
