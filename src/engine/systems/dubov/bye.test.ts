import { fakeDubovPlayer, meet } from '../../../../test/dubov/fake-players';
import { choosePab } from './bye';

describe('Dubov pairing-allocated bye (3.1)', () => {
  test('nobody when the number of players is even', () => {
    expect(choosePab([1, 2].map((id) => fakeDubovPlayer(id)))).toBeNull();
  });

  test('lowest score, then most games played, then largest TPN', () => {
    const players = [
      fakeDubovPlayer(1, { score: 0, colours: 'wb' }),
      fakeDubovPlayer(2, { score: 0, colours: 'w' }), // fewer games
      fakeDubovPlayer(3, { score: 10, colours: 'bw' }), // higher score
      fakeDubovPlayer(4, { score: 0, colours: 'bw' }),
      fakeDubovPlayer(5, { score: 5, colours: 'wb' }),
    ];
    expect(choosePab(players)!.id).toBe(4);
  });

  test('not to a player who may not have it (C2), nor one whose absence leaves the others unpairable (C4)', () => {
    const players = [1, 2, 3].map((id) => fakeDubovPlayer(id, { colours: 'wb' }));
    (players[2].state as { byeEligible: boolean }).byeEligible = false;
    expect(choosePab(players)!.id).toBe(2);
    meet(players[0], players[2]); // without 2, only 1–3 would remain, and they have met
    expect(choosePab(players)!.id).toBe(1);
  });
});
