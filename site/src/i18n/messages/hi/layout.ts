import type { Messages } from '../en';

export const layout: Messages['layout'] = {
  skipToContent: 'मुख्य भाग पर जाएँ',
  welcome: (shop) => `${shop} ज्वेलर्स में आपका स्वागत है`,
  jewellersOfSurat: 'ज्वेलर्स · सूरत',
  pageTitle: (page, shop) => `${page} | ${shop} ज्वेलर्स, सूरत`,
  siteName: (shop) => `${shop} ज्वेलर्स`,
  mainNavigation: 'मुख्य मेनू',
  openMenu: 'मेनू खोलें',
  closeMenu: 'मेनू बंद करें',
  nav: {
    home: 'होम',
    products: 'आभूषण',
    about: 'हमारे बारे में',
    contact: 'संपर्क',
    oldGold: 'पुराने सोने का एक्सचेंज',
    sizeGuide: 'साइज़ गाइड',
    savingsPlan: 'बचत योजना',
    bookVisit: 'विज़िट बुक करें',
  },
  language: 'भाषा',
  footer: {
    ourAddress: 'हमारा पता',
    phone: 'फ़ोन:',
    email: 'ईमेल:',
    quickLinks: 'त्वरित लिंक',
    followUs: 'हमें फ़ॉलो करें',
    findUs: 'हमें खोजें',
    mapOf: (shop) => `${shop} ज्वेलर्स का नक्शा`,
    privacy: 'गोपनीयता सूचना',
    copyright: (year, shop) => `© ${year} ${shop} ज्वेलर्स. सर्वाधिकार सुरक्षित`,
  },
};
