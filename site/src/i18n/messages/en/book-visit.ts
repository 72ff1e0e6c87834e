// The Book a visit page (/book-visit): a visit to the shop or a video call, a day in the next 30
// days, one of the free 30-minute times the CMS offers, a name and phone, and the shortlist's pieces.
export const bookVisit = {
  title: 'Book a visit',
  description: (shop: string) =>
    `Book a time to see ${shop} Jewellers' pieces in the shop in Surat, or on a video call.`,
  subtitle: 'See the pieces you like, in the shop or on a video call',
  /** The product page's link, which brings the piece along. */
  bookThisPiece: 'Book a visit to see this piece',
  /** The Shortlist page's link. */
  bookShortlist: 'Book a visit',
  mode: 'How would you like to see them?',
  modeShop: 'In the shop',
  modeVideo: 'Video call',
  date: 'Day',
  time: 'Time',
  /** The time list before a day is chosen. */
  chooseDay: 'Choose a day first',
  loadingTimes: 'Finding free times…',
  noTimes: 'No free times on this day: please choose another.',
  timesFailed: 'The free times could not be loaded. Choose a time, and the shop will say if it is taken.',
  full: 'taken',
  note: 'Anything we should know (optional)',
  pieces: 'Pieces from your shortlist',
  attachPieces: 'Show me these pieces',
  consent: {
    before: 'I agree that the shop keeps my name and phone to arrange this visit, as the ',
    link: 'privacy notice',
    after: ' says.',
  },
  submit: 'Book the visit',
  bookedTitle: 'Visit booked',
  booked: 'Thank you: your visit is booked. The shop will confirm it on WhatsApp.',
};
