import type { Messages } from '../en';

/** 'ઘરેણું' for one piece, 'ઘરેણાં' for more. */
const pieces = (count: number) => (count === 1 ? 'ઘરેણું' : 'ઘરેણાં');

export const productList: Messages['productList'] = {
  title: 'અમારાં ઘરેણાં',
  description: (count, shop) =>
    `${shop} જ્વેલર્સ, સુરતનાં સોના, હીરા, ચાંદી અને પ્લેટિનમનાં ${count} ${pieces(count)} જુઓ, દરેક આજના ભાવે.`,
  subtitle: 'દરેક ઘરેણું આજના ભાવે, તમામ કર સહિત',
  search: {
    label: 'ઘરેણાં શોધો',
    placeholder: 'નામ, SKU કે કેટેગરી',
    clear: 'શોધ સાફ કરો',
    submit: 'શોધો',
  },
  filters: 'ફિલ્ટર',
  metalType: 'ધાતુ',
  gender: 'કોના માટે',
  categories: 'કેટેગરી',
  sortBy: 'ક્રમ',
  applyFilters: 'ફિલ્ટર લાગુ કરો',
  clearAll: 'બધું સાફ કરો',
  products: 'ઘરેણાં',
  activeFilters: 'લાગુ કરેલા ફિલ્ટર',
  searchChip: (search) => `“${search}”`,
  removeFilter: (label) => `${label} ફિલ્ટર હટાવો`,
  showing: (shown, total) => `કુલ ${total}માંથી ${shown} ${pieces(shown)}`,
  loading: 'ઘરેણાં લોડ થઈ રહ્યાં છે...',
  noMore: 'આથી વધુ ઘરેણાં નથી',
  catalogueChanged: 'આ પેજ ખોલ્યા પછી ઘરેણાંની યાદી બદલાઈ છે. કૃપા કરીને પેજ ફરી લોડ કરો.',
  catalogueFailed: 'ઘરેણાંની યાદી લોડ થઈ શકી નહીં. કૃપા કરીને ઇન્ટરનેટ કનેક્શન તપાસીને પેજ ફરી લોડ કરો.',
  noneFound: 'કોઈ ઘરેણું મળ્યું નથી',
  noneFoundHint: 'શોધના શબ્દો કે ફિલ્ટર બદલીને ફરી પ્રયાસ કરો',
  clearAllFilters: 'બધા ફિલ્ટર હટાવો',
  metals: {
    Gold: 'સોનું',
    Silver: 'ચાંદી',
    '92.5 Sterling': '92.5 સ્ટર્લિંગ',
    '1gm Plated Jewellery': '1 ગ્રામ પ્લેટેડ જ્વેલરી',
    Gift: 'ગિફ્ટ',
    Diamond: 'હીરા',
    Platinum: 'પ્લેટિનમ',
    'Fine Silver': 'શુદ્ધ ચાંદી',
    Ornamental: 'ઓર્નામેન્ટલ',
    Idol: 'મૂર્તિ',
    Crockeries: 'ક્રોકરી',
  },
  genders: { male: 'પુરુષો', female: 'મહિલાઓ' },
  sorts: {
    recommended: 'ભલામણ કરેલ',
    name_asc: 'નામ (A-Z)',
    name_desc: 'નામ (Z-A)',
    price_asc: 'કિંમત (ઓછીથી વધુ)',
    price_desc: 'કિંમત (વધુથી ઓછી)',
  },
  card: {
    noPicture: 'હજી ફોટો નથી',
    sale: 'સેલ',
    outOfStock: 'ઉપલબ્ધ નથી',
    sold: 'વેચાઈ ગયું',
    was: 'મૂળ કિંમત',
  },
};
