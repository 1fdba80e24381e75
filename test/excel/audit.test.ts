import { audit, summaryLine } from '../../scripts/audit-excel';
import { AUDIT_LIMIT_BYTES } from '../doubles/excel-rules';

/**
 * Every command's batches through Microsoft's own Office.js client (test/doubles/office-js.ts, no network):
 * serialized requests and responses under 4,000,000 bytes (Excel on the web refuses 5 MB: "Resource limits and
 * performance optimization for Office Add-ins"), and no undo-unsafe call in a grouped run ("Undo capabilities
 * with the Excel JavaScript API"). The 3,000-player size is `npm run audit:excel` (minutes, not a unit test).
 */
describe('the add-in as Excel receives it, 60 players x 5 rounds', () => {
  it('every command done; largest request and response under 4 MB; 0 undo-unsafe calls in grouped runs', async () => {
    const result = await audit(60, 5);
    console.info(summaryLine(result));
    for (const row of result.rows) expect([row.command, row.outcome]).toEqual([row.command, 'done']);
    expect(result.request).toBeLessThan(AUDIT_LIMIT_BYTES);
    expect(result.response).toBeLessThan(AUDIT_LIMIT_BYTES);
    expect(result.undoUnsafe).toBe(0);
    // the Log grows by a round: pairing round 5 sends no more than pairing round 2 did, give or take a line
    const pairs = result.rows.filter((r) => /^pair round \d+$/.test(r.command)).map((r) => r.request);
    expect(pairs[4]!).toBeLessThan(pairs[1]! * 1.1);
  });
});
