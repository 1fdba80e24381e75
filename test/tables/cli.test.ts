/** `arbiter tables ...` and `arbiter knockout ...` against the booklet's tables (fixtures/seeds). */
import { runCli } from '../support/cli';
import { readFixtureJson } from '../support/shared';

const run = runCli;

type Pair = [number, number];
const roundRobin = readFixtureJson<{
  berger_tables: { players: number; rounds: { round: number; pairs: Pair[] }[] }[];
}>('seeds', 'roundrobin.json');
const other = readFixtureJson<{
  scheveningen: { table_4_players: { pairs: [string, string][] }[] };
  skalitzka: { example_8_per_team: unknown[] };
  knockout: { examples: { case: string; first_round?: unknown[]; byes?: number[]; preliminary?: Pair[] }[] };
}>('seeds', 'other-systems.json');

function printedTable(players: number): Pair[][] {
  const table = roundRobin.berger_tables.find((t) => t.players === players);
  if (!table) throw new Error(`no printed table for ${players}`);
  return table.rounds.map((r) => r.pairs);
}

describe('arbiter tables berger', () => {
  test.each(roundRobin.berger_tables.map((t) => [t.players]))(
    '%i players, JSON = the printed table',
    async (players) => {
      const r = await run('tables', 'berger', String(players), '--json');
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual(printedTable(players));
    },
  );

  test.each(roundRobin.berger_tables.map((t) => [t.players]))(
    '%i players, text: one round per line, first number White',
    async (players) => {
      const r = await run('tables', 'berger', String(players));
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      const expected = printedTable(players).map(
        (pairs, i) => `${i + 1}: ${pairs.map(([w, b]) => `${w}-${b}`).join(' ')}`,
      );
      expect(lines.slice(-expected.length)).toEqual(expected);
    },
  );

  test('odd N uses the next table; the bye is [n, 0]', async () => {
    const r = await run('tables', 'berger', '5', '--json');
    const rounds = JSON.parse(r.stdout) as Pair[][];
    printedTable(6).forEach((pairs, i) => {
      const dummy = pairs.find((p) => p.includes(6)) ?? [0, 0];
      const rester = dummy[0] === 6 ? dummy[1] : dummy[0];
      expect(rounds[i]).toEqual([...pairs.filter((p) => p !== dummy), [rester, 0]]);
    });
    const text = await run('tables', 'berger', '5');
    expect(text.stdout).toMatch(/^1: 2-5 3-4 \(bye 1\)$/m);
  });

  test('--double: booklet order repeats the table reversed; the default FIDE order swaps rounds n-2 and n-1', async () => {
    const table = printedTable(4);
    const reversed = table.map((pairs) => pairs.map(([w, b]) => [b, w]));
    const booklet = await run('tables', 'berger', '4', '--double', '--order', 'booklet', '--json');
    expect(JSON.parse(booklet.stdout)).toEqual([...table, ...reversed]);
    const fide = await run('tables', 'berger', '4', '--double', '--json');
    expect(JSON.parse(fide.stdout)).toEqual([table[0], table[2], table[1], ...reversed]);
    const text = await run('tables', 'berger', '4', '--double');
    expect(text.stdout).toMatch(/FIDE/);
    expect(text.stdout.trimEnd().split('\n')).toHaveLength(1 + 6);
  });
});

describe('arbiter tables scheveningen / skalitzka', () => {
  test('JSON = the printed 4-player table', async () => {
    const r = await run('tables', 'scheveningen', '4', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(other.scheveningen.table_4_players.map((round) => round.pairs));
  });

  test('text: one row per board, one column per round', async () => {
    const r = await run('tables', 'scheveningen', '4');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[1].split(/\s{2,}/)).toEqual(['Board', 'Round 1', 'Round 2', 'Round 3', 'Round 4']);
    other.scheveningen.table_4_players[0].pairs.forEach((_, board) => {
      const cells = other.scheveningen.table_4_players.map((round) => round.pairs[board].join('-'));
      expect(lines[2 + board].split(/\s+/)).toEqual([String(board + 1), ...cells]);
    });
  });

  test('help says how the teams are numbered', async () => {
    const r = await run('tables', 'scheveningen', '--help');
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/Team A \(the team with the higher average rating\) is A1\.\.AN/);
  });

  test('--teams 4: a round robin of teams, every player meets every player of the other teams once', async () => {
    const r = await run('tables', 'scheveningen', '2', '--teams', '4', '--json');
    expect(r.code).toBe(0);
    const rounds = JSON.parse(r.stdout) as [string, string][][];
    expect(rounds).toHaveLength(3 * 2);
    const met = rounds.flat().map(([w, b]) => [w, b].sort().join('|'));
    expect(new Set(met).size).toBe(met.length);
    expect(met).toHaveLength(6 * 2 * 2); // 6 team pairs x 2 x 2 players
    expect(met.every((m) => m[0] !== m[m.indexOf('|') + 1])).toBe(true);
  });

  test('skalitzka JSON = the printed 8-per-team table', async () => {
    const r = await run('tables', 'skalitzka', '8', '--json');
    expect(JSON.parse(r.stdout)).toEqual(other.skalitzka.example_8_per_team);
  });
});

describe('arbiter knockout', () => {
  test("9 players, 2 to select: the booklet's byes and preliminary game", async () => {
    const example = other.knockout.examples.find((e) => e.case === 'k=9, t=2');
    const r = await run('knockout', '9', '--select', '2', '--json');
    expect(r.code).toBe(0);
    const bracket = JSON.parse(r.stdout) as {
      rounds: { byes: number[]; pairings: { bye: boolean; top: { seed: number }; bottom: { seed: number } }[] }[];
    };
    expect(bracket.rounds[0].byes).toEqual(example?.byes);
    expect(bracket.rounds[0].pairings.filter((p) => !p.bye).map((p) => [p.top.seed, p.bottom.seed])).toEqual(
      example?.preliminary,
    );
  });

  test('8 players, text', async () => {
    const example = other.knockout.examples.find((e) => e.case === '8 players');
    const r = await run('knockout', '8');
    const firstRound = (example?.first_round as Pair[]).map(([a, b]) => `${a}-${b}`).join(' ');
    expect(r.stdout).toContain(`Round 1: ${firstRound}`);
    expect(r.stdout).toMatch(/Round 3: W\(R2\.1\)-W\(R2\.2\)\s+\(1 match; 1 selected\)/);
  });
});

describe('invalid input exits with 3 and says what is wrong', () => {
  test.each([
    [['tables', 'berger', 'abc'], /tables berger: N \(number of players\) must be a whole number from 2/],
    [['tables', 'berger', '1'], /got '1'/],
    [['tables', 'berger', '5.5'], /got '5\.5'/],
    [['tables', 'berger', '501'], /from 2 to 500/],
    [['tables', 'scheveningen', '0'], /tables scheveningen: N \(players per team\)/],
    [['tables', 'skalitzka', '3'], /must be even/],
    [['tables', 'scheveningen', '4', '--teams', '1'], /--teams T must be a whole number from 2/],
    [['knockout', '1'], /knockout: N \(number of players\) must be a whole number from 2/],
    [['knockout', '4', '--select', '4'], /more than the players to select/],
    [['knockout', '4', '--select', 'x'], /knockout: --select T/],
    [['tables', 'berger', '4', '--double', '--order', 'other'], /--order/],
  ])('%j', async (args, message) => {
    const r = await run(...args);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack
  });
});
