import type { Messages } from '../en';

export const shortlistPage: Messages['shortlistPage'] = {
  title: 'आपकी पसंद सूची',
  description: (shop) => `${shop} ज्वेलर्स, सूरत के आपके पसंद किए गए आभूषण, आज के भाव पर।`,
  subtitle: 'आपको पसंद आए आभूषण, आज के भाव पर। सिर्फ़ इसी ब्राउज़र में रखे जाते हैं।',
  loading: 'आपकी पसंद सूची लोड हो रही है...',
  failed: 'पसंद सूची लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और पेज फिर से लोड करें।',
  empty: 'आपकी पसंद सूची खाली है',
  emptyHint: 'किसी भी आभूषण पर दिल के निशान को टैप करें, वह यहाँ रखा रहेगा।',
  browse: 'आभूषण देखें',
  shared: (count) => `आपके साथ साझा की गई पसंद सूची: ${count} आभूषण`,
  own: (count) => `आपकी पसंद सूची में ${count} आभूषण`,
  shareOnWhatsApp: 'WhatsApp पर शेयर करें',
  gone: (count) => (count === 1 ? 'एक आभूषण अब हमारे संग्रह में नहीं है।' : `${count} आभूषण अब हमारे संग्रह में नहीं हैं।`),
  pieces: 'पसंद किए गए आभूषण',
  outOfStock: 'अब उपलब्ध नहीं है',
  sold: 'अब बिक गया',
  priceChanged: (then) => `आपके जोड़ने के बाद कीमत बदल गई है (तब ${then})`,
  share: {
    heading: (shop) => `${shop} ज्वेलर्स से मेरी पसंद सूची:`,
    piece: (position, name, sku, price, url) => `${position}. ${name} (SKU ${sku}), ${price}: ${url}`,
    all: (url) => `सभी एक साथ: ${url}`,
  },
  recentlyViewed: 'हाल ही में देखे गए आभूषण',
  bookVisit: 'मुलाक़ात तय करें',
};
