/** FIDE rating lists (docs/rating-lists.md): readers of every published form and a compact index. */
export * from './player';
export * from './problems';
export { nameKey, compareNames } from './name-key';
export { PlayerIndex } from './player-index';
export { RatingListReader, typeFromFileName, type ListFormat, type ListReadInfo } from './reader';
export { TxtListParser, type ListSink } from './txt';
export { XmlListParser } from './xml';
export { txtLayout, monthToken, COMBINED_HEADER, type TxtLayout } from './txt-layout';
export { indexList, type IndexedList } from './index-list';
export { formatCombinedLine, COMBINED_WIDTH } from './txt-writer';
export { syntheticPlayers, syntheticCombinedLines, syntheticId, type SyntheticOptions } from './synthetic';
