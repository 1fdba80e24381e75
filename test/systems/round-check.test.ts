import { truncateBeforeRound, type Tournament } from '../../src/engine/model';
import type { Board } from '../../src/engine/pairing';
import { SYSTEMS } from '../../src/engine/systems';
import { checkRounds, formatDifference, recordedPairing } from '../../src/engine/systems/round-check';
import { readTrf } from '../../src/formats/trf';
import { readFixture } from '../support/shared';

// The re-check's two ways of comparing a round with the record (round-check.ts): the whole difference, or up to
// the first pair the engine decides differently (CheckOptions.firstDifference).
const t = readTrf(readFixture('dutch', 'dutch-0001-p7-r5.trf')).tournament!;
const pair = SYSTEMS.dutch!;
const pairKey = (b: Board) => `${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`;

/** Round 2 with the PAB and a player of the first board exchanged: he gets the PAB, the PAB's player his game. */
function byeMoved(): { edited: Tournament; moved: number; bye: number } {
  const rec = recordedPairing(t, 2);
  const bye = rec.pab!;
  const { white: moved, black: opponent } = rec.boards[0]!;
  const players = t.players.map((p) => {
    const rounds = [...p.rounds];
    const e = rounds[1]!;
    if (p.id === moved) rounds[1] = { ...e, opponent: 0, colour: null, result: 'U' };
    else if (p.id === bye) rounds[1] = { opponent, colour: 'w', result: '1' };
    else if (p.id === opponent) rounds[1] = { ...e, opponent: bye, result: '0' };
    return { ...p, rounds };
  });
  return { edited: { ...t, players }, moved, bye };
}

describe('checkRounds', () => {
  test('the reference file: no difference either way', () => {
    expect(checkRounds(t, pair).differences).toEqual([]);
    expect(checkRounds(t, pair, undefined, { firstDifference: true }).differences).toEqual([]);
  });

  test('up to the first difference: a board of the whole pairing the record lacks, and what the record gives its players', () => {
    const { edited, moved } = byeMoved();
    const whole = pair(truncateBeforeRound(edited, 2), 2);
    const record = recordedPairing(edited, 2);
    expect(record.pab).toBe(moved);
    const [d] = checkRounds(edited, pair, [2], { firstDifference: true }).differences;
    expect(d).toMatchObject({ round: 2, firstOnly: true, enginePab: null });
    expect(d!.engineOnly).toHaveLength(1);
    const board = d!.engineOnly[0]!;
    expect(whole.boards).toContainEqual(board);
    expect(record.boards.map(pairKey)).not.toContain(pairKey(board));
    const players = [board.white, board.black];
    expect(d!.recordOnly).toEqual(record.boards.filter((b) => players.includes(b.white) || players.includes(b.black)));
    // the top player's pair is decided first, and he is the one the record moved to the PAB
    expect(players).toContain(moved);
    expect(d!.recordPab).toBe(moved);
    const text = formatDifference(d!);
    expect(text).toMatch(
      /^round 2: first difference: engine \d+-\d+ vs recorded [\d -]+(; bye recorded \d+)?; the rest of the round not compared$/,
    );
    expect(text).toContain(`; bye recorded ${moved};`);
  });

  test('the whole difference: every board each side has alone, and both byes', () => {
    const { edited, moved } = byeMoved();
    const whole = pair(truncateBeforeRound(edited, 2), 2);
    const [d] = checkRounds(edited, pair, [2]).differences;
    expect(d!.firstOnly).toBeUndefined();
    expect(d!.recordPab).toBe(moved);
    expect(d!.enginePab).toBe(whole.pab);
    expect(formatDifference(d!)).toMatch(/^round 2: engine .* vs recorded .*; bye engine \d+ vs recorded \d+$/);
  });
});
