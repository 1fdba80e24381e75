/** FIDE rating lists (docs/rating-lists.md): readers of every published form and a compact index. */
export * from './player';
export * from './problems';
export { nameKey, compareNames } from './nameKey';
export { PlayerIndex } from './playerIndex';
export { RatingListReader, typeFromFileName, type ListFormat, type ListReadInfo } from './reader';
export { TxtListParser, type ListSink } from './txt';
export { XmlListParser } from './xml';
export { txtLayout, monthToken, COMBINED_HEADER, type TxtLayout } from './txtLayout';
export { indexList, type IndexedList } from './indexList';
export { formatCombinedLine, COMBINED_WIDTH } from './txtWriter';
export { syntheticPlayers, syntheticCombinedLines, syntheticId, type SyntheticOptions } from './synthetic';
