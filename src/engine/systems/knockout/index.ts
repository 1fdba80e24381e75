export * from './bracket';
export * from './match';
export * from './playoffs';
export * from './time-controls';
export * from './progress';
