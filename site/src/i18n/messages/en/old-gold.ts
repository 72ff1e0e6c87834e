// The old-gold exchange page (/old-gold): today's value of old gold per purity and the estimate.
// Amounts arrive formatted (the rupee sign, Latin digits, Indian grouping).
export const oldGold = {
  title: 'Old Gold Exchange',
  description: (shop: string) =>
    `Estimate what ${shop} Jewellers pays today for your old gold: pick the purity, type the weight and see its value at today's rate, less the shop's deduction.`,
  subtitle: "Know what your old gold is worth at today's rate before you visit",
  tableTitle: "Today's exchange value per gram",
  tableCaption: 'Exchange value of one gram of old gold, by purity',
  purity: 'Purity',
  ratePerGram: 'Rate per gram',
  deduction: 'Deduction',
  valuePerGram: 'Value per gram',
  noRates: 'Today’s gold rates are not published yet. Please call the shop for an exchange value.',
  formTitle: 'Estimate your old gold',
  purityLabel: 'Purity of your gold',
  weightLabel: 'Weight in grams',
  weightHint: 'As weighed on a jeweller’s scale, e.g. 12.5',
  estimate: 'Estimate',
  noScript: 'Multiply the weight of your gold by its value per gram in the table above.',
  resultTitle: 'Estimated value',
  /** 'at ₹7,283.00 per gram of 22K, less 2 % (₹1,798.17)' */
  basis: (rate: string, purity: string, percent: string, deduction: string) =>
    `${rate} per gram of ${purity} × the weight, less ${percent} % (${deduction})`,
  weightError: 'Type the weight in grams: a number above 0 and up to 5,000, e.g. 12.5',
  finalValue:
    'This is an estimate. The final value is fixed in the shop after your gold is tested and weighed in front of you.',
  percent: (percent: string) => `${percent} %`,
  ratesLink: 'Estimate your old gold’s exchange value',
  productLink: 'Have old gold? Estimate its exchange value today',
};
