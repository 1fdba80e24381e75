/** FIDE (Dutch) system, C.04.3 (2026). */
export { pairDutch } from './pair-dutch';
