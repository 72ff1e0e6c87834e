import { MAX_ENQUIRY_MESSAGE_LENGTH, MAX_ENQUIRY_NAME_LENGTH } from '@suvarna/domain';
import { INTL_LOCALE } from '../../locales';
import type { Messages } from '../en';

const count = (value: number) => value.toLocaleString(INTL_LOCALE.hi);
const TOO_MANY = 'इस कनेक्शन से बहुत सारे संदेश आ चुके हैं।';

export const enquiry: Messages['enquiry'] = {
  name: 'आपका नाम',
  email: 'ईमेल पता',
  emailNote: 'हम आपका ईमेल कभी किसी के साथ साझा नहीं करेंगे।',
  phone: 'फ़ोन / WhatsApp',
  phoneNote: 'फ़ोन नंबर या ईमेल पता, ताकि हम जवाब दे सकें।',
  message: 'आपका संदेश',
  honeypot: 'इस खाने को खाली छोड़ें',
  send: 'संदेश भेजें',

  sending: 'भेजा जा रहा है…',
  sentTitle: 'संदेश भेज दिया गया',
  sent: 'धन्यवाद: आपका संदेश हमें मिल गया है। हम जल्द ही जवाब देंगे।',
  checkFields: 'आपका संदेश नहीं भेजा गया: कृपया नीचे चिह्नित खाने जाँचें।',
  unreachable: 'आपका संदेश नहीं भेजा गया: अभी दुकान से संपर्क नहीं हो सका।',
  keptText: 'आपका संदेश यहीं है: फिर से कोशिश करें, या इसे WhatsApp पर भेजें।',
  whatsappInstead: 'इसके बजाय WhatsApp पर भेजें',
  checkField: 'कृपया यह खाना जाँचें',

  issues: {
    'name-required': 'कृपया अपना नाम लिखें',
    'name-too_long': `नाम बहुत लंबा है (अधिकतम ${count(MAX_ENQUIRY_NAME_LENGTH)} अक्षर)`,
    'phone-contact_required': 'कृपया फ़ोन नंबर या ईमेल पता दें',
    'phone-invalid': 'फ़ोन नंबर सही नहीं है',
    'email-invalid': 'ईमेल पता सही नहीं है',
    'message-required': 'कृपया संदेश लिखें',
    'message-too_long': `संदेश बहुत लंबा है (अधिकतम ${count(MAX_ENQUIRY_MESSAGE_LENGTH)} अक्षर)`,
    'productId-invalid': 'जिस आभूषण के बारे में पूछा गया है, वह मान्य नहीं है',
    'savingsPlanId-invalid': 'कृपया एक बचत योजना चुनें',
    'instalment-invalid': 'कृपया योजना में स्वीकार्य मासिक किस्त दें',
    'phone-required': 'कृपया फ़ोन नंबर दें',
    'visitDate-invalid': 'कृपया अगले 30 दिनों में से एक तारीख़ चुनें',
    'visitTime-invalid': 'कृपया समय चुनें',
    'visitTime-full': 'वह समय अब ख़ाली नहीं है: कृपया कोई और समय चुनें',
    'visitMode-invalid': 'कृपया दुकान या वीडियो कॉल चुनें',
    'pieces-invalid': 'आपकी पसंद की सूची का एक आभूषण अब दुकान में नहीं है',
    'consent-required': 'कृपया गोपनीयता सूचना से सहमति दें, ताकि दुकान जवाब देने के लिए आपका संदेश रख सके',
  },
  asSentence: (issue) => `${issue}।`,
  throttled: `${TOO_MANY} कृपया थोड़ी देर बाद फिर से कोशिश करें।`,
  throttledIn: {
    one: `${TOO_MANY} कृपया {minutes} मिनट बाद फिर से कोशिश करें।`,
    other: `${TOO_MANY} कृपया {minutes} मिनट बाद फिर से कोशिश करें।`,
  },
  error: 'हम अभी आपका संदेश नहीं ले सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  consent: {
    before: 'मैं सहमत हूँ कि दुकान मुझे जवाब देने के लिए मेरा भेजा हुआ रखे, जैसा उसकी ',
    link: 'गोपनीयता सूचना',
    after: ' में बताया गया है।',
  },

  privacy: {
    label: 'आपकी जानकारी',
    title: 'आपकी जानकारी:',
    text: 'आप जो भेजते हैं, उसे हम केवल आपको जवाब देने के लिए रखते हैं, और केवल हमारा स्टाफ़ उसे देख सकता है।',
    link: 'हम इसे कैसे रखते हैं, और इसे कैसे मिटवाएँ',
  },
};
