import type { Messages } from '../en';

export const layout: Messages['layout'] = {
  skipToContent: 'મુખ્ય વિભાગ પર જાઓ',
  welcome: (shop) => `${shop} જ્વેલર્સમાં આપનું સ્વાગત છે`,
  jewellersOfSurat: 'જ્વેલર્સ · સુરત',
  pageTitle: (page, shop) => `${page} | ${shop} જ્વેલર્સ, સુરત`,
  siteName: (shop) => `${shop} જ્વેલર્સ`,
  mainNavigation: 'મુખ્ય મેનુ',
  openMenu: 'મેનુ ખોલો',
  closeMenu: 'મેનુ બંધ કરો',
  nav: {
    home: 'હોમ',
    products: 'ઘરેણાં',
    about: 'અમારા વિશે',
    contact: 'સંપર્ક',
    oldGold: 'જૂના સોનાનું એક્સચેન્જ',
    sizeGuide: 'સાઇઝ ગાઇડ',
    savingsPlan: 'બચત યોજના',
    bookVisit: 'મુલાકાત બુક કરો',
  },
  language: 'ભાષા',
  footer: {
    ourAddress: 'અમારું સરનામું',
    phone: 'ફોન:',
    email: 'ઈમેલ:',
    quickLinks: 'ઝડપી લિંક્સ',
    followUs: 'અમને ફોલો કરો',
    findUs: 'અમને શોધો',
    mapOf: (shop) => `${shop} જ્વેલર્સનો નકશો`,
    privacy: 'ગોપનીયતા સૂચના',
    copyright: (year, shop) => `© ${year} ${shop} જ્વેલર્સ. સર્વ હક્ક સ્વાધીન`,
  },
};
