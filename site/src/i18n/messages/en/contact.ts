// The Contact page, and the two pages a form-posted enquiry lands on (sent, not sent).
export const contact = {
  title: 'Contact Us',
  description: (shop: string) => `Call, write or visit ${shop} Jewellers on Ring Road, Surat.`,
  subtitle: "We'd love to hear from you",
  sendUsAMessage: 'Send us a message',
  visitOrCall: 'Visit or call',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  chatWithUs: 'Chat with us on WhatsApp',
  email: 'Email',
  showroom: 'Showroom',
  map: 'Map',
  openingHours: 'Opening hours',
  /** The days of the shop's opening hours (the back office's Shop settings). */
  weekdays: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  /** The map frame's title: the shop and its address lines after the first, joined. */
  mapTitle: (shop: string, address: string) => `${shop} Jewellers on the map: ${address}`,
  thankYou: {
    title: 'Message sent',
    description: (shop: string) => `Your message has reached ${shop} Jewellers.`,
    heading: 'Message sent',
    howWeAnswer:
      'We answer by phone, WhatsApp or email, usually within a working day. For anything urgent, chat with us on WhatsApp.',
    allProducts: 'See all products',
    chatOnWhatsApp: 'Chat on WhatsApp',
  },
  notSent: {
    title: 'Message not sent',
    description: (shop: string) => `Your message did not reach ${shop} Jewellers.`,
    heading: 'Your message was not sent',
    /** When the address names no reason. */
    general: 'Something in the form needs another look.',
    goBack:
      "What you wrote is still in the form: use your browser's Back button to return to it, correct it and send it again. Or reach us directly:",
    chatOnWhatsApp: 'Chat on WhatsApp',
    call: (phone: string) => `Call ${phone}`,
  },
};
