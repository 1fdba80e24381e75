import type { Colour } from '../../../model';
import type { DubovContext } from '../context';
import { fakeLegacyPlayer, meet } from '../../../../../test/dubov/fake-players';
import { colourAllowed, dueColour, mayBeTransferredUp, mayMeet1997, transferLimit } from './players';

const cols = (s: string) => s.split('') as Colour[];

describe('Dubov 1997: due colour (1.3/1.4) and the pairing limitations (2.1, 2.3–2.5)', () => {
  test('1.3/1.4: the colour played less often, or with equal numbers the opposite of the previous game', () => {
    expect(dueColour(cols('bwb'))).toBe('w');
    expect(dueColour(cols('wbw'))).toBe('b');
    expect(dueColour(cols('wb'))).toBe('w');
    expect(dueColour(cols('bw'))).toBe('b');
    expect(dueColour(cols('bbww'))).toBe('b');
  });

  test('a player without games is White-due, as the booklet treats 21 after his round-1 bye', () => {
    expect(dueColour([])).toBe('w');
  });

  test('2.3: the colour difference stays within ±2; 2.4: no colour three times in a row', () => {
    expect(colourAllowed(cols('wbw'), 'w')).toBe(true); // +2 after it, two running
    expect(colourAllowed(cols('wwbw'), 'w')).toBe(false); // +3
    expect(colourAllowed(cols('bww'), 'w')).toBe(false); // +2 but three running
    expect(colourAllowed(cols('bbwwb'), 'b')).toBe(true); // −2, two running
    expect(colourAllowed(cols('bww'), 'b')).toBe(true);
    expect(colourAllowed([], 'b')).toBe(true);
  });

  test('2.1: no second game; 2.3/2.4: two players who both must have the same colour never meet', () => {
    const a = fakeLegacyPlayer(1, { colours: 'bb' });
    const b = fakeLegacyPlayer(2, { colours: 'wbb' });
    const c = fakeLegacyPlayer(3, { colours: 'ww' });
    expect(mayMeet1997(a, b)).toBe(false); // both must have White
    expect(mayMeet1997(a, c)).toBe(true);
    meet(a, c);
    expect(mayMeet1997(a, c)).toBe(false);
    expect(mayMeet1997(a, a)).toBe(false);
  });

  test('2.5: not transferred up twice running, nor more than 3 (under 10 rounds) / 4 times; the last round is free', () => {
    expect([transferLimit(9), transferLimit(10)]).toEqual([3, 4]);
    const ctx = (totalRounds: number, lastRound = false) =>
      ({ st: { totalRounds }, lastRound }) as unknown as DubovContext;
    expect(mayBeTransferredUp(ctx(9), fakeLegacyPlayer(1, { upfloats: 2 }))).toBe(true);
    expect(mayBeTransferredUp(ctx(9), fakeLegacyPlayer(1, { upfloats: 3 }))).toBe(false);
    expect(mayBeTransferredUp(ctx(11), fakeLegacyPlayer(1, { upfloats: 3 }))).toBe(true);
    expect(mayBeTransferredUp(ctx(9), fakeLegacyPlayer(1, { upfloats: 1, upfloatedLastRound: true }))).toBe(false);
    expect(mayBeTransferredUp(ctx(9, true), fakeLegacyPlayer(1, { upfloats: 5, upfloatedLastRound: true }))).toBe(true);
  });
});
