export * from './provider-status';
export * from './request-status';
export * from './budget';
export * from './final-total';
export * from './request-schemas';
export * from './types';
