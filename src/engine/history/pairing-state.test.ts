import { buildTournament } from '../../../test/support/tournament-builder';
import { buildPairingState, floatOf, historicalPairingScore, isTopscorer, PairingInputError } from './pairing-state';

describe('pairing state before a round', () => {
  // 1 beat 2, 3 drew 4, 5 had the PAB; round 2: 1 beat 3 (different scores), 2 forfeited to 5, 4 half-point bye
  const t = buildTournament(['2w1 3w1', '1b0 5b-', '4w= 1b0', '3b= H', 'U 2w+'], { totalRounds: 5 });
  const st = buildPairingState(t, 3);
  const p = (id: number) => st.byId.get(id)!;

  test('scores in tenths; pairing order by score then TPN (C.04.3 1.2)', () => {
    expect(st.toPair.map((x) => [x.id, x.score])).toEqual([
      [1, 20],
      [5, 20],
      [4, 10],
      [3, 5],
      [2, 0],
    ]);
  });

  test('unplayed rounds are dropped from the colour history (C.04.2 3.4)', () => {
    expect(p(5).colours.colours).toEqual([]); // PAB and forfeit win: no colour
    expect(p(2).colours.colours).toEqual(['b']); // the forfeit loss keeps no colour either
    expect(p(1).colours).toMatchObject({ colours: ['w', 'w'], preference: 'b', strength: 'absolute' });
  });

  test('floats (1.4): score difference, PAB and unplayed rounds that scored more than a loss', () => {
    expect(floatOf(st, p(1), 1)).toBe('down'); // 1.0 v 0.5 in round 2
    expect(floatOf(st, p(3), 1)).toBe('up');
    expect(floatOf(st, p(5), 2)).toBe('down'); // PAB in round 1 (1.4.3)
    expect(floatOf(st, p(5), 1)).toBe('down'); // forfeit win (1.4.3)
    expect(floatOf(st, p(2), 1)).toBeNull(); // forfeit loss: no float (1.4.4, 2026)
    expect(floatOf(st, p(4), 1)).toBe('down'); // half-point bye scored more than a loss
    expect(floatOf(st, p(1), 2)).toBeNull(); // equal scores in round 1
  });

  test('PAB eligibility (C.04.1 Art. 4, 2026): a PAB or a win scored without playing bars it', () => {
    expect(p(5).byeEligible).toBe(false);
    expect(p(4).byeEligible).toBe(true); // a half-point bye does not bar the PAB
    expect(p(2).byeEligible).toBe(true);
  });

  test('only played games count as meetings (GHR 3.5)', () => {
    expect(p(2).cannotMeet.has(5)).toBe(false);
    expect(p(2).cannotMeet.has(1)).toBe(true);
  });

  test('historical scores are the points before that round', () => {
    expect(historicalPairingScore(st, p(1), 1)).toBe(10);
    expect(historicalPairingScore(st, p(4), 1)).toBe(5);
  });

  test('topscorers exist only when the final round is paired (1.8)', () => {
    expect(st.toPair.some((x) => isTopscorer(st, x))).toBe(false);
    const last = buildPairingState(
      buildTournament(['2w1 3w1', '1b0 5b-', '4w= 1b0', '3b= H', 'U 2w+'], { totalRounds: 3 }),
      3,
    );
    // more than 50 % of the 2 points possible so far
    expect(last.toPair.filter((x) => isTopscorer(last, x)).map((x) => x.id)).toEqual([1, 5]);
  });
});

describe('effective pairing numbers (general.md §3.4)', () => {
  test('players absent since round 1 and absent now do not count for colour parity', () => {
    const t = buildTournament(['2w1', '1b0', 'Z Z', '5w=', '4b='], { totalRounds: 5 });
    const st = buildPairingState(t, 2);
    expect([1, 2, 3, 4, 5].map((id) => st.byId.get(id)!.rankIndex)).toEqual([0, 1, -1, 2, 3]);
  });

  test('a late entry present now counts', () => {
    const t = buildTournament(['2w1', '1b0', 'Z', '5w=', '4b='], { totalRounds: 5 });
    expect(buildPairingState(t, 2).byId.get(3)!.rankIndex).toBe(2);
  });
});

describe('input checks', () => {
  test('the number of rounds must be known', () => {
    const t = { ...buildTournament(['', '']), totalRounds: null };
    expect(() => buildPairingState(t, 1)).toThrow(PairingInputError);
  });
  test('rounds after round 1 need the recorded initial colour', () => {
    const t = { ...buildTournament(['2w1', '1b0']), initialColour: null };
    expect(() => buildPairingState(t, 2)).toThrow(/initial colour/);
  });
});
