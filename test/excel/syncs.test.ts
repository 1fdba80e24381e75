import { formatCounts, measureSyncs, pairInOrder } from '../../bench/bench-syncs';

/**
 * The batching promise of the Office.js port: a command's syncs do not grow with the field. Two reads and
 * one write per command, for 40 players and for 500 (rounds paired by the stand-in: the engine's choice of
 * opponents does not change what is read or written).
 */
describe('syncs per command do not grow with the number of players', () => {
  it('40 and 500 players: 6 syncs per writing command (3 to read; data, layout, sheet order), 3 for the TRF export', async () => {
    const small = await measureSyncs(40, pairInOrder);
    const large = await measureSyncs(500, pairInOrder);
    console.info(`${formatCounts(small)}\n${formatCounts(large)}`);
    const pairing = large.steps.filter((s) => s.step.startsWith('pair round'));
    expect(pairing).toHaveLength(2);
    for (const s of pairing) expect(s.syncs).toBeLessThanOrEqual(6);
    expect(small.steps.map((s) => s.syncs)).toEqual([6, 6, 6, 6, 6, 6, 3]);
    // only the cards of 500 players need more: their page breaks and formats are split by size
    expect(large.steps.filter((s) => s.step !== 'cards').map((s) => s.syncs)).toEqual([6, 6, 6, 6, 6, 3]);
    expect(large.steps.find((s) => s.step === 'cards')!.syncs).toBeLessThanOrEqual(12);
  });
});
