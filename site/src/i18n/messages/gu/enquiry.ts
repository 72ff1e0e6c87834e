import { MAX_ENQUIRY_MESSAGE_LENGTH, MAX_ENQUIRY_NAME_LENGTH } from '@suvarna/domain';
import { INTL_LOCALE } from '../../locales';
import type { Messages } from '../en';

const count = (value: number) => value.toLocaleString(INTL_LOCALE.gu);
const TOO_MANY = 'આ કનેક્શન પરથી ઘણા બધા સંદેશા આવ્યા છે.';

export const enquiry: Messages['enquiry'] = {
  name: 'તમારું નામ',
  email: 'ઈમેલ સરનામું',
  emailNote: 'તમારો ઈમેલ અમે ક્યારેય કોઈને આપીશું નહીં.',
  phone: 'ફોન / WhatsApp',
  phoneNote: 'ફોન નંબર અથવા ઈમેલ સરનામું, જેથી અમે જવાબ આપી શકીએ.',
  message: 'તમારો સંદેશ',
  honeypot: 'આ ખાનું ખાલી રાખો',
  send: 'સંદેશ મોકલો',

  sending: 'મોકલી રહ્યા છીએ…',
  sentTitle: 'સંદેશ મોકલાઈ ગયો',
  sent: 'આભાર: તમારો સંદેશ અમને મળી ગયો છે. અમે જલદી જવાબ આપીશું.',
  checkFields: 'તમારો સંદેશ મોકલાયો નથી: કૃપા કરીને નીચે દર્શાવેલાં ખાનાં તપાસો.',
  unreachable: 'તમારો સંદેશ મોકલાયો નથી: અત્યારે દુકાનનો સંપર્ક થઈ શક્યો નથી.',
  keptText: 'તમારો સંદેશ અહીં જ છે: ફરી પ્રયાસ કરો, અથવા તેને WhatsApp પર મોકલો.',
  whatsappInstead: 'તેના બદલે WhatsApp પર મોકલો',
  checkField: 'કૃપા કરીને આ ખાનું તપાસો',

  issues: {
    'name-required': 'કૃપા કરીને તમારું નામ લખો',
    'name-too_long': `નામ ખૂબ લાંબું છે (વધુમાં વધુ ${count(MAX_ENQUIRY_NAME_LENGTH)} અક્ષર)`,
    'phone-contact_required': 'કૃપા કરીને ફોન નંબર અથવા ઈમેલ સરનામું આપો',
    'phone-invalid': 'ફોન નંબર સાચો નથી',
    'email-invalid': 'ઈમેલ સરનામું સાચું નથી',
    'message-required': 'કૃપા કરીને સંદેશ લખો',
    'message-too_long': `સંદેશ ખૂબ લાંબો છે (વધુમાં વધુ ${count(MAX_ENQUIRY_MESSAGE_LENGTH)} અક્ષર)`,
    'productId-invalid': 'જે ઘરેણા વિશે પૂછ્યું છે તે માન્ય નથી',
    'savingsPlanId-invalid': 'કૃપા કરીને બચત યોજના પસંદ કરો',
    'instalment-invalid': 'કૃપા કરીને યોજના સ્વીકારે એટલો માસિક હપ્તો આપો',
    'phone-required': 'કૃપા કરીને ફોન નંબર આપો',
    'visitDate-invalid': 'કૃપા કરીને આવતા 30 દિવસમાંથી એક તારીખ પસંદ કરો',
    'visitTime-invalid': 'કૃપા કરીને સમય પસંદ કરો',
    'visitTime-full': 'એ સમય હવે ખાલી નથી: કૃપા કરીને બીજો સમય પસંદ કરો',
    'visitMode-invalid': 'કૃપા કરીને દુકાન અથવા વિડિયો કૉલ પસંદ કરો',
    'pieces-invalid': 'તમારી પસંદગીની યાદીનું એક ઘરેણું હવે દુકાનમાં નથી',
    'consent-required': 'કૃપા કરીને ગોપનીયતા સૂચના સાથે સંમતિ આપો, જેથી દુકાન તમારો સંદેશ જવાબ આપવા માટે સાચવી શકે',
  },
  asSentence: (issue) => `${issue}.`,
  throttled: `${TOO_MANY} કૃપા કરીને થોડી વાર પછી ફરી પ્રયાસ કરો.`,
  throttledIn: {
    one: `${TOO_MANY} કૃપા કરીને {minutes} મિનિટ પછી ફરી પ્રયાસ કરો.`,
    other: `${TOO_MANY} કૃપા કરીને {minutes} મિનિટ પછી ફરી પ્રયાસ કરો.`,
  },
  error: 'અત્યારે અમે તમારો સંદેશ લઈ શક્યા નથી. કૃપા કરીને થોડી વાર પછી ફરી પ્રયાસ કરો.',

  consent: {
    before: 'હું સંમત છું કે દુકાન મને જવાબ આપવા માટે હું જે મોકલું તે સાચવે, જેમ તેની ',
    link: 'ગોપનીયતા સૂચના',
    after: 'માં જણાવ્યું છે.',
  },

  privacy: {
    label: 'તમારી માહિતી',
    title: 'તમારી માહિતી:',
    text: 'તમે જે મોકલો છો તે અમે ફક્ત તમને જવાબ આપવા માટે સાચવીએ છીએ, અને ફક્ત અમારો સ્ટાફ જ તે જોઈ શકે છે.',
    link: 'અમે તેને કેવી રીતે સાચવીએ છીએ, અને તેને કેવી રીતે કાઢી નંખાવવું',
  },
};
