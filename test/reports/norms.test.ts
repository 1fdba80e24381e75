import { checkNorm } from '../../src/engine/norms';
import { readTrf } from '../../src/formats/trf';
import { readFixture } from '../support/shared';

const t = readTrf(readFixture('ratings', 's1-autumn-open.trf')).tournament!;

describe('title norm numbers (B.01 1.4.6-1.4.9, first step)', () => {
  it('TPN 1 (GM, 6.5/9): Ra, percentage and Rp by the articles', () => {
    const c = checkNorm(t, 1, 'GM')!;
    // opponents 2145 2022 1904 2437 2543 2249 2490 2185 2618: the lowest (1904) is raised to the GM floor 2200
    expect(c.games).toBe(9);
    expect(c.raisedOpponent).toBe(14);
    expect(c.ra).toBe(Math.floor((2145 + 2022 + 2200 + 2437 + 2543 + 2249 + 2490 + 2185 + 2618) / 9 + 0.5));
    expect(c.percent).toBe(72); // 6.5 / 9 = 72.2 %
    expect(c.rp).toBe(c.ra + 166);
    expect(c.checks.raReached).toBe(c.ra >= 2380);
    expect(c.met).toBe(false);
  });
  it('unrated opponents count as 1400 and only one opponent is raised', () => {
    const c = checkNorm(t, 3, 'IM')!; // TPN 3 met the unrated TPN 19 and 20
    expect(c.games).toBe(9);
    expect([19, 20]).toContain(c.raisedOpponent);
    expect(c.ra).toBeLessThan(2300);
  });
});
