export * from './addresses.ts';
export * from './constants.ts';
export * from './images.ts';
export * from './messages.ts';
export * from './plain-text.ts';
export * from './schemas.ts';
