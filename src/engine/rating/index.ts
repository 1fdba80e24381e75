export * from './decimal';
export * from './expected-score';
export * from './initial-rating';
export * from './k-factor';
export * from './rated-games';
export * from './rating-change';
