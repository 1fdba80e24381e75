import { fixturePath, readFixtureJson } from '../support/shared';
import { runCli } from '../support/cli';

interface Expected {
  players: {
    tpn: number;
    fide_id: number | null;
    status: string;
    k_used?: number;
    rated_games?: number;
    games_vs_rated?: number;
    change?: string;
    change_rounded?: number;
    new_rating?: number;
    initial_rating?: number | null;
    other_games_in_period?: number;
  }[];
}
interface Out {
  players: {
    tpn: number;
    fide_id: number | null;
    k_used: number | null;
    rated_games: number;
    change: string | null;
    change_rounded: number | null;
    new_rating: number | null;
  }[];
}

describe.each(['s1-autumn-open', 's2-club-championship', 's3-junior-open'])(
  'arbiter rating-change %s.trf --list --json',
  (name) => {
    it('gives every player the expected K, games, change and new rating', async () => {
      const expected = readFixtureJson<Expected>('ratings', `${name}.expected.json`);
      const other = expected.players
        .filter((p) => (p.other_games_in_period ?? 0) > 0)
        .map((p) => `${p.tpn}:${p.other_games_in_period}`)
        .join(',');
      const args = [
        'rating-change',
        fixturePath('ratings', `${name}.trf`),
        '--json',
        '--list',
        fixturePath('ratings', 'players_list_foa.txt'),
      ];
      const run = await runCli(...args, ...(other ? ['--other-games', other] : []));
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const out = JSON.parse(run.stdout) as Out;
      expect(
        out.players.map((p) => ({
          tpn: p.tpn,
          fide_id: p.fide_id,
          k_used: p.k_used,
          rated_games: p.rated_games,
          change: p.change === null ? null : Number(p.change),
          change_rounded: p.change_rounded,
          new_rating: p.new_rating,
        })),
      ).toEqual(
        expected.players.map((e) =>
          e.status === 'rated'
            ? {
                tpn: e.tpn,
                fide_id: e.fide_id,
                k_used: e.k_used,
                rated_games: e.rated_games,
                change: Number(e.change),
                change_rounded: e.change_rounded,
                new_rating: e.new_rating,
              }
            : {
                tpn: e.tpn,
                fide_id: e.fide_id,
                k_used: null,
                rated_games: e.games_vs_rated,
                change: null,
                change_rounded: null,
                new_rating: e.initial_rating,
              },
        ),
      );
    });
  },
);

it('a missing file is a clear error, not a stack trace', async () => {
  const run = await runCli('rating-change', 'no-such-file.trf');
  expect(run.code).toBe(3);
  expect(run.stderr).toContain('no-such-file.trf: no such file');
  expect(run.stderr).not.toContain('    at ');
});

it('a bad --other-games value names the option', async () => {
  const run = await runCli('rating-change', fixturePath('ratings', 's1-autumn-open.trf'), '--other-games', '3-14');
  expect(run.code).toBe(3);
  expect(run.stderr).toContain('--other-games: "3-14" is not TPN:NUMBER');
});
