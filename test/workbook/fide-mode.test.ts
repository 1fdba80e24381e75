import {
  FIDE_MODE_ON,
  FideModeError,
  LEAVE_CONSEQUENCE,
  confirmLeave,
  leaveComment,
  reenter,
  requestLeave,
  sheetMark,
} from '../../src/workbook/fide-mode';
import { compareWithEngine, manualPairingWarnings } from '../../src/workbook/manual-pairing';
import { pairDutch } from '../../src/engine/systems/dutch';
import { buildTournament } from '../support/tournament-builder';

describe('FIDE mode (checklist Q43-Q46)', () => {
  test('leaving takes two steps, states the consequence, is recorded with its round and is final', () => {
    const request = requestLeave(FIDE_MODE_ON, 3, 'forbidden pair added after round 1');
    expect(request.consequence).toBe(LEAVE_CONSEQUENCE);
    expect(sheetMark(FIDE_MODE_ON)).toBeNull(); // step 1 alone changes nothing
    const left = confirmLeave(FIDE_MODE_ON, request);
    expect(left.on).toBe(false);
    expect(leaveComment(left)).toBe('### FIDE mode left @ Round 3: forbidden pair added after round 1');
    expect(sheetMark(left)).toBe('NOT IN FIDE MODE');
    expect(() => reenter(left)).toThrow(FideModeError);
    expect(() => requestLeave(left, 4, 'again')).toThrow(FideModeError);
    expect(() => requestLeave(FIDE_MODE_ON, 2, ' ')).toThrow(/reason/);
  });
});

describe('manual pairing phase (Q66-Q69)', () => {
  // 6 players after round 2: 1 had White twice, 2 Black twice; 5 had the PAB in round 1
  const t = buildTournament(['3w1 4w1', '4b0 3b0', '1b0 2w1', '2w1 1b0', 'U 6w1', '. 5b0'], { totalRounds: 5 });

  test('Level 3: a rematch, a third White, a PAB to a player who had one; Level 2: both against their colours', () => {
    const w = manualPairingWarnings(
      t,
      3,
      [
        { white: 1, black: 3 },
        { white: 4, black: 2 },
        { white: 6, black: 5 },
      ],
      5,
    );
    expect(w).toEqual(
      expect.arrayContaining([
        { level: 3, message: '1-3: the players already played each other in round 1 (C.04.1 Art. 2)' },
        { level: 3, message: '1-3: player 1 would get White a third time in a row' },
        { level: 3, message: expect.stringMatching(/^PAB: player 5 has already had a pairing-allocated bye/) },
      ]),
    );
    const both = manualPairingWarnings(t, 3, [{ white: 1, black: 2 }], null);
    expect(both).toEqual(
      expect.arrayContaining([
        { level: 2, message: '1-2: both players get the colour opposite to the one they expect' },
      ]),
    );
  });

  test("on closing the phase: the differences from the engine's round and the MPA line", () => {
    const engine = pairDutch(t, 3);
    expect(compareWithEngine(3, { boards: engine.boards, pab: engine.pab }, engine)).toEqual({
      same: true,
      differences: [],
      comment: null,
    });
    const swapped = engine.boards.map((b, i) => (i === 0 ? { white: b.black, black: b.white } : b));
    const c = compareWithEngine(3, { boards: swapped, pab: engine.pab }, engine);
    expect(c.same).toBe(false);
    expect(c.differences).toHaveLength(2);
    expect(c.comment).toMatch(
      /^### MPA @ Round 3: manual \d+-\d+ is not in the engine's pairing; engine \d+-\d+ is missing$/,
    );
  });
});
