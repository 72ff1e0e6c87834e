// The demo shop's Gujarati and Hindi texts: every category's name, and a few pieces written out in
// both languages, so that the translated site shows a piece with its own texts beside pieces that
// fall back to English (as a shop part-way through translating its catalogue would).
// The field names are the domain's (ProductTranslations); this package stays free of its dependencies.
type Text = 'name' | 'description' | 'details';
type ProductTranslations = Partial<Record<`${Text}${'Gu' | 'Hi'}`, string>>;

/** By the category's English name (DEMO_CATEGORIES). */
export const DEMO_CATEGORY_TRANSLATIONS: Readonly<Record<string, { nameGu: string; nameHi: string }>> = {
  Mangalsutra: { nameGu: 'મંગળસૂત્ર', nameHi: 'मंगलसूत्र' },
  Ring: { nameGu: 'વીંટી', nameHi: 'अंगूठी' },
  Chain: { nameGu: 'ચેઇન', nameHi: 'चेन' },
  Necklace: { nameGu: 'હાર', nameHi: 'हार' },
  Earrings: { nameGu: 'કાનની બુટ્ટી', nameHi: 'कान की बालियाँ' },
  Bangle: { nameGu: 'બંગડી', nameHi: 'चूड़ी' },
  Pendant: { nameGu: 'પેન્ડન્ટ', nameHi: 'पेंडेंट' },
  Bracelet: { nameGu: 'બ્રેસલેટ', nameHi: 'ब्रेसलेट' },
  Anklet: { nameGu: 'ઝાંઝર', nameHi: 'पायल' },
  'Nose Pin': { nameGu: 'નાકની ચૂંક', nameHi: 'लौंग' },
  'Loose Diamond': { nameGu: 'છૂટો હીરો', nameHi: 'खुला हीरा' },
};

/** By SKU: the pieces translated so far; the others show their English texts in every language. */
export const DEMO_PRODUCT_TRANSLATIONS: Readonly<Record<string, ProductTranslations>> = {
  'SJ-MS-1001': {
    nameGu: 'કાળા મણકાનું મંગળસૂત્ર',
    nameHi: 'काले मोतियों का मंगलसूत्र',
    descriptionGu: 'સોનાની પરંપરાગત વાટીઓ સાથે કાળા મણકાની બે સેર',
    descriptionHi: 'सोने की पारंपरिक वाटियों के साथ काले मोतियों की दो लड़ियाँ',
    detailsGu:
      'કાળા મણકાની બે સેર, દર નવમા મણકે 22K સોનાનો મણકો, અને હાથે ઘડેલી બે વાટીઓ. BIS હોલમાર્ક, અમારા રિંગ રોડના કારખાનામાં બનેલું.',
    detailsHi:
      'काले मोतियों की दो लड़ियाँ, हर नौवें मोती पर 22K सोने का मोती, और हाथ से गढ़ी दो वाटियाँ. BIS हॉलमार्क, हमारी रिंग रोड की कार्यशाला में बना.',
  },
  'SJ-MS-1002': {
    nameGu: 'મહારાષ્ટ્રીયન વાટી મંગળસૂત્ર',
    nameHi: 'महाराष्ट्रीयन वाटी मंगलसूत्र',
    descriptionGu: 'માણેકના કેન્દ્ર સાથે લાંબું વાટી મંગળસૂત્ર',
    descriptionHi: 'माणिक के केंद्र के साथ लंबा वाटी मंगलसूत्र',
  },
  'SJ-MS-1003': {
    nameGu: 'હીરાના પેન્ડન્ટવાળું મંગળસૂત્ર',
    nameHi: 'हीरे के पेंडेंट वाला मंगलसूत्र',
    descriptionGu: 'ટૂંકી કાળા મણકાની ચેઇન પર હીરાનું ટીપું',
    descriptionHi: 'छोटी काले मोतियों की चेन पर हीरे की बूँद',
  },
  'SJ-MS-1007': {
    nameGu: 'ગુજરાતી બે-સેરનું મંગળસૂત્ર',
    nameHi: 'गुजराती दो-लड़ी मंगलसूत्र',
    descriptionGu: 'ચમકદાર વાટીઓ સાથે બે સેરનું મંગળસૂત્ર',
    descriptionHi: 'चमकदार वाटियों के साथ दो लड़ी का मंगलसूत्र',
  },
};

/** What each demo banner (DEMO_BANNERS, in order) says, for visitors who cannot see it. */
export const DEMO_BANNER_TEXTS: ReadonlyArray<{ alt: string; altGu: string; altHi: string }> = [
  {
    alt: 'The Diwali Gold Festival: temple necklaces, kadas and coins in hallmarked 22K gold',
    altGu: 'દિવાળી સોના ઉત્સવ: હોલમાર્ક 22K સોનામાં ટેમ્પલ હાર, કડાં અને સિક્કા',
    altHi: 'दिवाली सोना उत्सव: हॉलमार्क 22K सोने में टेम्पल हार, कड़े और सिक्के',
  },
  {
    alt: 'The Wedding Collection: mangalsutras, bangles and bridal sets',
    altGu: 'લગ્ન સંગ્રહ: મંગળસૂત્ર, બંગડીઓ અને દુલ્હનના સેટ',
    altHi: 'शादी संग्रह: मंगलसूत्र, चूड़ियाँ और दुल्हन के सेट',
  },
  {
    alt: 'Diamonds cut in Surat',
    altGu: 'સુરતમાં ઘડાયેલા હીરા',
    altHi: 'सूरत में तराशे गए हीरे',
  },
];
