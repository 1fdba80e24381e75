import { kitTournament } from '../../../../test/burstein/kit';
import type { Colour } from '../../model';
import { colourState } from '../../history/colour-preference';
import { type PlayerState, buildPairingState } from '../../history/pairing-state';
import { allocateBursteinColour } from './colour-allocation';

const st = buildPairingState(kitTournament({ players: 4, totalRounds: 5, initialColour: 'b' }), 1);
const base = (id: number) => st.byId.get(id)!;
const withColours = (id: number, colours: string, score = 0): PlayerState => ({
  ...base(id),
  pairingScore: score,
  colours: colourState(colours.split('') as Colour[]),
});

describe('colour allocation (C.04.4.2 Article 5, 2026)', () => {
  it('5.2.1: neither has a game → the higher ranked gets the initial colour if his TPN is odd', () => {
    expect(allocateBursteinColour(st, base(1), base(2), true)).toEqual({ colour: 'b', rule: '5.2.1' });
    expect(allocateBursteinColour(st, base(3), base(2), false)).toEqual({ colour: 'b', rule: '5.2.1' }); // 2 is higher, even TPN → White for 2
    // "higher ranked" means more points first: 4 (1 point) outranks 1 and has an even TPN
    expect(allocateBursteinColour(st, withColours(4, '', 10), base(1), false)).toEqual({ colour: 'w', rule: '5.2.1' });
  });

  it("5.2.2: both preferences granted; a player without games has none, so the other one's is granted", () => {
    expect(allocateBursteinColour(st, withColours(1, 'bw'), withColours(2, 'wb'), true)).toEqual({
      colour: 'b',
      rule: '5.2.2',
    });
    expect(allocateBursteinColour(st, withColours(1, ''), withColours(2, 'w'), true)).toEqual({
      colour: 'w',
      rule: '5.2.2',
    });
  });

  it('5.2.3: the stronger preference is granted (absolute > strong > mild)', () => {
    expect(allocateBursteinColour(st, withColours(1, 'bb'), withColours(2, 'b'), false)).toEqual({
      colour: 'w',
      rule: '5.2.3',
    });
    expect(allocateBursteinColour(st, withColours(1, 'wb'), withColours(2, 'b'), true)).toEqual({
      colour: 'b',
      rule: '5.2.3',
    });
  });

  it('5.2.4: equal preferences → alternate from the last round in which their colours differed', () => {
    // both mild Black; going back: W/W, B/B, then B (1) vs W (2) → 1 gets White
    expect(allocateBursteinColour(st, withColours(1, 'wbbw'), withColours(2, 'bwbw'), false)).toEqual({
      colour: 'w',
      rule: '5.2.4',
    });
  });

  it('5.2.5: identical histories → the player ranked higher by Index gets his preference', () => {
    expect(allocateBursteinColour(st, withColours(1, 'bw'), withColours(2, 'bw'), true)).toEqual({
      colour: 'b',
      rule: '5.2.5',
    });
    expect(allocateBursteinColour(st, withColours(1, 'bw'), withColours(2, 'bw'), false)).toEqual({
      colour: 'w',
      rule: '5.2.5',
    });
  });
});
