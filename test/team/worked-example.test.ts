import { STANDARD_SCORING, type Player, type RoundEntry } from '../../src/engine/model';
import { pairTeamSwiss } from '../../src/engine/systems/team-swiss';
import type { TeamTournament } from '../../src/engine/team/model';

/**
 * team.md §4.12, the worked example of [C7] and [C10]: 8 teams, 7 rounds, Type A, round 3. After two rounds 1, 2, 3
 * have 4 MP, 6 and 8 have 2, 4, 5, 7 have 0; 2, 3, 4, 5 floated in round 2; 3-6 already met. One board per team
 * and alternating colours, so nobody has a colour preference and only the float criteria decide.
 */
function example(): TeamTournament {
  // [white, black, result of white]: R1 1-5 1-0, 7-2 0-1, 3-6 1-0, 4-8 0-1; R2 8-1 0-1, 2-4 1-0, 5-3 0-1, 6-7 1-0
  const rounds: [number, number, '1' | '0'][][] = [
    [
      [1, 5, '1'],
      [7, 2, '0'],
      [3, 6, '1'],
      [4, 8, '0'],
    ],
    [
      [8, 1, '0'],
      [2, 4, '1'],
      [5, 3, '0'],
      [6, 7, '1'],
    ],
  ];
  const entries = new Map<number, RoundEntry[]>();
  for (const list of rounds) {
    for (const [w, b, r] of list) {
      entries.set(w, [...(entries.get(w) ?? []), { opponent: b, colour: 'w', result: r }]);
      entries.set(b, [...(entries.get(b) ?? []), { opponent: w, colour: 'b', result: r === '1' ? '0' : '1' }]);
    }
  }
  const players: Player[] = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    sex: '',
    title: '',
    rating: 0,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: entries.get(i + 1)!,
  }));
  return {
    name: 'worked example 4.12',
    settings: {
      system: 'team-swiss',
      boards: 1,
      boardPattern: ['w'],
      matchPoints: { win: 2, draw: 1, loss: 0 },
      gameScoring: STANDARD_SCORING,
      pab: { mp: 1, gp: 0.5 },
      primary: 'MP',
      secondaryForColour: true,
      colourType: 'A',
      initialColour: 'w',
      totalRounds: 7,
      typeCode: 'FIDE_TEAM',
    },
    teams: Array.from({ length: 8 }, (_, i) => ({ tpn: i + 1, name: `T${i + 1}`, shortName: '', members: [i + 1] })),
    players,
    lineUps: [],
    pabTeams: [],
    matchForfeits: [],
    byes: [],
    tiebreaks: [],
  };
}

describe('team.md §4.12: [C7] and [C10]', () => {
  it('round 3 pairs 1-6, 2-3, 8-7, 4-5 for the reasons the text gives', () => {
    const p = pairTeamSwiss(example(), 3);
    expect(p.matches.map((m) => [m.white, m.black].sort((a, b) => a - b))).toEqual(
      expect.arrayContaining([
        [1, 6],
        [2, 3],
        [7, 8],
        [4, 5],
      ]),
    );
    expect(p.matches).toHaveLength(4);
    const [top, eight, last] = p.brackets;
    // {6} is the first set of profile (2) and 6 did not float; [C6] holds (8 can take 5 or 7)
    expect(top).toMatchObject({ residents: [1, 2, 3], upfloaters: [6], c6ok: true, c7: 0, setIndex: 0 });
    // 1 2 3 6 (1-3, 2-6) would put the upfloater 6 against 2, a floater of round 2: [C10] = 1; 1 2 6 3 costs 0
    expect(top.identifier).toEqual([1, 2, 6, 3]);
    expect(top.costs).toEqual({ c8: 0, c9: 0, c10: 0 });
    // 8 alone: 4 already met, 5 floated in round 2, 7 did not: [C7] takes 7
    expect(eight).toMatchObject({ residents: [8], upfloaters: [7], c7: 0 });
    expect(last).toMatchObject({ residents: [4, 5], upfloaters: [] });
  });

  it('in the last two rounds [C7] and [C10] are off: the first identifier stands', () => {
    const t = example();
    const p = pairTeamSwiss({ ...t, settings: { ...t.settings, totalRounds: 4 } }, 3);
    expect(p.brackets[0].identifier).toEqual([1, 2, 3, 6]);
    expect(p.brackets[1].upfloaters).toEqual([5]);
  });
});
