/**
 * The booklet's round-robin tables and crosstables (fixtures/seeds/roundrobin.json) reproduced by the engine
 * (other-systems.md §1, paper-forms.md §6-7).
 */
import { Player, RoundEntry, STANDARD_SCORING, Tournament } from '../../src/engine/model';
import {
  bergerTable,
  doubleRoundRobin,
  roundRobinCrosstable,
  ScheduledRound,
  singleRoundRobin,
} from '../../src/engine/systems/round-robin';
import { readFixtureJson } from '../support/shared';

type Pair = [number, number];

interface BergerFixture {
  label: string;
  players: number;
  used_for: number[];
  pairs_by_round: Record<string, Pair[]>;
  rounds: { round: number; pairs: Pair[]; printed: string }[];
  printing_errors?: string[];
}

interface CrosstableFixture {
  players: { no: number; name?: string; total: number; place_printed?: string }[];
  matrix: (number | null)[][];
}

interface RoundRobinFixture {
  rules: { scoring: { win: number; draw: number; loss: number; bye: number } };
  generation: { whites_per_player: Record<string, Record<string, number>> };
  berger_tables: BergerFixture[];
  crosstable_example: CrosstableFixture & { ranking: { by_points: number[] } };
  crosstable_form: { rows_printed: Record<string, number[]>; rows_reconstructed: Record<string, number[]> };
  additional_crosstables: {
    koya_12: CrosstableFixture;
    koya_7: CrosstableFixture;
    direct_encounter_3: { matrix: (number | null)[][]; totals: number[] };
  };
}

const fixture = readFixtureJson<RoundRobinFixture>('seeds', 'roundrobin.json');

/** Each player's opponents, round by round. */
function opponentsByRound(rounds: readonly ScheduledRound[], players: number): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  for (let p = 1; p <= players; p++) rows.set(p, []);
  for (const r of rounds) {
    for (const [w, b] of r.boards) {
      rows.get(w)?.push(b);
      rows.get(b)?.push(w);
    }
  }
  return rows;
}

describe.each(fixture.berger_tables.map((t) => [t.label, t] as const))('Berger table %s', (_label, table) => {
  const generated = bergerTable(table.players);

  test('equals the printed table, round by round and board by board', () => {
    const printed = Object.keys(table.pairs_by_round)
      .sort((a, b) => Number(a) - Number(b))
      .map((r) => table.pairs_by_round[r]);
    expect(generated).toEqual(printed);
    expect(generated).toEqual(table.rounds.map((r) => r.pairs));
  });

  test('equals the printed text (misprints only where the fixture lists them)', () => {
    const misprints = (table.printing_errors ?? []).join(' ');
    table.rounds.forEach((r, i) => {
      const pairs = r.printed.split(/\s+/).map((token) => {
        if (!/^\d+:\d+$/.test(token)) expect(misprints).toContain(`'${token}'`);
        return token.split(/[:.]/).map(Number);
      });
      expect(generated[i]).toEqual(pairs);
    });
  });

  test('the same table serves the odd field below it: whoever meets the last number rests', () => {
    for (const players of table.used_for.filter((n) => n % 2 === 1)) {
      const schedule = singleRoundRobin(players);
      table.rounds.forEach((r, i) => {
        const dummyPair = r.pairs.find((p) => p.includes(table.players));
        expect(schedule[i].bye).toBe(dummyPair?.find((x) => x !== table.players));
        expect(schedule[i].boards).toEqual(r.pairs.filter((p) => p !== dummyPair));
      });
    }
  });

  test('whites per player as the fixture counts them', () => {
    const whites: Record<string, number> = {};
    for (const round of generated) for (const [w] of round) whites[String(w)] = (whites[String(w)] ?? 0) + 1;
    expect(whites).toEqual(fixture.generation.whites_per_player[String(table.players)]);
  });
});

describe('round-indexed crosstable form: 6 players, double round robin (paper-forms.md §7b)', () => {
  const rows = { ...fixture.crosstable_form.rows_printed, ...fixture.crosstable_form.rows_reconstructed };

  test('the pre-printed opponents are the booklet order of the double round robin', () => {
    const opponents = opponentsByRound(doubleRoundRobin(6, 'booklet'), 6);
    for (const [player, printed] of Object.entries(rows)) expect(opponents.get(Number(player))).toEqual(printed);
  });

  test('the FIDE order differs from the form only by the swap of rounds 4 and 5', () => {
    const opponents = opponentsByRound(doubleRoundRobin(6, 'fide-swap-last-two'), 6);
    for (const [player, printed] of Object.entries(rows)) {
      const swapped = [...printed];
      [swapped[3], swapped[4]] = [printed[4], printed[3]];
      expect(opponents.get(Number(player))).toEqual(swapped);
    }
  });
});

/**
 * A tournament holding a printed result matrix, laid out on the Berger schedule for its size. The rest round of
 * an odd field is recorded as `restCode`.
 */
function tournamentFromMatrix(ct: CrosstableFixture, restCode: 'U' | 'Z'): Tournament {
  const n = ct.players.length;
  const entries = new Map<number, RoundEntry[]>();
  for (let p = 1; p <= n; p++) entries.set(p, []);
  const code = (points: number | null) => (points === 1 ? '1' : points === 0 ? '0' : '=');
  for (const round of singleRoundRobin(n)) {
    for (const [w, b] of round.boards) {
      entries.get(w)?.push({ opponent: b, colour: 'w', result: code(ct.matrix[w - 1][b - 1]) });
      entries.get(b)?.push({ opponent: w, colour: 'b', result: code(ct.matrix[b - 1][w - 1]) });
    }
    if (round.bye !== null) entries.get(round.bye)?.push({ opponent: 0, colour: null, result: restCode });
  }
  const players: Player[] = ct.players.map((p) => ({
    id: p.no,
    name: p.name ?? `#${p.no}`,
    sex: '',
    title: '',
    rating: 0,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: entries.get(p.no) ?? [],
  }));
  return {
    info: { name: 'booklet' },
    totalRounds: null,
    initialColour: null,
    scoring: { ...STANDARD_SCORING, pab: fixture.rules.scoring.bye },
    system: 'round-robin',
    players,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

describe('result-matrix crosstables (paper-forms.md §7a)', () => {
  test('6-player example: matrix, totals and shared places as printed', () => {
    const ct = fixture.crosstable_example;
    const rows = roundRobinCrosstable(tournamentFromMatrix(ct, 'Z'));
    rows.forEach((row, i) => {
      expect(row.name).toBe(ct.players[i].name);
      expect(row.cells.map((c) => (c === null ? null : c.reduce((s, g) => s + g.points, 0)))).toEqual(ct.matrix[i]);
      expect(row.points).toBe(ct.players[i].total);
      expect(row.place).toBe(ct.players[i].place_printed);
    });
    const byPoints = [...rows].sort((a, b) => b.points - a.points || a.id - b.id).map((r) => r.id);
    expect(byPoints).toEqual(ct.ranking.by_points);
  });

  test.each([['koya_12'], ['koya_7']] as const)(
    '%s: totals as printed; the rest round adds nothing to them',
    (name) => {
      const ct = fixture.additional_crosstables[name];
      const rows = roundRobinCrosstable(tournamentFromMatrix(ct, 'Z'));
      expect(rows.map((r) => r.points)).toEqual(ct.players.map((p) => p.total));
      // With the booklet's 1-point bye (§1.4) every player of an odd field would show one point more.
      const withByePoint = roundRobinCrosstable(tournamentFromMatrix(ct, 'U'));
      const extra = ct.players.length % 2 === 1 ? fixture.rules.scoring.bye : 0;
      expect(withByePoint.map((r) => r.points)).toEqual(ct.players.map((p) => p.total + extra));
    },
  );
});
