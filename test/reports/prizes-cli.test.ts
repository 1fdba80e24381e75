import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runCli } from '../support/cli';

it('arbiter prizes --scenario FILE.json --json gives {awards: [{tpn, prize, kind, amount}]}', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prizes-'));
  const file = path.join(dir, 'scenario.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      currency: 'EUR',
      sharing: 'hort',
      rounding: '0.01',
      one_prize_per_player: true,
      place_prizes: [100, 80, 60, 40, 20, 10],
      categories: [{ id: 'women', label: 'Best woman', rule: { sex: 'w' }, prizes: [25] }],
      ranking: [
        [1, 1, 8],
        [2, 2, 8],
        [3, 3, 7.5],
        [4, 4, 7],
        [5, 5, 7],
        [6, 6, 7],
        [7, 7, 6],
      ].map(([rank, tpn, points]) => ({ rank, tpn, points })),
      players: Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7].map((t) => [
          t,
          { name: `P${t}`, rating: 2000, sex: t === 6 || t === 7 ? 'w' : 'm', birth_year: 1990 },
        ]),
      ),
    }),
  );
  const run = await runCli('prizes', '--scenario', file, '--json');
  fs.rmSync(dir, { recursive: true, force: true });
  expect(run.stderr).toBe('');
  const out = JSON.parse(run.stdout) as { awards: { tpn: number; prize: string; kind: string; amount: string }[] };
  // P6 (Hort share 16.67) takes the women's prize of 25; the place prizes are recomputed without her:
  // P4 and P5 now share places 4-5 (40 + 20): 20 + 15 = 35 and 10 + 15 = 25
  expect(out.awards).toEqual([
    { tpn: 1, prize: 'places 1-2', kind: 'place', amount: '95.00' },
    { tpn: 2, prize: 'places 1-2', kind: 'place', amount: '85.00' },
    { tpn: 3, prize: 'place 3', kind: 'place', amount: '60.00' },
    { tpn: 4, prize: 'places 4-5', kind: 'place', amount: '35.00' },
    { tpn: 5, prize: 'places 4-5', kind: 'place', amount: '25.00' },
    { tpn: 6, prize: 'women 1', kind: 'category', amount: '25.00' },
    { tpn: 7, prize: 'place 6', kind: 'place', amount: '10.00' },
  ]);
});

it('a scenario with a mistake names the file and the JSON path', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prizes-'));
  const file = path.join(dir, 'bad.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ sharing: 'hort', rounding: 'cents', place_prizes: [], ranking: [], players: {} }),
  );
  const run = await runCli('prizes', '--scenario', file, '--json');
  fs.rmSync(dir, { recursive: true, force: true });
  expect(run.code).toBe(3);
  expect(run.stderr).toContain('bad.json: $.rounding: must be a positive amount');
});
