export * from './multi-team';
export * from './scheveningen';
export * from './skalitzka';
