export * from './distribution';
export * from './money';
export * from './place-sharing';
export * from './prize-rules';
