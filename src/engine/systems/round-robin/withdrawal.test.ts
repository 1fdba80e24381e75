import { Player, ResultCode, RoundEntry, STANDARD_SCORING, Tournament } from '../../model';
import { singleRoundRobin } from './berger';
import { roundRobinCrosstable, sharedPlaces } from './crosstable';
import { REST_ROUND_ENTRY, withRestRoundValue } from './rest-round';
import { recordWithdrawalForfeits, withdrawalRulings } from './withdrawal';

/**
 * A 6-player single round robin (5 rounds) in which White wins every game played, so every expected number can
 * be worked out from the Berger table in the test itself.
 */
function playedThrough(rounds: number, withdrawn: { id: number; after: number } | null): Tournament {
  const table = singleRoundRobin(6);
  const entries = new Map<number, (RoundEntry | null)[]>();
  for (let id = 1; id <= 6; id++) entries.set(id, []);
  for (let r = 1; r <= rounds; r++) {
    for (const [w, b] of table[r - 1].boards) {
      const absent = withdrawn && r > withdrawn.after && (w === withdrawn.id || b === withdrawn.id);
      entries.get(w)?.push(absent ? null : { opponent: b, colour: 'w', result: '1' });
      entries.get(b)?.push(absent ? null : { opponent: w, colour: 'b', result: '0' });
    }
  }
  const players: Player[] = Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    sex: '',
    title: '',
    rating: 0,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: entries.get(i + 1) ?? [],
    ...(withdrawn && withdrawn.id === i + 1 ? { status: 'withdrawn' as const, withdrawnAfter: withdrawn.after } : {}),
  }));
  return {
    info: { name: 'w' },
    totalRounds: 5,
    initialColour: null,
    scoring: STANDARD_SCORING,
    system: 'round-robin',
    players,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

function resultOf(t: Tournament, id: number, round: number): ResultCode | undefined {
  return t.players[id - 1].rounds[round - 1]?.result;
}

describe('the 50 % rule (other-systems.md §1.7)', () => {
  test('2 of 5 games completed: results stay in the table but count for nobody, the player is not ranked', () => {
    const t = recordWithdrawalForfeits(playedThrough(5, { id: 3, after: 2 }), 5);
    expect(withdrawalRulings(t)).toEqual([{ player: 3, gamesCompleted: 2, gamesScheduled: 5, resultsCount: false }]);
    // his unplayed games are - for him and + for the opponent
    for (let r = 3; r <= 5; r++) {
      expect(resultOf(t, 3, r)).toBe('-');
      const opponent = t.players[2].rounds[r - 1]?.opponent ?? 0;
      expect(resultOf(t, opponent, r)).toBe('+');
    }
    const rows = roundRobinCrosstable(t);
    const row3 = rows[2];
    expect(row3.ranked).toBe(false);
    expect(row3.place).toBe('');
    for (const row of rows) {
      const vs3 = row.cells[2];
      if (row.id === 3) continue;
      expect(vs3?.length).toBe(1);
      expect(vs3?.[0].counted).toBe(false);
      // standings points = table points minus what he scored against player 3
      expect(row.points).toBe(row.tablePoints - (vs3?.[0].points ?? 0));
    }
  });

  test('3 of 5 games completed: everything counts, the rest are forfeits', () => {
    const t = recordWithdrawalForfeits(playedThrough(5, { id: 3, after: 3 }), 5);
    expect(withdrawalRulings(t)).toEqual([{ player: 3, gamesCompleted: 3, gamesScheduled: 5, resultsCount: true }]);
    const rows = roundRobinCrosstable(t);
    expect(rows.every((r) => r.ranked && r.points === r.tablePoints)).toBe(true);
    const forfeitCells = rows
      .flatMap((r) => r.cells.flatMap((c) => c ?? []))
      .filter((g) => g.mark === '+' || g.mark === '-');
    expect(forfeitCells).toHaveLength(4); // two unplayed games, seen from both sides
    expect(forfeitCells.every((g) => g.counted)).toBe(true);
  });

  test('forfeits are written only up to the requested round and never over a recorded game', () => {
    const base = playedThrough(5, { id: 3, after: 2 });
    const t = recordWithdrawalForfeits(base, 3);
    expect(resultOf(t, 3, 3)).toBe('-');
    expect(t.players[2].rounds[3]).toBeNull();
    expect(recordWithdrawalForfeits(t, 3)).toEqual(t);
    expect(base.players[2].rounds[2]).toBeNull(); // pure: the input is untouched
  });
});

describe('crosstable', () => {
  test('a pending game shows * and scores nothing yet', () => {
    const t = playedThrough(1, null);
    const [w, b] = singleRoundRobin(6)[0].boards[0];
    const players = t.players.map((p) =>
      p.id === w || p.id === b
        ? {
            ...p,
            rounds: [
              {
                opponent: p.id === w ? b : w,
                colour: p.id === w ? ('w' as const) : ('b' as const),
                result: '*' as const,
              },
            ],
          }
        : p,
    );
    const row = roundRobinCrosstable({ ...t, players })[w - 1];
    expect(row.cells[b - 1]).toEqual([{ round: 1, colour: 'w', mark: '*', points: 0, counted: true }]);
    expect(row.points).toBe(0);
  });

  test('shared places are written as ranges', () => {
    const places = sharedPlaces(
      new Map([
        [1, 3],
        [2, 2.5],
        [3, 3.5],
        [4, 2.5],
        [5, 1.5],
        [6, 2],
      ]),
    );
    expect([...places.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p)).toEqual([
      '2',
      '3–4',
      '1',
      '3–4',
      '6',
      '5',
    ]);
  });
});

describe('rest round of an odd field (§1.4)', () => {
  test('worth 1 under the booklet, 0 under FIDE practice; an empty cell either way', () => {
    const base = playedThrough(1, null);
    const five: Tournament = { ...base, players: base.players.slice(0, 5).map((p) => ({ ...p, rounds: [] })) };
    const table = singleRoundRobin(5);
    const players = five.players.map((p) => {
      const round = table[0];
      if (round.bye === p.id) return { ...p, rounds: [REST_ROUND_ENTRY] };
      const board = round.boards.find(([w, b]) => w === p.id || b === p.id) ?? [0, 0];
      const white = board[0] === p.id;
      return {
        ...p,
        rounds: [
          {
            opponent: white ? board[1] : board[0],
            colour: white ? ('w' as const) : ('b' as const),
            result: '=' as const,
          },
        ],
      };
    });
    const rester = table[0].bye ?? 0;
    for (const [convention, value] of [
      ['booklet', 1],
      ['fide', 0],
    ] as const) {
      const rows = roundRobinCrosstable({
        ...five,
        players,
        scoring: withRestRoundValue(STANDARD_SCORING, convention),
      });
      expect(rows[rester - 1].points).toBe(value);
      expect(rows[rester - 1].cells.every((c) => c === null || c.length === 0)).toBe(true);
      expect(rows.filter((r) => r.id !== rester).every((r) => r.points === 0.5)).toBe(true);
    }
  });
});
