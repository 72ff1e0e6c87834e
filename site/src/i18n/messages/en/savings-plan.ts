// The /savings-plan page: the shop's monthly savings plans, a calculator and 'I am interested'.
// `{…}` are filled in by the page's script (savings-plan-calculator.ts) as well as at build.
export const savingsPlan = {
  title: 'Savings plans',
  description: (shop: string) =>
    `Save every month with ${shop} Jewellers and buy jewellery with what you saved, plus the shop's benefit.`,
  subtitle: 'Save a little every month, buy your jewellery at the end',
  intro:
    'Pay the same instalment every month. When the plan ends, spend what you saved on jewellery in the shop, with the benefit the plan gives. No payment is taken on this website: you pay in the shop.',
  noPlans: 'We will tell you about our savings plans in the shop. Visit us or call us to know more.',
  contactUs: 'Contact us',
  plansHeading: 'Our plans',
  months: (months: number) => (months === 1 ? '1 month' : `${months} months`),
  duration: 'Duration',
  instalmentRange: 'Monthly instalment',
  benefit: 'Benefit',
  benefitInstalment: 'The shop pays one instalment for you',
  benefitMakingDiscount: '{percent}% off the making charge',
  benefitNone: 'No extra benefit',
  /** A plan card's example sum; the second when the shop adds an instalment. */
  example: 'At {instalment} a month you pay {paid} and can spend {toSpend} on jewellery.',
  exampleWithShop:
    'At {instalment} a month you pay {paid}, the shop adds {shopAdds}, and you can spend {toSpend} on jewellery.',
  calculatorHeading: 'Calculate your savings',
  plan: 'Plan',
  instalment: 'Monthly instalment (₹)',
  instalmentHint: 'Between {min} and {max}',
  outOfRange: 'Choose an instalment between {min} and {max}',
  youPay: 'You pay',
  youPayDetail: '{instalment} × {months}',
  shopAdds: 'The shop adds',
  makingDiscount: 'Making charge discount',
  toSpend: 'You can spend on jewellery',
  interestedHeading: 'I am interested',
  interestedText: 'Leave your name and phone: the shop will call you about the plan you chose.',
  consent: {
    before: 'I agree that the shop keeps my name and phone to answer me, as its ',
    link: 'privacy notice',
    after: ' says.',
  },
  send: 'I am interested',
};
