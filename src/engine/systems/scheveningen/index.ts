export * from './multi-team';
export * from './scheveningen';
export * from './skalitzka';
export * from './pair-scheveningen';
export * from './two-teams';
