import type { Messages } from '../en';

export const contact: Messages['contact'] = {
  title: 'हमसे संपर्क करें',
  description: (shop) => `सूरत के रिंग रोड पर ${shop} ज्वेलर्स को फ़ोन करें, लिखें या मिलने आएँ।`,
  subtitle: 'आपकी बात सुनकर हमें खुशी होगी',
  sendUsAMessage: 'हमें संदेश भेजें',
  visitOrCall: 'मिलने आएँ या फ़ोन करें',
  phone: 'फ़ोन',
  whatsapp: 'WhatsApp',
  chatWithUs: 'WhatsApp पर हमसे बात करें',
  email: 'ईमेल',
  showroom: 'शोरूम',
  map: 'नक्शा',
  openingHours: 'खुलने का समय',
  weekdays: {
    monday: 'सोमवार',
    tuesday: 'मंगलवार',
    wednesday: 'बुधवार',
    thursday: 'गुरुवार',
    friday: 'शुक्रवार',
    saturday: 'शनिवार',
    sunday: 'रविवार',
  },
  mapTitle: (shop, address) => `${shop} ज्वेलर्स नक्शे पर: ${address}`,
  thankYou: {
    title: 'संदेश भेज दिया गया',
    description: (shop) => `आपका संदेश ${shop} ज्वेलर्स तक पहुँच गया है।`,
    heading: 'संदेश भेज दिया गया',
    howWeAnswer:
      'हम फ़ोन, WhatsApp या ईमेल से जवाब देते हैं, आम तौर पर एक कामकाजी दिन के भीतर। कुछ ज़रूरी हो तो WhatsApp पर हमसे बात करें।',
    allProducts: 'सभी आभूषण देखें',
    chatOnWhatsApp: 'WhatsApp पर बात करें',
  },
  notSent: {
    title: 'संदेश नहीं भेजा गया',
    description: (shop) => `आपका संदेश ${shop} ज्वेलर्स तक नहीं पहुँचा।`,
    heading: 'आपका संदेश नहीं भेजा गया',
    general: 'फ़ॉर्म में कुछ दोबारा देखने की ज़रूरत है।',
    goBack:
      'आपने जो लिखा था, वह फ़ॉर्म में अब भी है: ब्राउज़र के Back (पीछे) बटन से वहाँ लौटें, उसे ठीक करें और फिर से भेजें। या हमसे सीधे संपर्क करें:',
    chatOnWhatsApp: 'WhatsApp पर बात करें',
    call: (phone) => `${phone} पर कॉल करें`,
  },
};
