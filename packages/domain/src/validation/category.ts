// A category of the catalogue: its English name, and its Gujarati and Hindi ones, each stored as
// people read it (normaliseName); the English name is unique by its nameKey.
import { z } from 'zod';
import { CATEGORY_NAME_LABEL, categoryNameIn } from '../field-labels.js';
import { optionalName, requiredName } from './fields.js';

export const categorySchema = z.object({
  // The spec's message past 60 characters: "Category name must be at most 60 characters".
  name: requiredName(CATEGORY_NAME_LABEL, 60).refine((value) => !value.includes(','), {
    // Category names travel comma-separated in the product list's address.
    error: `${CATEGORY_NAME_LABEL} cannot contain a comma`,
  }),
  // Shown, never in addresses (filters name categories in English): commas are fine here.
  nameGu: optionalName(categoryNameIn('gu'), 60),
  nameHi: optionalName(categoryNameIn('hi'), 60),
});
export type CategoryInput = z.infer<typeof categorySchema>;
