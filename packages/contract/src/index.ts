export * from './core.js';
export * from './phone.js';
export * from './auth-phone.js';
