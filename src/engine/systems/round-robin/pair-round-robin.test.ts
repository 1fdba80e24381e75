import { Player, STANDARD_SCORING, Tournament } from '../../model';
import { pairRound, SYSTEMS } from '../index';
import { uncheckedPairing } from '../round-invariants';
import { singleRoundRobin } from './berger';
import { doubleRoundRobin } from './double-round-robin';
import { pairRoundRobinRound, scheduledForfeits } from './pair-round-robin';

function player(id: number, extra: Partial<Player> = {}): Player {
  return {
    id,
    name: `P${id}`,
    sex: '',
    title: '',
    rating: 2000 - id,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: [],
    ...extra,
  };
}

function tournament(n: number, system: Tournament['system'] = 'round-robin', players?: Player[]): Tournament {
  return {
    info: { name: 'test' },
    totalRounds: null,
    initialColour: null,
    scoring: STANDARD_SCORING,
    system,
    players: players ?? Array.from({ length: n }, (_, i) => player(i + 1)),
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

describe('pairRoundRobinRound', () => {
  test('every round of a 7-player round robin is the Berger round on the TPNs, the rester as pab', () => {
    const t = tournament(7);
    const table = singleRoundRobin(7);
    for (const scheduled of table) {
      const p = pairRoundRobinRound(t, scheduled.round);
      expect(p.round).toBe(scheduled.round);
      expect(p.boards.map((b) => [b.white, b.black])).toEqual(scheduled.boards);
      expect(p.pab).toBe(scheduled.bye);
      expect(p.explanation).toEqual([]);
    }
  });

  test('registered for round-robin and double-round-robin; a double uses the FIDE order unless told otherwise', () => {
    expect(uncheckedPairing(SYSTEMS['round-robin'])).toBe(pairRoundRobinRound);
    expect(uncheckedPairing(SYSTEMS['double-round-robin'])).toBe(pairRoundRobinRound);
    const t = tournament(6, 'double-round-robin');
    const fide = doubleRoundRobin(6, 'fide-swap-last-two');
    const booklet = doubleRoundRobin(6, 'booklet');
    for (let r = 1; r <= 10; r++) {
      expect(pairRound(t, r).boards.map((b) => [b.white, b.black])).toEqual(fide[r - 1].boards);
      expect(pairRoundRobinRound(t, r, { doubleRoundRobin: 'booklet' }).boards.map((b) => [b.white, b.black])).toEqual(
        booklet[r - 1].boards,
      );
    }
    expect(() => pairRound(t, 11)).toThrow(/round 11 does not exist.*10 rounds/);
    expect(() => pairRound(tournament(6), 6)).toThrow(/5 rounds/);
  });

  test('pairing numbers must be the drawn numbers 1..n', () => {
    const t = tournament(4, 'round-robin', [player(1), player(2), player(4), player(5)]);
    expect(() => pairRoundRobinRound(t, 1)).toThrow(/must be 1\.\.4.*number 3 is missing/);
  });

  test('a withdrawn player keeps his boards; those games are forfeits (- for him, + for the opponent)', () => {
    const players = Array.from({ length: 6 }, (_, i) => player(i + 1));
    players[4] = player(5, { status: 'withdrawn', withdrawnAfter: 2 });
    const t = tournament(6, 'round-robin', players);
    const round2 = pairRoundRobinRound(t, 2);
    expect(scheduledForfeits(t, 2, round2.boards)).toEqual([]); // still playing in round 2
    const round3 = pairRoundRobinRound(t, 3, { explain: true });
    expect(round3.boards).toHaveLength(3);
    const forfeits = scheduledForfeits(t, 3, round3.boards);
    expect(forfeits).toHaveLength(1);
    const [f] = forfeits;
    expect([f.white, f.black]).toContain(5);
    expect(f.white === 5 ? [f.whiteResult, f.blackResult] : [f.blackResult, f.whiteResult]).toEqual(['-', '+']);
    expect(round3.explanation.join('\n')).toMatch(/player 5 has withdrawn in round 3/);
  });

  test('both players absent: - and -', () => {
    const t0 = tournament(4);
    const [w, b] = singleRoundRobin(4)[0].boards[0];
    const t = {
      ...t0,
      byeRequests: [
        { round: 1, id: w, kind: 'Z' as const },
        { round: 1, id: b, kind: 'Z' as const },
      ],
    };
    const p = pairRoundRobinRound(t, 1);
    expect(scheduledForfeits(t, 1, p.boards)).toEqual([{ white: w, black: b, whiteResult: '-', blackResult: '-' }]);
  });

  test('a withdrawn player drawn against the dummy gets no rest-round points', () => {
    const rester = singleRoundRobin(5)[2].bye ?? 0;
    const players = Array.from({ length: 5 }, (_, i) =>
      player(i + 1, i + 1 === rester ? { status: 'withdrawn', withdrawnAfter: 1 } : {}),
    );
    expect(pairRoundRobinRound(tournament(5, 'round-robin', players), 3).pab).toBeNull();
    expect(pairRoundRobinRound(tournament(5), 3).pab).toBe(rester);
  });
});
