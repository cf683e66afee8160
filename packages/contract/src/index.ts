export * from './auth.js';
export * from './errors.js';
export * from './health.js';
export * from './phone.js';
export * from './user.js';
