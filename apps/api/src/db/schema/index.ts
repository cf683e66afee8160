export * from './auth.js';
export * from './users.js';
