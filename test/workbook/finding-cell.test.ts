import { findingCell } from '../../src/workbook/commands/manual-pairing';
import type { RoundSheetRead } from '../../src/workbook/round-sheet';

// One placement for a finding on a round sheet, used by the manual phase and by `check` (they had one each).
const read: RoundSheetRead = {
  round: 3,
  date: '',
  boards: [
    { board: 1, white: 4, black: 7, result: null, row: 2, resultCell: 'F3' },
    { board: 2, white: 1, black: 5, result: null, row: 3, resultCell: 'F4' },
  ],
  byes: [
    { id: 6, kind: 'H', row: 5, cell: 'B6' },
    { id: 9, kind: 'U', row: 6, cell: 'B7' },
  ],
  problems: [],
};

describe('findingCell', () => {
  test("on a board: White's number cell, Black's, or the board's first cell", () => {
    expect(findingCell({ code: 'rematch', level: 3, message: '', board: 1, player: 1 }, read)).toBe('B4');
    expect(findingCell({ code: 'rematch', level: 3, message: '', board: 1, player: 5 }, read)).toBe('J4');
    expect(findingCell({ code: 'rematch', level: 3, message: '', board: 0 }, read)).toBe('A3');
  });

  test("off the boards: the player's own bye row, else the PAB's; nothing when the sheet has no PAB", () => {
    expect(findingCell({ code: 'pab-ineligible', level: 3, message: '', player: 6 }, read)).toBe('B6');
    expect(findingCell({ code: 'pab-ineligible', level: 3, message: '', player: 9 }, read)).toBe('B7');
    expect(findingCell({ code: 'pab-ineligible', level: 3, message: '' }, read)).toBe('B7');
    expect(findingCell({ code: 'pab-ineligible', level: 3, message: '' }, { ...read, byes: [] })).toBeUndefined();
  });
});
