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

describe('arbiter norms', () => {
  it('prints the checks of one player and refuses an unknown title', async () => {
    const { runCli } = await import('../support/cli');
    const { fixturePath } = await import('../support/shared');
    const ok = await runCli(
      'norms',
      fixturePath('ratings', 's1-autumn-open.trf'),
      '--title',
      'GM',
      '--player',
      '1',
      '--json',
    );
    expect(ok.code).toBe(0);
    const out = JSON.parse(ok.stdout) as {
      first_step: boolean;
      players: { tpn: number; games: number; percent: number }[];
    };
    expect(out.first_step).toBe(true);
    expect(out.players).toHaveLength(1);
    expect(out.players[0]).toMatchObject({ tpn: 1, games: 9, percent: 72 });
    const bad = await runCli('norms', fixturePath('ratings', 's1-autumn-open.trf'), '--title', 'FM');
    expect(bad.code).toBe(3);
    expect(bad.stderr).toContain('--title must be GM, IM, WGM or WIM');
  });
});
