import { kitTournament } from '../../../../test/burstein/kit';
import { pairBurstein } from '.';

describe('Burstein pairing log (2026)', () => {
  // booklet 6.5: six players of one score group with due colours 1b 2w 3b 4w 5w 6b (see pairing-order.test.ts)
  const t = kitTournament({
    players: 13,
    totalRounds: 2,
    rounds: [['1-7 =', '8-2 =', '3-9 =', '10-4 =', '11-5 =', '6-12 =', '13 U']],
    acceleration: { 1: [0, 1], 2: [0, 1], 3: [0, 1], 4: [0, 1], 5: [0, 1], 6: [0, 1] },
  });
  const p = pairBurstein(t, 2, { explain: true });
  const log = p.explanation.join('\n');

  it("lists each bracket's players by BSN in Index order with their Buchholz and Sonneborn-Berger", () => {
    expect(log).toContain(
      'Bracket 1.5, players by BSN in ranking order (Index 1.8: Buchholz, Sonneborn-Berger, TPN): 1:1 (BH 0.5, SB 0.25); 2:2',
    );
  });

  it('says whom each BSN meets and why better-placed opponents were passed over', () => {
    expect(log).toContain(
      'BSN 1 (1) meets BSN 5 (5); passed over: BSN 6 (6): more players without their colour preference (C8)',
    );
    expect(log).toMatch(/BSN 3 \(3\) meets BSN 4 \(4\)/);
  });

  it('names the PAB rule and the colour rule of every board', () => {
    expect(log).toMatch(/Pairing-allocated bye: \d+ .*3\.1/);
    expect(p.explanation.filter((l) => l.startsWith('Board '))).toHaveLength(p.boards.length);
    expect(log).toContain('both colour preferences granted (5.2.2)');
  });

  it('is empty unless asked for', () => {
    expect(pairBurstein(t, 2).explanation).toEqual([]);
    expect(pairBurstein(t, 2, { edition: 'legacy-reference', explain: true }).explanation[0]).toMatch(
      /older text .*not the 2026/,
    );
  });
});
