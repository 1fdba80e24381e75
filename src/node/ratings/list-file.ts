import * as fs from 'fs';
import * as path from 'path';
import {
  indexList,
  RatingListError,
  RatingListReader,
  typeFromFileName,
  type IndexedList,
  type ListSink,
  type RatingType,
} from '../../formats/rating-list';
import { UserError } from '../exit';

/**
 * The Node side of the rating-list reader: a file read in 1 MB chunks and handed to the pure reader
 * (src/formats/rating-list). Errors the user can act on become UserErrors naming the file (and line).
 */
async function* chunksOf(file: string): AsyncGenerator<Uint8Array> {
  let stream: fs.ReadStream;
  try {
    await fs.promises.access(file, fs.constants.R_OK);
    stream = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  } catch {
    throw new UserError(`${file}: cannot read the file (does it exist?)`);
  }
  for await (const chunk of stream) yield chunk as Buffer;
}

function userError(err: unknown): unknown {
  return err instanceof RatingListError ? new UserError(err.message) : err;
}

/** Stream a list's players to `sink`; `afterChunk` runs after each chunk (e.g. to flush output). */
export async function streamListFile(
  file: string,
  sink: ListSink,
  type: RatingType | null | undefined,
  afterChunk: () => Promise<void>,
  opened?: (reader: RatingListReader) => void,
): Promise<RatingListReader> {
  const label = path.basename(file);
  const reader = new RatingListReader(label, sink, type === undefined ? typeFromFileName(label) : type);
  opened?.(reader);
  try {
    for await (const chunk of chunksOf(file)) {
      reader.push(chunk);
      await afterChunk();
    }
    reader.end();
  } catch (err) {
    throw userError(err);
  }
  await afterChunk();
  return reader;
}

/** Read a whole list into an index (for look-ups by FIDE ID or name). */
export async function indexListFile(file: string, type?: RatingType | null): Promise<IndexedList> {
  try {
    return await indexList(path.basename(file), chunksOf(file), type === undefined ? {} : { type });
  } catch (err) {
    throw userError(err);
  }
}
