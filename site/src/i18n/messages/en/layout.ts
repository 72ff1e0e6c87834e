// Every public page's frame: header, navigation, language switcher, footer, page titles.
export const layout = {
  skipToContent: 'Skip to content',
  welcome: (shop: string) => `Welcome to ${shop} Jewellers`,
  jewellersOfSurat: 'Jewellers · Surat',
  /** The title bar: the page's own title, then the shop. */
  pageTitle: (page: string, shop: string) => `${page} | ${shop} Jewellers, Surat`,
  siteName: (shop: string) => `${shop} Jewellers`,
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  nav: {
    home: 'HOME',
    products: 'PRODUCTS',
    about: 'ABOUT US',
    contact: 'CONTACT US',
    oldGold: 'OLD GOLD EXCHANGE',
    sizeGuide: 'SIZE GUIDE',
    savingsPlan: 'SAVINGS PLANS',
    bookVisit: 'BOOK A VISIT',
  },
  language: 'Language',
  footer: {
    ourAddress: 'Our Address',
    phone: 'Phone:',
    email: 'Email:',
    quickLinks: 'Quick Links',
    followUs: 'Follow Us',
    findUs: 'Find Us',
    mapOf: (shop: string) => `Map of ${shop} Jewellers`,
    privacy: 'Privacy notice',
    copyright: (year: number, shop: string) => `© ${year} ${shop} Jewellers. All Rights Reserved`,
  },
};
