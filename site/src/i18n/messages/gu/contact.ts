import type { Messages } from '../en';

export const contact: Messages['contact'] = {
  title: 'અમારો સંપર્ક કરો',
  description: (shop) => `સુરતના રીંગ રોડ પર આવેલા ${shop} જ્વેલર્સને ફોન કરો, લખો અથવા રૂબરૂ મળવા આવો.`,
  subtitle: 'તમારી વાત સાંભળવાનું અમને ગમશે',
  sendUsAMessage: 'અમને સંદેશ મોકલો',
  visitOrCall: 'મળવા આવો અથવા ફોન કરો',
  phone: 'ફોન',
  whatsapp: 'WhatsApp',
  chatWithUs: 'WhatsApp પર અમારી સાથે વાત કરો',
  email: 'ઈમેલ',
  showroom: 'શોરૂમ',
  map: 'નકશો',
  openingHours: 'ખુલવાનો સમય',
  weekdays: {
    monday: 'સોમવાર',
    tuesday: 'મંગળવાર',
    wednesday: 'બુધવાર',
    thursday: 'ગુરુવાર',
    friday: 'શુક્રવાર',
    saturday: 'શનિવાર',
    sunday: 'રવિવાર',
  },
  mapTitle: (shop, address) => `${shop} જ્વેલર્સ નકશા પર: ${address}`,
  thankYou: {
    title: 'સંદેશ મોકલાઈ ગયો',
    description: (shop) => `તમારો સંદેશ ${shop} જ્વેલર્સ સુધી પહોંચી ગયો છે.`,
    heading: 'સંદેશ મોકલાઈ ગયો',
    howWeAnswer:
      'અમે ફોન, WhatsApp અથવા ઈમેલથી જવાબ આપીએ છીએ, સામાન્ય રીતે એક કામકાજના દિવસમાં. કંઈ તાકીદનું હોય તો WhatsApp પર અમારી સાથે વાત કરો.',
    allProducts: 'બધાં ઘરેણાં જુઓ',
    chatOnWhatsApp: 'WhatsApp પર વાત કરો',
  },
  notSent: {
    title: 'સંદેશ મોકલાયો નથી',
    description: (shop) => `તમારો સંદેશ ${shop} જ્વેલર્સ સુધી પહોંચ્યો નથી.`,
    heading: 'તમારો સંદેશ મોકલાયો નથી',
    general: 'ફોર્મમાં કંઈક ફરી જોવાની જરૂર છે.',
    goBack:
      'તમે જે લખ્યું હતું તે ફોર્મમાં હજી છે: બ્રાઉઝરના Back (પાછળ) બટનથી ત્યાં પાછા જાઓ, સુધારીને ફરી મોકલો. અથવા અમારો સીધો સંપર્ક કરો:',
    chatOnWhatsApp: 'WhatsApp પર વાત કરો',
    call: (phone) => `${phone} પર ફોન કરો`,
  },
};
