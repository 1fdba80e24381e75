import { kitTournament } from '../../../../test/burstein/kit';
import { type PlayerState, buildPairingState } from '../../history/pairing-state';
import { choosePab } from './bye';

const st = buildPairingState(kitTournament({ players: 5, totalRounds: 5 }), 1);
const player = (id: number, score: number, games: number, extra: Partial<PlayerState> = {}): PlayerState => ({
  ...st.byId.get(id)!,
  pairingScore: score,
  playedGames: games,
  ...extra,
});
// "lower in the 1.8 ranking" stands in here as the higher TPN
const rankBelow = (a: PlayerState, b: PlayerState) => b.id - a.id;

describe('pairing-allocated bye (C.04.4.2 3.1, 2026)', () => {
  it('goes to the lowest score first', () => {
    const players = [player(1, 20, 2), player(2, 10, 1), player(3, 10, 2), player(4, 15, 2), player(5, 20, 2)];
    expect(choosePab(players, rankBelow)?.id).toBe(3);
  });

  it('then to the player with the most games played, then to the lowest in the ranking', () => {
    expect(choosePab([player(1, 0, 2), player(2, 0, 3), player(3, 0, 1)], rankBelow)?.id).toBe(2);
    expect(choosePab([player(1, 0, 2), player(2, 0, 2), player(3, 0, 2)], rankBelow)?.id).toBe(3);
  });

  it('never to a player who had a PAB or a win without playing (C2)', () => {
    expect(choosePab([player(1, 0, 2), player(2, 0, 2), player(3, 0, 2, { byeEligible: false })], rankBelow)?.id).toBe(
      2,
    );
  });

  it('only to a player whose bye leaves the others pairable (C4)', () => {
    // 2 and 3 have met: the bye for 1 (lowest score) would force 2-3, so it goes to 3
    const players = [
      player(1, 0, 2),
      player(2, 10, 2, { cannotMeet: new Set([3]) }),
      player(3, 10, 2, { cannotMeet: new Set([2]) }),
    ];
    expect(choosePab(players, rankBelow)?.id).toBe(3);
    const nobody = [player(1, 0, 2, { byeEligible: false }), player(2, 0, 2, { byeEligible: false }), player(3, 0, 2)];
    expect(choosePab(nobody, rankBelow)?.id).toBe(3);
    expect(choosePab([player(1, 0, 2, { byeEligible: false })], rankBelow)).toBeNull();
  });
});
