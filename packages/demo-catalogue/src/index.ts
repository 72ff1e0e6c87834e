// The demo shop for development, tests and benchmarks: a Surat jeweller's rates, categories,
// products and banners, with drawings of each piece. Never part of a production install: the CMS
// loads it only to seed an empty database when SEED_DEMO=true.
export * from './catalogue.js';
export * from './drawings.js';
export * from './opening-hours.js';
export * from './rate-history.js';
export * from './savings-plans.js';
export * from './trade.js';
export * from './translations.js';
