// The contract without the phone-number parser (./phone.ts, ./auth-phone.ts and libphonenumber):
// every schema of the API's answers, the game rules and the shared constants. The web app reads
// the API's answers with it, so a screen's data does not wait for the parser (about 30 KB of
// gzip JS); `@bolajon/contract` is this and the phone parts.
export * from './auth.js';
export * from './errors.js';
export * from './health.js';
export * from './user.js';
export * from './colours.js';
export * from './content-pack.js';
export * from './game-types.js';
export * from './catalogue.js';
export * from './dialogue-lines.js';
export * from './judge.js';
export * from './progress.js';
export * from './audio.js';
export * from './dictionary.js';
export * from './onboarding.js';
export * from './admin.js';
export * from './family.js';
export * from './studio.js';
