export * from './catalogue.js';
export * from './catalogue-query.js';
export * from './constants.js';
export * from './images.js';
export * from './messages.js';
export * from './money.js';
export * from './pricing.js';
export type * from './types.js';
export * from './validation.js';
