import * as path from 'path';
import { arbiter, openBook, roundBoards, sheet, tempDir, typeCells, typePlayers } from '../workbook-rr/support';

/**
 * Issue #18 point 7 from the command line: a contradiction the rules allow is a warning at its cell, and the
 * arbiter sees it. `arbiter standings` printed the table and nothing of the workbook's warnings, so a requested
 * bye for a round the player had played went unnoticed.
 */
describe("arbiter standings prints the workbook's warnings at their cells", () => {
  it('a requested bye for a round the player played: Players!L2, on stderr, and the standings are still written', async () => {
    const book = path.join(tempDir('arbiter-warn-'), 'open.xlsx');
    expect((await arbiter('new', book)).code).toBe(0);
    await typeCells(book, 'Settings', { B2: 'Warnings', B11: 3, B13: 'white' });
    await typePlayers(
      book,
      'Players',
      Array.from({ length: 4 }, (_, i) => ({ no: i + 1, name: `Player ${i + 1}`, rating: 2200 - 50 * i })),
    );
    expect((await arbiter('pair', book)).code).toBe(0);
    const boards = roundBoards(sheet(await openBook(book), 'Round 1'));
    await typeCells(book, 'Round 1', Object.fromEntries(boards.map((b) => [b.resultCell, '1-0'])));
    const quiet = await arbiter('standings', book);
    expect([quiet.code, quiet.stderr]).toEqual([0, '']);
    await typeCells(book, 'Players', { L2: '1H' });
    const run = await arbiter('standings', book);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('standings after round 1');
    expect(run.stderr).toMatch(
      /^arbiter: open\.xlsx: Players!L2: warning: player 1 asked for a bye \(1H\) in round 1 but is paired in it/,
    );
  });
});
