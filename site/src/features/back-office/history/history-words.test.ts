import type { HistoryAction } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { changeText, whatWasDone } from './history-words';

describe('a history entry in words', () => {
  it('names the kind and the action', () => {
    expect(whatWasDone({ kind: 'shop-settings', action: 'updated' })).toBe('Shop settings updated');
    expect(whatWasDone({ kind: 'account', action: 'two-step-off' })).toBe('Account two-step sign-in turned off');
    expect(whatWasDone({ kind: 'product', action: 'bulk-edited' })).toBe('Product bulk edited');
    // An action a newer CMS records, as it sent it.
    expect(whatWasDone({ kind: 'product', action: 'archived' as HistoryAction })).toBe('Product archived');
  });

  it('shows a change by the form’s name of its field, its values as text', () => {
    expect(changeText({ field: 'category_id', from: 'Rings', to: 'Chains' })).toBe('Category: Rings → Chains');
    expect(changeText({ field: 'discount', from: 0, to: 250.5 })).toBe('Discount: 0 → 250.5');
    expect(changeText({ field: 'staffMayEditRates', from: false, to: true })).toBe('staffMayEditRates: No → Yes');
    expect(changeText({ field: 'phones', from: [], to: ['+91 98250 12345', '+91 261 123 4567'] })).toBe(
      'phones: — → +91 98250 12345, +91 261 123 4567',
    );
    expect(changeText({ field: 'color', from: '', to: null })).toBe('Colour: — → —');
  });
});
