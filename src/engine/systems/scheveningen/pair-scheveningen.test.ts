import { STANDARD_SCORING, type Player, type RoundEntry, type Tournament } from '../../model';
import { pairRound, SYSTEMS } from '../index';
import { RoundInvariantError, uncheckedPairing } from '../round-invariants';
import { pairScheveningen } from './pair-scheveningen';
import { ScheveningenSizeError } from './scheveningen';
import { ScheveningenTeamsError, teamsFromClubs, twoTeams } from './two-teams';

function player(id: number, club: string | undefined, rating: number): Player {
  return {
    id,
    name: `P${id}`,
    sex: '',
    title: '',
    rating,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: [],
    ...(club === undefined ? {} : { club }),
  };
}

/** Players 1-4 of "North" (average 2100), 5-8 of "South" (average 2300): South is team A (§2.1). */
function match(system: Tournament['system'] = 'scheveningen', players?: Player[]): Tournament {
  return {
    info: { name: 'test' },
    totalRounds: null,
    initialColour: null,
    scoring: STANDARD_SCORING,
    system,
    players: players ?? [
      ...[2150, 2120, 2080, 2050].map((r, i) => player(i + 1, 'North', r)),
      ...[2350, 2320, 2280, 2250].map((r, i) => player(i + 5, 'South ', r)),
    ],
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

/** The tournament with `round` played: every game a draw. */
function played(t: Tournament, round: number): Tournament {
  const pairing = pairRound(t, round);
  const entries = new Map<number, RoundEntry>();
  for (const b of pairing.boards) {
    entries.set(b.white, { opponent: b.black, colour: 'w', result: '=' });
    entries.set(b.black, { opponent: b.white, colour: 'b', result: '=' });
  }
  return { ...t, players: t.players.map((p) => ({ ...p, rounds: [...p.rounds, entries.get(p.id) ?? null] })) };
}

describe('Scheveningen in the engine registry (other-systems.md §2.1)', () => {
  test('registered for scheveningen and double-scheveningen, checked like every system', () => {
    expect(uncheckedPairing(SYSTEMS.scheveningen)).toBe(pairScheveningen);
    expect(uncheckedPairing(SYSTEMS['double-scheveningen'])).toBe(pairScheveningen);
    expect(SYSTEMS.scheveningen).not.toBe(pairScheveningen);
  });

  test('teams from the clubs: the higher average is team A, keeps its boards and has White in odd rounds', () => {
    const teams = teamsFromClubs(match());
    expect(teams.a).toEqual({ name: 'South', members: [5, 6, 7, 8], averageRating: 2300 });
    expect(teams.b).toEqual({ name: 'North', members: [1, 2, 3, 4], averageRating: 2100 });
    const r1 = pairRound(match(), 1);
    expect(r1.boards).toEqual([
      { white: 5, black: 1 },
      { white: 6, black: 2 },
      { white: 7, black: 3 },
      { white: 8, black: 4 },
    ]);
    expect(r1.pab).toBeNull();
  });

  test('played through: every player meets every player of the other team once, colours alternate by round', () => {
    let t = match();
    const met = new Set<string>();
    for (let r = 1; r <= 4; r++) {
      const p = pairRound(t, r);
      expect(p.boards.map((b) => (b.white >= 5 ? b.white : b.black))).toEqual([5, 6, 7, 8]);
      expect(p.boards.every((b) => (r % 2 === 1 ? b.white >= 5 : b.white <= 4))).toBe(true);
      for (const b of p.boards) met.add([b.white, b.black].sort((x, y) => x - y).join('-'));
      t = played(t, r);
    }
    expect(met.size).toBe(16);
    expect(() => pairRound(t, 5)).toThrow(ScheveningenSizeError);
    expect(() => pairRound(t, 5)).toThrow('round 5 does not exist: this Scheveningen has 4 rounds');
  });

  test('double: 2n rounds, the second cycle is the first with colours reversed', () => {
    let t = match('double-scheveningen');
    const rounds = [];
    for (let r = 1; r <= 8; r++) {
      rounds.push(pairRound(t, r));
      t = played(t, r);
    }
    for (let r = 0; r < 4; r++) {
      expect(rounds[r + 4]!.boards).toEqual(rounds[r]!.boards.map((b) => ({ white: b.black, black: b.white })));
    }
  });

  test("teams given in the options (the workbook's Team column) override the clubs", () => {
    const teams = twoTeams(
      { name: 'Odd', players: match().players.filter((p) => p.id % 2 === 1) },
      { name: 'Even', players: match().players.filter((p) => p.id % 2 === 0) },
    );
    expect(teams.a.name).toBe('Odd'); // 1,3,5,7 average 2200 beats 2,4,6,8 average 2185
    expect(pairRound(match(), 1, { teams }).boards[0]).toEqual({ white: 1, black: 2 });
  });

  test('equal averages: the team of the lowest pairing number is A', () => {
    const players = [player(1, 'X', 2000), player(2, 'Y', 2000), player(3, 'Y', 0), player(4, 'X', 0)];
    expect(teamsFromClubs(match('scheveningen', players)).a.members).toEqual([1, 4]);
  });

  test('teams that cannot be formed are input errors that say why', () => {
    const noClub = match(
      'scheveningen',
      match().players.map((p) => (p.id === 3 ? player(3, undefined, 2080) : p)),
    );
    expect(() => pairRound(noClub, 1)).toThrow(ScheveningenTeamsError);
    expect(() => pairRound(noClub, 1)).toThrow('player 3 has no club or team');
    const three = match(
      'scheveningen',
      match().players.map((p) => (p.id === 8 ? player(8, 'East', 2250) : p)),
    );
    expect(() => pairRound(three, 1)).toThrow('found 3 ("North", "South", "East")');
    const uneven = match('scheveningen', match().players.slice(0, 7));
    expect(() => pairRound(uneven, 1)).toThrow('"North" has 4, "South" has 3');
  });

  test("a corrupted team list reaches no round sheet: the registry's round guard refuses it", () => {
    const teams = {
      a: { name: 'A', members: [5, 5, 7, 8], averageRating: 0 },
      b: { name: 'B', members: [1, 2, 3, 4], averageRating: 0 },
    };
    expect(() => pairRound(match(), 1, { teams })).toThrow(RoundInvariantError);
    expect(() => pairRound(match(), 1, { teams })).toThrow('player 5 is paired twice');
  });
});
