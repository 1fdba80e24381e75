export { pairLim } from './pair-lim';
