// The old-gold estimate in the browser: the purity's rate and deduction travel on its <option>
// (data-rate-paise, data-deduction), the weight is typed, and the result is worked out by the
// domain's rule (exchangeEstimate), so the page and the shop's own figures agree to the paisa.
// The texts come from the page, in its language, in data attributes of the form.
import { exchangeEstimate, formatRupees, MAX_EXCHANGE_WEIGHT_GRAMS, paiseToRupees } from '@suvarna/domain';
import { formatPercent } from './old-gold-page';

/** A weight as typed ('12.5', '12,5', ' 8 '), in grams; null when it is not one the page estimates. */
export function parseWeight(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,3})?$|^\.\d{1,3}$/.test(cleaned)) return null;
  const grams = Number(cleaned);
  return grams > 0 && grams <= MAX_EXCHANGE_WEIGHT_GRAMS ? grams : null;
}

/** What the result shows: the value and the basis sentence's parts, formatted. */
export function estimateTexts(weight: number, ratePaise: number, deductionPercent: number) {
  const estimate = exchangeEstimate(weight, paiseToRupees(ratePaise), deductionPercent);
  return {
    value: formatRupees(paiseToRupees(estimate.value)),
    rate: formatRupees(paiseToRupees(estimate.ratePerGram)),
    percent: formatPercent(deductionPercent),
    deduction: formatRupees(paiseToRupees(estimate.deduction)),
  };
}

export function initExchangeForm(form: HTMLFormElement) {
  const purity = form.querySelector<HTMLSelectElement>('select[name="purity"]');
  const weight = form.querySelector<HTMLInputElement>('input[name="weight"]');
  const result = form.querySelector<HTMLElement>('[data-result]');
  const value = form.querySelector<HTMLElement>('[data-value]');
  const basis = form.querySelector<HTMLElement>('[data-basis]');
  const error = form.querySelector<HTMLElement>('[data-weight-error]');
  if (!purity || !weight || !result || !value || !basis || !error) return;
  const template = form.dataset.basis ?? '';

  const show = (reportError: boolean) => {
    const grams = parseWeight(weight.value);
    const option = purity.selectedOptions[0];
    const ratePaise = Number(option?.dataset.ratePaise);
    const deduction = Number(option?.dataset.deduction);
    if (grams === null || !option || !Number.isFinite(ratePaise) || !Number.isFinite(deduction)) {
      result.hidden = true;
      const wrong = reportError || weight.value.trim() !== '';
      error.hidden = !(wrong && grams === null);
      weight.setAttribute('aria-invalid', String(!error.hidden));
      return;
    }
    error.hidden = true;
    weight.setAttribute('aria-invalid', 'false');
    const texts = estimateTexts(grams, ratePaise, deduction);
    value.textContent = texts.value;
    basis.textContent = template
      .replace('{rate}', texts.rate)
      .replace('{purity}', option.value)
      .replace('{percent}', texts.percent)
      .replace('{deduction}', texts.deduction);
    result.hidden = false;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    show(true);
  });
  purity.addEventListener('change', () => show(false));
  weight.addEventListener('input', () => show(false));
}
