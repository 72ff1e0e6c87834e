// /savings-plan in Gujarati (see en/savings-plan.ts).
import type { Messages } from '../en';

export const savingsPlan: Messages['savingsPlan'] = {
  title: 'બચત યોજનાઓ',
  description: (shop: string) => `${shop} જ્વેલર્સમાં દર મહિને બચત કરો અને બચેલી રકમ ઉપરાંત દુકાનના લાભ સાથે ઘરેણાં ખરીદો.`,
  subtitle: 'દર મહિને થોડું બચાવો, અંતે તમારાં ઘરેણાં ખરીદો',
  intro:
    'દર મહિને એકસરખો હપ્તો ભરો. યોજના પૂરી થાય ત્યારે બચેલી રકમ યોજનાના લાભ સાથે દુકાનમાં ઘરેણાં પર વાપરો. આ વેબસાઇટ પર કોઈ ચુકવણી લેવાતી નથી: તમે દુકાનમાં ચૂકવો છો.',
  noPlans: 'અમારી બચત યોજનાઓ વિશે અમે તમને દુકાનમાં જણાવીશું. વધુ જાણવા માટે અમારી મુલાકાત લો અથવા ફોન કરો.',
  contactUs: 'અમારો સંપર્ક કરો',
  plansHeading: 'અમારી યોજનાઓ',
  months: (months: number) => (months === 1 ? '1 મહિનો' : `${months} મહિના`),
  duration: 'સમયગાળો',
  instalmentRange: 'માસિક હપ્તો',
  benefit: 'લાભ',
  benefitInstalment: 'એક હપ્તો દુકાન તમારા વતી ભરે છે',
  benefitMakingDiscount: 'ઘડામણ પર {percent}% છૂટ',
  benefitNone: 'કોઈ વધારાનો લાભ નથી',
  example: 'મહિને {instalment} ભરતાં તમે {paid} ભરો છો અને ઘરેણાં પર {toSpend} વાપરી શકો છો.',
  exampleWithShop:
    'મહિને {instalment} ભરતાં તમે {paid} ભરો છો, દુકાન {shopAdds} ઉમેરે છે, અને તમે ઘરેણાં પર {toSpend} વાપરી શકો છો.',
  calculatorHeading: 'તમારી બચત ગણો',
  plan: 'યોજના',
  instalment: 'માસિક હપ્તો (₹)',
  instalmentHint: '{min} થી {max} વચ્ચે',
  outOfRange: '{min} થી {max} વચ્ચેનો હપ્તો પસંદ કરો',
  youPay: 'તમે ભરો છો',
  youPayDetail: '{instalment} × {months}',
  shopAdds: 'દુકાન ઉમેરે છે',
  makingDiscount: 'ઘડામણ પર છૂટ',
  toSpend: 'તમે ઘરેણાં પર વાપરી શકો છો',
  interestedHeading: 'મને રસ છે',
  interestedText: 'તમારું નામ અને ફોન આપો: તમે પસંદ કરેલી યોજના વિશે દુકાન તમને ફોન કરશે.',
  consent: {
    before: 'હું સંમત છું કે દુકાન મને જવાબ આપવા મારું નામ અને ફોન રાખે, જેમ તેની ',
    link: 'ગોપનીયતા સૂચના',
    after: ' કહે છે.',
  },
  send: 'મને રસ છે',
};
