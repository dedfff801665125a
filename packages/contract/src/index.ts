export * from './appointments.ts';
export * from './business-hours.ts';
export * from './constants.ts';
export * from './images.ts';
export * from './messages.ts';
export * from './plain-text.ts';
export * from './safe-next.ts';
export * from './schemas.ts';
