import { RatingsClient, type WorkerPort } from '../../src/taskpane/ratings/ratings-client';
import type { RatingsReply, RatingsRequest } from '../../src/taskpane/ratings/ratings-protocol';
import { RatingsService } from '../../src/taskpane/ratings/ratings-worker';
import { expected, ratingsFixture } from './support';

/** The worker's service and the pane's client joined in one thread, as postMessage joins them. */
function pair(): RatingsClient {
  const port: WorkerPort = { postMessage: (m: RatingsRequest) => setTimeout(() => service.handle(m)), onmessage: null };
  const service = new RatingsService((reply: RatingsReply) =>
    setTimeout(() => port.onmessage?.({ data: reply } as MessageEvent<RatingsReply>)),
  );
  return new RatingsClient(port);
}

describe('the rating-list worker', () => {
  it('reads a zip File with progress, then answers by FIDE ID and by name', async () => {
    const client = pair();
    const zip = ratingsFixture('players_list.zip');
    const progress: number[] = [];
    const loaded = await client.load(new Blob([zip.slice()]), 'players_list.zip', '2026-11', (bytes) =>
      progress.push(bytes),
    );
    expect(loaded).toMatchObject({ name: 'players_list.zip', players: 299, period: '2026-11', problems: [] });
    expect(progress[progress.length - 1]).toBe(zip.length);
    const p = expected().players[42]!;
    expect((await client.search(String(p.fide_id))).players).toEqual([p]);
    const byName = await client.search(p.name.toLowerCase());
    expect([byName.players, byName.exact]).toEqual([[p], true]);
  });

  it('a truncated list fails with the message naming the file', async () => {
    const client = pair();
    const zip = ratingsFixture('players_list.zip').subarray(0, 3000);
    await expect(client.load(new Blob([zip.slice()]), 'players_list.zip', null)).rejects.toThrow(
      /^players_list\.zip: the zip is truncated/,
    );
    expect((await client.search('anything')).players).toEqual([]);
  });
});
