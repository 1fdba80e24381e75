import type { PairingState } from '../../history/pairing-state';
import { colourState } from '../../history/colour-preference';
import { isAbsolute } from '../../history/colour-preference';
import type { Colour } from '../../model';
import { tinyTournament } from '../../../../test/dubov/fake-players';
import { allocateLimColour } from './colour';
import type { LimPlayer } from './context';
import { pairLim } from './pair-lim';

function lim(id: number, colours: string, score = 10): LimPlayer {
  const c = colourState(colours.split('') as Colour[]);
  return {
    id,
    rank: id - 1,
    score,
    rating: 2000,
    due: c.preference,
    mustHaveDue: isAbsolute(c),
    floatedLastRound: false,
    state: { colours: c },
  } as unknown as LimPlayer;
}
const st = (round: number) => ({ round, initialColour: 'w' }) as PairingState;

describe('Lim colours (Art. 5, 7.2)', () => {
  test('7.2: 40 players — 1–21, 22–2, 3–23, 24–4 …; with Black drawn 21–1, 2–22, 23–3 …', () => {
    const t = tinyTournament(
      Array.from({ length: 40 }, (_, i) => 2600 - 10 * i),
      [],
      9,
      'lim',
    );
    const boards = (p: ReturnType<typeof pairLim>) => p.boards.slice(0, 4).map((b) => `${b.white}-${b.black}`);
    expect(boards(pairLim(t, 1))).toEqual(['1-21', '22-2', '3-23', '24-4']);
    expect(boards(pairLim({ ...t, initialColour: 'b' }, 1))).toEqual(['21-1', '2-22', '23-3', '4-24']);
  });

  test('5.3 colour limits first, then the due colours (5.1)', () => {
    expect(allocateLimColour(st(4), lim(1, 'bwb'), lim(2, 'ww'), false)).toEqual({ colour: 'w', rule: '5.3' });
    expect(allocateLimColour(st(3), lim(1, 'wb'), lim(2, 'bw'), false)).toEqual({ colour: 'w', rule: '5.1' });
  });

  test('5.5: same due colour in an odd round — the player already one colour in excess equalises', () => {
    // the booklet's 15–5 of round 3: 5 (W B, due White) and 15 (bye, B: one Black in excess)
    expect(allocateLimColour(st(3), lim(5, 'wb', 15), lim(15, 'b', 15), false)).toEqual({ colour: 'b', rule: '5.5' });
  });

  test('5.4: latest difference in the histories, else rank — above the median the higher, below it the lower', () => {
    expect(allocateLimColour(st(5), lim(1, 'wbwb'), lim(2, 'bwwb'), false)).toEqual({ colour: 'w', rule: '5.4' });
    expect(allocateLimColour(st(3), lim(1, 'wb'), lim(2, 'wb'), false)).toEqual({ colour: 'w', rule: '5.4-rank' });
    expect(allocateLimColour(st(3), lim(1, 'wb'), lim(2, 'wb'), true)).toEqual({ colour: 'b', rule: '5.4-rank' });
  });
});
