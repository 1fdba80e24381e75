import { PlayerIndex } from './player-index';
import type { RatingType } from './player';
import type { ListProblem } from './problems';
import { RatingListReader, typeFromFileName, type ListReadInfo } from './reader';

export interface IndexedList {
  readonly index: PlayerIndex;
  readonly info: ListReadInfo;
  /** Lines that did not parse (skipped) and warnings, in file order; at most `maxProblems` kept. */
  readonly problems: readonly ListProblem[];
  readonly problemCount: number;
}

/**
 * Read a whole list into a PlayerIndex from chunks of bytes (a Node stream, a browser File's stream);
 * `progress` is called with the bytes read so far after each chunk. A list that cannot be read throws a
 * RatingListError naming the file (and line).
 */
export async function indexList(
  file: string,
  chunks: AsyncIterable<Uint8Array>,
  options: { type?: RatingType | null; progress?: (bytes: number, players: number) => void; maxProblems?: number } = {},
): Promise<IndexedList> {
  const index = new PlayerIndex();
  const problems: ListProblem[] = [];
  let problemCount = 0;
  const max = options.maxProblems ?? 1000;
  const reader = new RatingListReader(
    file,
    {
      player: (p) => index.add(p),
      problem: (p) => {
        problemCount++;
        if (problems.length < max) problems.push(p);
      },
    },
    options.type === undefined ? typeFromFileName(file) : options.type,
  );
  let bytes = 0;
  for await (const chunk of chunks) {
    reader.push(chunk);
    bytes += chunk.length;
    options.progress?.(bytes, index.size);
  }
  reader.end();
  index.finish();
  return { index, info: reader.info(), problems, problemCount };
}
