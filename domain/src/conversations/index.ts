export * from './types';
export * from './texts';
export * from './schemas';
