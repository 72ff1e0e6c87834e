// The /savings-plan page's calculator: choose a plan and an instalment, read what you pay, what the
// shop adds and what you spend on jewellery when the plan ends (savingsPlanOutcome in the domain).
// The page writes each plan and the texts in its language as JSON (`data-plans`, `data-texts`);
// the same sum is written at build for the plan and instalment the form starts with, so a page
// without scripts shows one. Plain DOM: the page ships no framework.
import { groupRupees, instalmentFits, type SavingsPlan, savingsPlanOutcome } from '@suvarna/domain';

/** A plan as the script needs it: its months already written in the page's language. */
export type CalculatorPlan = Pick<SavingsPlan, 'id' | 'months' | 'minInstalment' | 'maxInstalment' | 'benefit'> & {
  monthsText: string;
};

/** Templates in the page's language: `{min}`, `{max}`, `{instalment}`, `{months}`, `{percent}`. */
export interface CalculatorTexts {
  outOfRange: string;
  youPayDetail: string;
  shopAdds: string;
  makingDiscount: string;
  benefitMakingDiscount: string;
}

/** What the calculator shows: the sum, or why there is none. */
export type CalculatorView =
  | { ok: false; error: string }
  | {
      ok: true;
      paid: string;
      paidDetail: string;
      /** The benefit's row (label and value), or null when the plan gives none. */
      benefit: { label: string; value: string } | null;
      toSpend: string;
    };

export const rupees = (amount: number) => `₹${groupRupees(amount)}`;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A typed instalment: whole rupees, digits only (spaces and commas allowed as people write them). */
export function readInstalment(text: string): number {
  const compact = text.replace(/[\s,]/g, '');
  return /^\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The calculator's rows for a plan and a typed instalment. */
export function calculatorView(plan: CalculatorPlan, typed: string, texts: CalculatorTexts): CalculatorView {
  const instalment = readInstalment(typed);
  if (!instalmentFits(plan, instalment))
    return {
      ok: false,
      error: fill(texts.outOfRange, { min: rupees(plan.minInstalment), max: rupees(plan.maxInstalment) }),
    };
  const outcome = savingsPlanOutcome(plan, instalment);
  const benefit =
    outcome.shopAdds > 0
      ? { label: texts.shopAdds, value: rupees(outcome.shopAdds) }
      : outcome.makingDiscountPercent !== null
        ? {
            label: texts.makingDiscount,
            value: fill(texts.benefitMakingDiscount, { percent: String(outcome.makingDiscountPercent) }),
          }
        : null;
  return {
    ok: true,
    paid: rupees(outcome.paid),
    paidDetail: fill(texts.youPayDetail, { instalment: rupees(instalment), months: plan.monthsText }),
    benefit,
    toSpend: rupees(outcome.toSpend),
  };
}

/** The instalment a plan's calculator starts at: ₹5,000 where the plan takes it, else its smallest. */
export const startingInstalment = (plan: Pick<SavingsPlan, 'minInstalment' | 'maxInstalment'>) =>
  instalmentFits(plan, 5000) ? 5000 : plan.minInstalment;

function parse<T>(text: string | undefined): T | null {
  try {
    return JSON.parse(text ?? '') as T;
  } catch {
    return null;
  }
}

function enhance(form: HTMLFormElement) {
  const plans = parse<CalculatorPlan[]>(form.dataset.plans);
  const texts = parse<CalculatorTexts>(form.dataset.calculatorTexts);
  const select = form.querySelector<HTMLSelectElement>('select[name="savingsPlanId"]');
  const input = form.querySelector<HTMLInputElement>('input[name="instalment"]');
  const result = form.querySelector<HTMLElement>('[data-calculator-result]');
  const error = form.querySelector<HTMLElement>('[data-error-for="instalment"]');
  const hint = form.querySelector<HTMLElement>('[data-instalment-hint]');
  if (!plans || !texts || !select || !input || !result || !error) return;
  const slot = (name: string) => result.querySelector<HTMLElement>(`[data-slot="${name}"]`);

  const show = () => {
    const plan = plans.find((found) => String(found.id) === select.value);
    if (!plan) return;
    input.min = String(plan.minInstalment);
    input.max = String(plan.maxInstalment);
    if (hint)
      hint.textContent =
        hint.dataset.template
          ?.replace('{min}', rupees(plan.minInstalment))
          .replace('{max}', rupees(plan.maxInstalment)) ?? '';
    const view = calculatorView(plan, input.value, texts);
    result.hidden = !view.ok;
    error.textContent = view.ok ? '' : view.error;
    if (view.ok) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
    if (!view.ok) return;
    for (const [name, text] of [
      ['paid', view.paid],
      ['paid-detail', view.paidDetail],
      ['to-spend', view.toSpend],
      ['benefit-label', view.benefit?.label ?? ''],
      ['benefit-value', view.benefit?.value ?? ''],
    ] as const) {
      const element = slot(name);
      if (element) element.textContent = text;
    }
    const benefitRow = slot('benefit');
    if (benefitRow) benefitRow.hidden = view.benefit === null;
  };

  select.addEventListener('change', () => {
    // A new plan: an instalment the old one took may not fit it.
    const plan = plans.find((found) => String(found.id) === select.value);
    if (plan && !instalmentFits(plan, readInstalment(input.value))) input.value = String(startingInstalment(plan));
    show();
  });
  input.addEventListener('input', show);
}

export function enhanceSavingsCalculators(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-savings-calculator]')) enhance(form);
}
