export * from './constants.ts';
export * from './images.ts';
export * from './messages.ts';
export * from './schemas.ts';
