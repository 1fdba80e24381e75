import type { Colour } from '../../src/engine/model';
import { readTrf } from '../../src/formats/trf';
import { recheckImportedRounds } from '../../src/workbook/importRecheck';
import { readFixture } from '../support/shared';

// Checklist Q54 (hard fail) and Q55: every imported round re-paired and compared; a non-complying round gets a
// Level-3 warning and a `### Import @ Round n: ...` line.
describe('re-checking an imported TRF', () => {
  const t = readTrf(readFixture('dutch', 'dutch-0001-p7-r5.trf')).tournament!;

  test('a file of the reference program: every round complies', () => {
    expect(recheckImportedRounds(t)).toEqual({ checked: 5, warnings: [], comments: [] });
  });

  test('round 2 with one game\'s colours swapped: one warning and one ### Import line', () => {
    const game = t.players.find((p) => p.rounds[1]?.opponent)!;
    const opp = game.rounds[1]!.opponent;
    const flip = (c: Colour | null): Colour | null => (c === 'w' ? 'b' : c === 'b' ? 'w' : c);
    const edited = {
      ...t,
      players: t.players.map((p) => (p.id === game.id || p.id === opp
        ? { ...p, rounds: p.rounds.map((e, i) => (i === 1 && e ? { ...e, colour: flip(e.colour) } : e)) }
        : p)),
    };
    const r = recheckImportedRounds(edited);
    expect(r.warnings.filter((w) => w.startsWith('round 2 '))).toHaveLength(1);
    expect(r.comments[0]).toMatch(/^### Import @ Round 2: engine .* vs recorded /);
  });
});
