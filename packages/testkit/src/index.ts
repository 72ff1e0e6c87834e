// The test kit: what the CMS tests, the browser tests and the benchmarks share.
export * from './field-messages.js';
export * from './images.js';
export * from './pool.js';
export * from './ports.js';
export * from './processes.js';
export * from './site-build.js';
