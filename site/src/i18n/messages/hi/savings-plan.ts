// /savings-plan in Hindi (see en/savings-plan.ts).
import type { Messages } from '../en';

export const savingsPlan: Messages['savingsPlan'] = {
  title: 'बचत योजनाएँ',
  description: (shop: string) => `${shop} ज्वैलर्स में हर महीने बचत करें और बचाई गई राशि के साथ दुकान के लाभ से गहने खरीदें।`,
  subtitle: 'हर महीने थोड़ा बचाएँ, अंत में अपने गहने खरीदें',
  intro:
    'हर महीने एक जैसी किस्त भरें। योजना पूरी होने पर बचाई गई राशि योजना के लाभ के साथ दुकान में गहनों पर खर्च करें। इस वेबसाइट पर कोई भुगतान नहीं लिया जाता: आप दुकान में भुगतान करते हैं।',
  noPlans: 'हम आपको अपनी बचत योजनाओं के बारे में दुकान में बताएँगे। अधिक जानने के लिए हमसे मिलें या फ़ोन करें।',
  contactUs: 'हमसे संपर्क करें',
  plansHeading: 'हमारी योजनाएँ',
  months: (months: number) => (months === 1 ? '1 महीना' : `${months} महीने`),
  duration: 'अवधि',
  instalmentRange: 'मासिक किस्त',
  benefit: 'लाभ',
  benefitInstalment: 'एक किस्त दुकान आपकी ओर से भरती है',
  benefitMakingDiscount: 'गढ़ाई शुल्क पर {percent}% छूट',
  benefitNone: 'कोई अतिरिक्त लाभ नहीं',
  example: '{instalment} प्रति माह पर आप {paid} भरते हैं और गहनों पर {toSpend} खर्च कर सकते हैं।',
  exampleWithShop:
    '{instalment} प्रति माह पर आप {paid} भरते हैं, दुकान {shopAdds} जोड़ती है, और आप गहनों पर {toSpend} खर्च कर सकते हैं।',
  calculatorHeading: 'अपनी बचत की गणना करें',
  plan: 'योजना',
  instalment: 'मासिक किस्त (₹)',
  instalmentHint: '{min} से {max} के बीच',
  outOfRange: '{min} से {max} के बीच की किस्त चुनें',
  youPay: 'आप भरते हैं',
  youPayDetail: '{instalment} × {months}',
  shopAdds: 'दुकान जोड़ती है',
  makingDiscount: 'गढ़ाई शुल्क पर छूट',
  toSpend: 'आप गहनों पर खर्च कर सकते हैं',
  interestedHeading: 'मुझे रुचि है',
  interestedText: 'अपना नाम और फ़ोन दें: आपकी चुनी हुई योजना के बारे में दुकान आपको फ़ोन करेगी।',
  consent: {
    before: 'मैं सहमत हूँ कि दुकान मुझे उत्तर देने के लिए मेरा नाम और फ़ोन रखे, जैसा उसकी ',
    link: 'गोपनीयता सूचना',
    after: ' में लिखा है।',
  },
  send: 'मुझे रुचि है',
};
