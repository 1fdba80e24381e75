export * from './result';
export * from './scoring';
export * from './tournament';
