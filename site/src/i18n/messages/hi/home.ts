import type { Messages } from '../en';

export const home: Messages['home'] = {
  title: 'सोने, हीरे और चाँदी के आभूषण',
  description: (shop, since) =>
    `${shop} ज्वेलर्स, रिंग रोड, सूरत: ${since} से हॉलमार्क वाला 22K सोना, प्रमाणित हीरे और रत्न-जड़ित आभूषण, आज के भाव पर।`,
  heading: (shop) => `${shop} ज्वेलर्स, सूरत`,
  banners: {
    label: 'ऑफ़र',
    carousel: 'स्लाइड शो',
    slide: 'स्लाइड',
    slideLabel: (position, count) => `${count} में से ${position}`,
    alt: (shop, position, count) => `${shop} ज्वेलर्स का ऑफ़र, ${count} में से ${position}`,
  },
  storyAndRates: 'हमारी कहानी और आज के भाव',
  story: {
    eyebrow: (since) => `${since} से · रिंग रोड, सूरत`,
    title: 'भरोसे का सोना, पीढ़ी दर पीढ़ी सौंपने के लिए',
    opening: (shop, since) =>
      `${shop} ज्वेलर्स की शुरुआत ${since} में रिंग रोड पर हुई: उस शहर में परिवार का अपना शोरूम, जहाँ दुनिया के ज़्यादातर हीरे तराशे जाते हैं। हम आज भी अपने 22K सोने के आभूषण ख़ुद बनाते हैं, हीरे और रत्न ख़ुद जड़ते हैं, और शादी, त्योहार या किसी आम मंगलवार के लिए गहना चुनने आए हर परिवार के साथ इत्मीनान से बैठते हैं।`,
    promise:
      'सोने का हर गहना BIS हॉलमार्क वाला है, हर हीरे के साथ उसका सर्टिफ़िकेट मिलता है, और हर दाम दिन के भाव, वज़न और वाजिब मेकिंग चार्ज से खुलकर जोड़ा जाता है।',
    link: 'हमारी कहानी',
  },
  rates: {
    title: 'आज के भाव',
    metalOrStone: 'धातु/रत्न',
    price: 'भाव',
    lastUpdated: 'पिछला अपडेट',
    loading: 'भाव लोड हो रहे हैं...',
    subjectToChange: 'भाव बदल सकते हैं',
    units: { '10g': '10 ग्राम', kg: 'किलो', g: 'ग्राम', ct: 'कैरेट' },
    unitsNote: {
      kinds: { gold: 'सोना', platinum: 'प्लैटिनम', silver: 'चाँदी', stone: 'रत्न' },
      per: {
        '10g': (kinds) => `${kinds} प्रति 10 ग्राम`,
        kg: (kinds) => `${kinds} प्रति किलो`,
        g: (kinds) => `${kinds} प्रति ग्राम`,
        ct: (kinds) => `${kinds} प्रति कैरेट`,
      },
    },
  },
  trend: {
    title: (days) => `पिछले ${days} दिनों के भाव`,
    intro: 'हर भाव अगले बदलाव तक लागू रहता है; हर रेखा आज के भाव पर ख़त्म होती है।',
    up: (amount, percent, since) => `${since} से ${amount} (${percent} %) ऊपर`,
    down: (amount, percent, since) => `${since} से ${amount} (${percent} %) नीचे`,
    unchanged: (since) => `${since} से कोई बदलाव नहीं`,
    range: (low, high) => `न्यूनतम ${low} · अधिकतम ${high}`,
    showFigures: 'रोज़ के आँकड़े दिखाएँ',
    tableCaption: 'हर दिन बंद होने पर भाव, सूरत के समय के अनुसार',
    date: 'तारीख़',
  },
  categories: {
    title: 'श्रेणी के अनुसार ख़रीदें',
    eyebrow: 'हमारी सूरत की वर्कशॉप में बने',
    action: 'पूरा कलेक्शन देखें',
    texts: {
      mangalsutra: '22K सोने में काले मोतियों की पवित्र लड़ियाँ',
      ring: 'सॉलिटेयर, बैंड और रोज़ पहनने का सोना',
      chain: 'रोप, बॉक्स और सिंगापुर बुनाई',
    },
  },
  newArrivals: {
    title: 'नए आभूषण',
    eyebrow: 'शोरूम में अभी-अभी आए',
    viewAll: 'सभी आभूषण देखें',
  },
  promo: {
    eyebrow: 'ब्राइडल रूम',
    title: 'शादी के गहनों के लिए निजी मुलाक़ात',
    text: 'पूरे परिवार के साथ आइए और हमारे ब्राइडल सेट, Mangalsutra और चूड़ियों के साथ इत्मीनान से एक दोपहर बिताइए: चाय के साथ, और हर दाम आज के भाव से समझाकर।',
    call: 'मुलाक़ात के लिए कॉल करें',
  },
  collections: {
    title: 'ख़ास कलेक्शन',
    eyebrow: 'इस सीज़न के लिए चुने गए',
    action: 'कलेक्शन देखें',
    cards: {
      gold: { title: 'सोना', text: 'हॉलमार्क वाला 22K और 18K सोना, टेंपल वर्क से रोज़ पहनने तक' },
      diamond: { title: 'हीरा', text: 'प्रमाणित हीरे, यहीं सूरत में तराशे और पॉलिश किए गए' },
      wedding: { title: 'शादी', text: 'दुल्हन और उसके परिवार के लिए Mangalsutra और हार' },
    },
  },
  showcaseLink: (action, title) => `${action}: ${title}`,
};
