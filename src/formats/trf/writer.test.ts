import { STANDARD_SCORING, type Player, type Tournament } from '../../engine/model';
import { player } from '../../../test/trf/lines';
import { readTrf, writeTrf } from './index';

function tournament(over: Partial<Tournament> = {}): Tournament {
  const players: Player[] = [
    {
      id: 1,
      name: 'Alpha, Ann',
      sex: 'w',
      title: 'WGM',
      rating: 2301,
      federation: 'TUR',
      fideId: '12345678',
      birthDate: '1990/01/02',
      rounds: [
        { opponent: 2, colour: 'w', result: '1' },
        { opponent: 0, colour: null, result: 'H' },
      ],
    },
    {
      id: 2,
      name: 'Beta, Bob',
      sex: 'm',
      title: '',
      rating: 0,
      federation: '',
      fideId: '',
      birthDate: '',
      rounds: [
        { opponent: 1, colour: 'b', result: '0' },
        { opponent: 3, colour: 'w', result: '+' },
      ],
    },
    {
      id: 3,
      name: 'Gamma, Ceyda',
      sex: '',
      title: 'GM',
      rating: 2500,
      federation: 'AZE',
      fideId: '1',
      birthDate: '2001',
      rounds: [
        { opponent: 0, colour: null, result: 'U' },
        { opponent: 2, colour: 'b', result: '-' },
      ],
    },
  ];
  return {
    info: { name: 'Writer test' },
    totalRounds: 5,
    initialColour: 'w',
    scoring: STANDARD_SCORING,
    system: 'dutch',
    players,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
    ...over,
  };
}

function lines(text: string): string[] {
  return text.split('\r\n').filter((l) => l !== '');
}

function cols(line: string, from: number, to: number): string {
  return Array.from(line)
    .slice(from - 1, to)
    .join('');
}

describe('writeTrf: player records (trf.md §3)', () => {
  const out = lines(writeTrf(tournament()));
  const p1 = out.find((l) => l.startsWith('001    1'))!;
  const p2 = out.find((l) => l.startsWith('001    2'))!;

  it('puts every field at its columns', () => {
    expect(cols(p1, 1, 3)).toBe('001');
    expect(cols(p1, 5, 8)).toBe('   1');
    expect(cols(p1, 10, 10)).toBe('w');
    expect(cols(p1, 11, 13)).toBe('WGM');
    expect(cols(p1, 15, 47)).toBe('Alpha, Ann'.padEnd(33));
    expect(cols(p1, 49, 52)).toBe('2301');
    expect(cols(p1, 54, 56)).toBe('TUR');
    expect(cols(p1, 58, 68)).toBe('   12345678');
    expect(cols(p1, 70, 79)).toBe('1990/01/02');
    expect(cols(p1, 81, 84)).toBe(' 1.5');
    expect(cols(p1, 92, 99)).toBe('   2 w 1');
    expect(cols(p1, 102, 109)).toBe('0000 - H');
    expect(cols(p2, 49, 52)).toBe('    '); // unrated: blank, not 0
    expect(cols(p2, 102, 109)).toBe('   3 w +');
  });

  it('writes the points from the results under the scoring system, %4.1f right-aligned', () => {
    const t = tournament({
      scoring: { ...STANDARD_SCORING, win: 3, forfeitWin: 3, fullBye: 3, pab: 3, draw: 1, halfBye: 1 },
    });
    const out3 = lines(writeTrf(t));
    expect(
      cols(
        out3.find((l) => l.startsWith('001    1'))!,
        81,
        84,
      ),
    ).toBe(' 4.0');
    expect(
      cols(
        out3.find((l) => l.startsWith('001    2'))!,
        81,
        84,
      ),
    ).toBe(' 3.0');
    const big = tournament({
      players: [
        {
          ...tournament().players[0],
          rounds: Array.from({ length: 11 }, () => ({ opponent: 0, colour: null, result: 'F' as const })),
        },
      ],
    });
    expect(
      cols(
        lines(writeTrf(big)).find((l) => l.startsWith('001'))!,
        81,
        84,
      ),
    ).toBe('11.0');
  });

  it('writes the rank when known and keeps UTF-8 names, columns counted in characters', () => {
    const t = tournament({ players: [{ ...tournament().players[0], name: 'Şükrü, Ömer 𝄞', recordedRank: 12 }] });
    const line = lines(writeTrf(t)).find((l) => l.startsWith('001'))!;
    expect(cols(line, 15, 47).trimEnd()).toBe('Şükrü, Ömer 𝄞');
    expect(cols(line, 86, 89)).toBe('  12');
    expect(cols(line, 92, 99)).toBe('   2 w 1');
  });

  it('right-trims every line and ends lines with CRLF by default, LF on request', () => {
    const text = writeTrf(tournament());
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => l === l.trimEnd())).toBe(true);
    expect(writeTrf(tournament(), { lineEnding: '\n' })).not.toContain('\r');
  });
});

describe('writeTrf: header records', () => {
  it('writes TRF26 by default: 142, 152, 192 and no 162 for standard scoring', () => {
    const out = lines(writeTrf(tournament()));
    expect(out.filter((l) => !l.startsWith('001'))).toEqual([
      '012 Writer test',
      '062 3',
      '072 2',
      '142 5',
      '152 W',
      '192 FIDE_DUTCH_2026',
    ]);
  });

  it("writes 162 only for non-standard scoring, in the table's columns", () => {
    const out = lines(
      writeTrf(
        tournament({
          scoring: { ...STANDARD_SCORING, win: 3, forfeitWin: 3, fullBye: 3, pab: 3, draw: 1, halfBye: 1 },
        }),
      ),
    );
    expect(out).toContain('162  W 3.0    D 1.0');
  });

  it('writes 202, 240, 250, 260 where they apply', () => {
    const t = tournament({
      tiebreaks: ['BH/C1', 'SB'],
      byeRequests: [
        { round: 3, id: 2, kind: 'H' },
        { round: 3, id: 1, kind: 'H' },
        { round: 3, id: 3, kind: 'Z' },
      ],
      acceleration: new Map([
        [1, [1, 1, 0.5, 0, 0]],
        [2, [1, 1, 0.5, 0, 0]],
      ]),
      forbiddenPairs: [{ ids: [1, 3], firstRound: 2, lastRound: 4 }],
    });
    const out = lines(writeTrf(t));
    expect(out).toEqual(
      expect.arrayContaining([
        '202 BH/C1,SB',
        '240 H 003    1    2',
        '240 Z 003    3',
        '250       1.0 001 002 0001 0002',
        '250       0.5 003 003 0001 0002',
        '260 002 004    1    3',
      ]),
    );
  });

  it('TRF16 omits every record from 142 on and the comments', () => {
    const t = tournament({ tiebreaks: ['BH'], system: 'lim', byeRequests: [{ round: 3, id: 1, kind: 'H' }] });
    const out = lines(writeTrf(t, { format: 'trf16' }));
    expect(out.filter((l) => /^(1[4-9]2|2\d\d|###)/.test(l))).toEqual([]);
    expect(out[0]).toBe('012 Writer test');
  });

  it('writes the Lim system as CUSTOM_SWISS with a comment naming C.04.4.3, and reads it back', () => {
    const text = writeTrf(tournament({ system: 'lim' }));
    expect(lines(text)).toEqual(
      expect.arrayContaining(['192 CUSTOM_SWISS', expect.stringMatching(/^###.*C\.04\.4\.3/)]),
    );
    expect(readTrf(text).tournament!.system).toBe('lim');
  });

  it('engine dialect adds XXR, XXC, XXA (fixture layout) and XXP', () => {
    const t = tournament({
      acceleration: new Map([[1, [1, 0.5]]]),
      forbiddenPairs: [{ ids: [1, 3] }],
      byeRequests: [{ round: 3, id: 3, kind: 'Z' }],
    });
    const out = lines(writeTrf(t, { format: 'trf16', engineDialect: true }));
    expect(out).toEqual(expect.arrayContaining(['XXR 5', 'XXC white1', 'XXA    1  1.0  0.5', 'XXP 1 3', 'XXZ 3']));
    const xxa = out.find((l) => l.startsWith('XXA'))!;
    expect(cols(xxa, 5, 8)).toBe('   1');
    expect(cols(xxa, 10, 13)).toBe(' 1.0');
    expect(cols(xxa, 15, 18)).toBe(' 0.5');
  });

  it('engine dialect writes XXS for scoring that 162 cannot express', () => {
    const t = tournament({ scoring: { ...STANDARD_SCORING, forfeitWin: 0.5 } });
    const text = writeTrf(t, { engineDialect: true });
    expect(text).toContain('XXS ');
    expect(readTrf(text).tournament!.scoring).toEqual(t.scoring);
  });
});

describe('writeTrf -> readTrf', () => {
  it('gives back the same model for a tournament built in memory (TRF26, TRF26 + engine, TRF16 + engine)', () => {
    const t = tournament({
      info: {
        name: 'Round trip',
        city: 'İzmir',
        federation: 'TUR',
        startDate: '2026/06/01',
        endDate: '2026/06/09',
        chiefArbiter: 'Chief',
        deputyArbiters: ['D1', 'D2'],
        timeControl: '90+30',
        typeText: 'Swiss',
        roundDates: ['2026/06/01', '', '2026/06/03'],
      },
      tiebreaks: ['BH-C1', 'SB'],
      scoring: { ...STANDARD_SCORING, win: 3, forfeitWin: 3, fullBye: 3, pab: 3, draw: 1, halfBye: 1 },
      byeRequests: [
        { round: 3, id: 1, kind: 'H' },
        { round: 3, id: 2, kind: 'F' },
      ],
      acceleration: new Map([
        [1, [1, 1, 0.5, 0, 0]],
        [2, [1, 1, 0.5, 0, 0]],
      ]),
      forbiddenPairs: [{ ids: [1, 3], firstRound: 2, lastRound: 4 }],
    });
    for (const options of [{}, { engineDialect: true }] as const) {
      const r = readTrf(writeTrf(t, options));
      expect(r.problems).toEqual([]);
      const { source: _source, ...model } = r.tournament!;
      // the points field comes back: 3 + 1 (win, H), 0 + 3 (loss, forfeit win), 3 + 0 (PAB, forfeit loss)
      const recordedPoints = [4, 3, 3];
      expect(model).toEqual({
        ...t,
        info: { ...t.info, typeCode: 'FIDE_DUTCH_2026' },
        players: t.players.map((p, i) => ({ ...p, recordedPoints: recordedPoints[i] })),
      });
    }
    const r16 = readTrf(
      writeTrf(
        { ...t, byeRequests: [], forbiddenPairs: [{ ids: [1, 3] }], scoring: STANDARD_SCORING },
        { format: 'trf16', engineDialect: true },
      ),
    );
    expect(r16.problems).toEqual([]);
    expect(r16.tournament!.acceleration).toEqual(t.acceleration);
    expect(r16.tournament!.forbiddenPairs).toEqual([{ ids: [1, 3] }]);
  });

  it('rewrites the source layout: same records in the same order, unknown lines kept, added data before the players', () => {
    const text = [
      '012 Layout',
      'ZZZ something unknown',
      'XXR 4',
      '092 FIDE_BURSTEIN',
      '082 0',
      player(1, '1.0', ['   2 w 1']),
      player(2, '0.0', ['   1 b 0']),
      '',
    ].join('\n');
    const r = readTrf(text);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(writeTrf(r.tournament!, { format: 'trf16', lineEnding: '\n' })).toBe(text);
    // new data the source had no record for: XXA goes in, before the players
    const t = { ...r.tournament!, acceleration: new Map([[1, [1]]]) };
    const out = writeTrf(t, { format: 'trf16', lineEnding: '\n' }).split('\n');
    expect(out.indexOf('XXA    1  1.0')).toBe(out.findIndex((l) => l.startsWith('001')) - 1);
    // the inferred initial colour is not written back; a changed one is
    expect(r.tournament!.initialColour).toBe('w');
    expect(writeTrf({ ...r.tournament!, initialColour: 'b' }, { format: 'trf16', lineEnding: '\n' })).toContain(
      'XXC black1\n',
    );
  });

  it('carries the lines it does not understand into another format when that format allows them', () => {
    const text = ['012 Carry', '### a comment', '082 0', 'ZZZ unknown', '222 5400+30', player(1, '0.0', []), ''].join(
      '\n',
    );
    const t = readTrf(text).tournament!;
    const to16 = writeTrf(t, { format: 'trf16', lineEnding: '\n' }).split('\n');
    expect(to16).toEqual(expect.arrayContaining(['082 0', 'ZZZ unknown']));
    expect(to16.filter((l) => l.startsWith('###') || l.startsWith('222'))).toEqual([]);
    expect(to16.indexOf('ZZZ unknown')).toBeLessThan(to16.findIndex((l) => l.startsWith('001')));
  });
});
