import { buildPairingState } from '../../history/pairing-state';
import { fakeDubovPlayer, tinyTournament } from '../../../../test/dubov/fake-players';
import { mayMeet, maximumUpfloats, upfloatRecord } from './context';

describe('Dubov definitions', () => {
  test('MaxT = 2 + ⌊rounds / 5⌋ (1.8.2)', () => {
    expect([5, 9, 10, 14, 15, 19].map(maximumUpfloats)).toEqual([3, 3, 4, 4, 5, 5]);
  });

  test('an upfloat is a pairing against a higher score at the time (forfeits count, byes do not)', () => {
    const t = tinyTournament(
      [2400, 2300, 2200, 2100],
      [
        { 1: [2, 'w', '1'], 2: [1, 'b', '0'], 3: [4, 'w', '1'], 4: [3, 'b', '0'] },
        { 1: [3, 'w', '1'], 3: [1, 'b', '0'], 2: [4, 'w', '-'], 4: [2, 'b', '+'] },
        { 1: [4, 'w', '1'], 4: [1, 'b', '0'], 2: 'H', 3: 'H' },
      ],
      5,
    );
    const st = buildPairingState(t, 4);
    const rec = (id: number) => upfloatRecord(st, st.byId.get(id)!);
    // 2 (0) met 4 (0) in round 2: no float; 4 (1 after the forfeit) met 1 (2) in round 3: upfloat, last round
    expect(rec(4)).toEqual({ count: 1, previous: true });
    expect(rec(2)).toEqual({ count: 0, previous: false });
    expect(rec(1)).toEqual({ count: 0, previous: false });
  });

  test('C1 no rematch; C3 two equal absolute preferences never meet, even in the last round', () => {
    const a = fakeDubovPlayer(1, { colours: 'ww', met: [3] });
    const b = fakeDubovPlayer(2, { colours: 'bww' });
    const c = fakeDubovPlayer(3, { colours: 'bb', met: [1] });
    const d = fakeDubovPlayer(4, { colours: 'w' });
    expect(mayMeet(a, b)).toBe(false); // both must have Black
    expect(mayMeet(a, c)).toBe(false); // rematch
    expect(mayMeet(b, c)).toBe(true);
    expect(mayMeet(a, d)).toBe(true); // absolute against strong
  });
});
