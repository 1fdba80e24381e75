export * from './norm-check';
