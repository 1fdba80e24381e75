export { pairDubov } from './pair-dubov';
export { dubovAroTable, type AroRow } from './aro';
