// A savings plan (a jeweller's monthly gold scheme): the visitor pays the same instalment every
// month for the plan's months, then spends what was saved on jewellery in the shop, with the shop's
// benefit. No payment is taken online: the site explains the plans and sends the shop an enquiry.
//
// The calculator's sum, in whole rupees (instalments are whole rupees):
//   paid     = instalment × months
//   shopAdds = one instalment ('instalment'), else 0
//   toSpend  = paid + shopAdds, spent on jewellery when the plan ends
// A 'making-discount' plan adds nothing to the amount: the shop takes `percent` off the making
// charge of the jewellery bought with it.

import { formatRupees } from './money.js';

export const SAVINGS_PLAN_MIN_MONTHS = 1;
export const SAVINGS_PLAN_MAX_MONTHS = 24;
/** The largest monthly instalment a plan may take, in rupees (₹10 lakh). */
export const SAVINGS_PLAN_MAX_INSTALMENT = 1_000_000;
export const SAVINGS_PLAN_MAX_NAME_LENGTH = 60;

export const SAVINGS_PLAN_BENEFIT_KINDS = ['instalment', 'making-discount', 'none'] as const;
export type SavingsPlanBenefitKind = (typeof SAVINGS_PLAN_BENEFIT_KINDS)[number];

/** What the shop gives at the end of a plan. */
export type SavingsPlanBenefit =
  /** The shop pays one instalment of the visitor's size. */
  | { kind: 'instalment' }
  /** The shop takes this percent off the making charge of what is bought. */
  | { kind: 'making-discount'; percent: number }
  | { kind: 'none' };

export interface SavingsPlan {
  id: number;
  /** The plan's name in English, Gujarati and Hindi ('' when not translated: the English one is shown). */
  name: string;
  nameGu: string;
  nameHi: string;
  /** How many monthly instalments the visitor pays. */
  months: number;
  /** The smallest and largest monthly instalment, in whole rupees. */
  minInstalment: number;
  maxInstalment: number;
  benefit: SavingsPlanBenefit;
}

/** A plan's sum for one instalment, in rupees. */
export interface SavingsPlanOutcome {
  /** What the visitor pays over the plan. */
  paid: number;
  /** What the shop adds to it (one instalment, or nothing). */
  shopAdds: number;
  /** What the visitor spends on jewellery when the plan ends. */
  toSpend: number;
  /** The percent off the making charge of that jewellery, or null when the plan gives none. */
  makingDiscountPercent: number | null;
}

export const SAVINGS_PLAN_MESSAGES = {
  planUnknown: 'This savings plan does not exist (it may have been removed): choose another',
  instalmentInvalid: 'The monthly instalment must be a whole number of rupees',
  instalmentOutOfRange: (plan: Pick<SavingsPlan, 'minInstalment' | 'maxInstalment'>) =>
    `The monthly instalment must be between ₹${groupRupees(plan.minInstalment)} and ₹${groupRupees(plan.maxInstalment)}`,
} as const;

/** Whole rupees as the shop writes them, without the sign: 1,00,000 (formatRupees's grouping, no Intl). */
export const groupRupees = (rupees: number) =>
  formatRupees(Math.round(rupees))
    .replace(/^(-?)₹/, '$1')
    .slice(0, -3);

/** Whether an instalment is one the plan takes: whole rupees, within its range. */
export const instalmentFits = (plan: Pick<SavingsPlan, 'minInstalment' | 'maxInstalment'>, instalment: number) =>
  Number.isSafeInteger(instalment) && instalment >= plan.minInstalment && instalment <= plan.maxInstalment;

/** The plan's sum for an instalment (whole rupees; the caller checks it fits with instalmentFits). */
export function savingsPlanOutcome(
  plan: Pick<SavingsPlan, 'months' | 'benefit'>,
  instalment: number,
): SavingsPlanOutcome {
  const paid = instalment * plan.months;
  const shopAdds = plan.benefit.kind === 'instalment' ? instalment : 0;
  return {
    paid,
    shopAdds,
    toSpend: paid + shopAdds,
    makingDiscountPercent: plan.benefit.kind === 'making-discount' ? plan.benefit.percent : null,
  };
}

/** A savings-plan enquiry's message when the visitor wrote none: "Interested in Swarna Nidhi at ₹5,000 a month". */
export const savingsPlanInterestMessage = ({
  plan,
  instalment,
}: {
  plan: Pick<SavingsPlan, 'name'>;
  instalment: number;
}) => `Interested in the savings plan ${plan.name} at ₹${groupRupees(instalment)} a month`;

/** A plan's name in a language, the English one where it has no translation. */
export const savingsPlanName = (plan: Pick<SavingsPlan, 'name' | 'nameGu' | 'nameHi'>, language: 'en' | 'gu' | 'hi') =>
  (language === 'gu' ? plan.nameGu : language === 'hi' ? plan.nameHi : '') || plan.name;
