export * from './provider-status';
export * from './request-status';
export * from './budget';
export * from './request-schemas';
export * from './types';
