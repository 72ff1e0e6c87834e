// A category of the catalogue: its English name, and its Gujarati and Hindi ones.
import { z } from 'zod';
import { CATEGORY_NAME_LABEL, categoryNameIn } from '../field-labels.js';
import { optionalText, requiredText } from './fields.js';

export const categorySchema = z.object({
  // The spec's message past 60 characters: "Category name must be at most 60 characters".
  name: requiredText(CATEGORY_NAME_LABEL, 60).refine((value) => !value.includes(','), {
    // Category names travel comma-separated in the product list's address.
    error: `${CATEGORY_NAME_LABEL} cannot contain a comma`,
  }),
  // Shown, never in addresses (filters name categories in English): commas are fine here.
  nameGu: optionalText(categoryNameIn('gu'), 60),
  nameHi: optionalText(categoryNameIn('hi'), 60),
});
export type CategoryInput = z.infer<typeof categorySchema>;
