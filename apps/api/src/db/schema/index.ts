export * from './auth.js';
export * from './content.js';
export * from './users.js';
export * from './progress.js';
export * from './rate-limits.js';
export * from './admin.js';
export * from './content-version.js';
export * from './studio.js';
