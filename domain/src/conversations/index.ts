export * from './types';
export * from './schemas';
