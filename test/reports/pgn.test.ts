import { readTrf } from '../../src/formats/trf';
import { boardOrder, pgnDate, pgnResult, roundPgn } from '../../src/formats/pgn-pairings';
import { readFixture } from '../support/shared';

const tournament = (() => {
  const r = readTrf(readFixture('ratings', 's1-autumn-open.trf'));
  if (!r.tournament) throw new Error('s1-autumn-open.trf does not read');
  return r.tournament;
})();

/** The same round with its results removed: the state before the round is played. */
function beforeRound(round: number) {
  return {
    ...tournament,
    players: tournament.players.map((p) => ({
      ...p,
      rounds: p.rounds.map((e, i) => (i === round - 1 && e && e.opponent !== 0 ? { ...e, result: '*' as const } : e)),
    })),
  };
}

describe('PGN of a round (event-reports.md §2)', () => {
  it('round 2 of s1-autumn-open before it is played equals the expected PGN, byte for byte', () => {
    const expected = readFixture('ratings', 's1-autumn-open.round2.pgn');
    expect(roundPgn(beforeRound(2), 2)).toBe(expected);
  });
  it('boards follow C.04.2 3.6 and the PAB and absent players make none', () => {
    const boards = boardOrder(tournament, 2);
    expect(boards).toHaveLength(9);
    expect(boards.flatMap((b) => [b.white, b.black])).not.toContain(13);
    expect(boards.flatMap((b) => [b.white, b.black])).not.toContain(17);
  });
  it('after the round the results stand in place of *', () => {
    const pgn = roundPgn(tournament, 2);
    expect(pgn).not.toContain('[Result "*"]');
    // board 1: Torkelssen (2) - Tamdanas (15) drew in round 2
    expect(pgn.split('\n\n')[1]).toBe('1/2-1/2');
    expect(pgn).toContain('[Result "1/2-1/2"]');
  });
  it('results, dates and escaping', () => {
    expect(pgnResult('+', '-')).toBe('1-0');
    expect(pgnResult('-', '-')).toBe('*');
    expect(pgnResult('0', '1')).toBe('0-1');
    expect(pgnDate('26/11/08')).toBe('2026.11.08');
    expect(pgnDate('')).toBe('????.??.??');
    const t = { ...beforeRound(2), info: { ...tournament.info, name: 'The "Big" Open' } };
    expect(roundPgn(t, 2)).toContain('[Event "The \\"Big\\" Open"]');
  });
});
