import { STANDARD_SCORING } from '../../src/engine/model';
import { roundRobinStandings } from '../../src/workbook/round-robin-standings';
import { cardTournament } from './cards';

/**
 * Koya after a withdrawal under the round-robin 50 % rule, through the path the Standings sheet takes
 * (roundRobinStandings: the rule removes the player, then the tie-breaks run on the players who count).
 * 7 players, single round robin, one rest round each (coded U, the engine's record of it). Player 7 beats 2,
 * draws 4, then withdraws after round 2: his later games are forfeits. 2 of his 6 games completed < 50 %, so
 * nothing of his counts (other-systems.md 1.7) and each of players 1-6 has 5 games scheduled against players who
 * count. Games among 1-6 give counted scores 4, 3.5, 3, 2.5, 1.5, 0.5 (see src/engine/tiebreaks/koya.test.ts),
 * so Koya's line is 50 % of 5 = 2.5 and players 1-4 qualify (tiebreaks.md 4.4).
 */
const CARDS = [
  'U 3b1 5b= 7b+ 2b= 4b1 6b1',
  '7b0 U 4w1 6w= 1w= 3w= 5w1',
  '6w1 1w0 U 5b1 7b+ 2b= 4b=',
  '5b1 7b= 2b0 U 6w1 1w0 3w=',
  '4w0 6w1 1w= 3w0 U 7b+ 2b0',
  '3b0 5b0 7b+ 2b= 4b0 U 1w0',
  '2w1 4w= 6w- 1w- 3w- 5w- U',
];

function tournament(restPoints: number) {
  const t = cardTournament(
    CARDS.map((card) => ({ card })),
    { system: 'round-robin', scoring: { ...STANDARD_SCORING, pab: restPoints } },
  );
  return {
    ...t,
    players: t.players.map((p) => (p.id === 7 ? { ...p, status: 'withdrawn' as const, withdrawnAfter: 2 } : p)),
  };
}

describe('Koya in an odd round robin after a withdrawal under the 50 % rule', () => {
  it.each([0, 1])('line 2.5 of 5 scheduled games (rest round worth %d)', (restPoints) => {
    const rr = roundRobinStandings(tournament(restPoints), { tiebreaks: ['KS'] });
    expect([...rr.notCounted]).toEqual([7]);
    expect(rr.rulings).toEqual([{ player: 7, gamesCompleted: 2, gamesScheduled: 6, resultsCount: false }]);
    const byId = new Map(rr.standings.rows.map((r) => [r.id, r]));
    expect([1, 2, 3, 4, 5, 6].map((id) => byId.get(id)?.points)).toEqual(
      [4, 3.5, 3, 2.5, 1.5, 0.5].map((p) => p + restPoints),
    );
    // KS(1) = ½ (2) + 1 (3) + 1 (4); KS(2) = ½ (1) + ½ (3) + 1 (4); KS(3) = 0 (1) + ½ (2) + ½ (4);
    // KS(4) = ½ (3); KS(5) = ½ (1); KS(6) = ½ (2)
    expect([1, 2, 3, 4, 5, 6].map((id) => byId.get(id)?.values[0])).toEqual([2.5, 2, 1, 0.5, 0.5, 0.5]);
  });
});
