import { STANDARD_SCORING } from '../../engine/model';
import { place, player, trf } from '../../../test/trf/lines';
import { readTrf, type TrfProblem } from './index';

function only(problems: TrfProblem[], severity: 'error' | 'warning'): TrfProblem[] {
  return problems.filter((p) => p.severity === severity);
}

/** A consistent 4-player, 2-round tournament used as a base (round 1: 1-3, 2-4; round 2: 1-2, 3 PAB, 4 Z). */
const BASE = [
  '012 Base',
  'XXR 3',
  'XXC white1',
  player(1, '1.5', ['   3 w 1', '   2 b =']),
  player(2, '1.5', ['   4 b 1', '   1 w =']),
  player(3, '1.0', ['   1 b 0', '0000 - U']),
  player(4, '0.0', ['   2 w 0', '0000 - Z']),
];

describe('readTrf: records onto the model', () => {
  it('reads the base tournament without problems', () => {
    const r = readTrf(trf(...BASE));
    expect(r.problems).toEqual([]);
    expect(r.format).toBe('trf16');
    const t = r.tournament!;
    expect(t.info.name).toBe('Base');
    expect(t.totalRounds).toBe(3);
    expect(t.initialColour).toBe('w');
    expect(t.system).toBe('dutch');
    expect(t.scoring).toEqual(STANDARD_SCORING);
    expect(t.players.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(t.players[0].rounds).toEqual([
      { opponent: 3, colour: 'w', result: '1' },
      { opponent: 2, colour: 'b', result: '=' },
    ]);
    expect(t.players[2].rounds[1]).toEqual({ opponent: 0, colour: null, result: 'U' });
    expect(t.players[0].recordedPoints).toBe(1.5);
    expect(t.source).toEqual({
      format: 'trf16',
      dialect: 'engine',
      records: [{ code: '012' }, { code: 'XXR' }, { code: 'XXC' }, { code: '001' }],
    });
  });

  it('reads the static player fields at their columns, in characters not bytes', () => {
    // the spec's annotated example (trf.md §3) with a Turkish name and an astral-plane character
    const line = place([
      [1, '001'],
      [5, '   3'],
      [10, 'm'],
      [11, 'IM'],
      [15, 'Yılmaz, Ayşe 𝄞'],
      [49, '2431'],
      [54, 'TUR'],
      [58, '   34512345'],
      [70, '1995/04/12'],
      [81, ' 0.0'],
      [86, '   4'],
    ]);
    const t = readTrf(trf('012 x', line)).tournament!;
    expect(t.players[0]).toEqual({
      id: 3,
      sex: 'm',
      title: 'IM',
      name: 'Yılmaz, Ayşe 𝄞',
      rating: 2431,
      federation: 'TUR',
      fideId: '34512345',
      birthDate: '1995/04/12',
      recordedPoints: 0,
      recordedRank: 4,
      rounds: [],
    });
  });

  it.each([
    ['g', 'GM'],
    ['m', 'IM'],
    ['f', 'FM'],
    ['c', 'CM'],
    ['wg', 'WGM'],
    ['wm', 'WIM'],
    ['wf', 'WFM'],
    ['wc', 'WCM'],
    ['WGM', 'WGM'],
    ['cm', 'CM'],
    ['', ''],
  ])('title "%s" reads as "%s"', (text, title) => {
    const line = place([
      [1, '001'],
      [5, '   1'],
      [11, text.padStart(3)],
      [15, 'A'],
      [81, ' 0.0'],
    ]);
    expect(readTrf(trf(line)).tournament!.players[0].title).toBe(title);
  });

  it('reads every header record into info', () => {
    const text = trf(
      '012 Open',
      '022 Ankara',
      '032 TUR',
      '042 2026/06/01',
      '052 2026/06/07',
      '062 1',
      '072 1',
      '092 Individual: Swiss-System',
      '102 Chief, A',
      '112 Deputy, B',
      '112 Deputy, C',
      '122 90+30',
      place([
        [1, '132'],
        [92, '26/06/01'],
        [102, '26/06/02'],
      ]),
      player(1, '0.0', []),
    );
    const t = readTrf(text).tournament!;
    expect(t.info).toEqual({
      name: 'Open',
      city: 'Ankara',
      federation: 'TUR',
      startDate: '2026/06/01',
      endDate: '2026/06/07',
      typeText: 'Individual: Swiss-System',
      chiefArbiter: 'Chief, A',
      deputyArbiters: ['Deputy, B', 'Deputy, C'],
      timeControl: '90+30',
      roundDates: ['2026/06/01', '2026/06/02'],
    });
  });

  it('reads the TRF26 records 142, 152, 162, 192, 202, 240, 250, 260 and marks the format', () => {
    const text = trf(
      '012 T',
      '142 9',
      '152 B',
      '162  W 3.0    D 1.0',
      '192 FIDE_BURSTEIN',
      '202 BH/C1,SB',
      '240 H 003  002  004',
      '240 Z 003    1',
      '250       1.0 001 002 0001 0002',
      '250       0.5 003 003 0001 0002',
      '260 001 009    1    2    3',
      player(1, '3.0', ['   2 w 1']),
      player(2, '0.0', ['   1 b 0']),
      player(3, '0.0', []),
      player(4, '0.0', []),
    );
    const r = readTrf(text);
    expect(only(r.problems, 'error')).toEqual([]);
    expect(r.format).toBe('trf26');
    const t = r.tournament!;
    expect(t.totalRounds).toBe(9);
    expect(t.initialColour).toBe('b');
    expect(t.scoring).toEqual({ ...STANDARD_SCORING, win: 3, draw: 1, halfBye: 1, fullBye: 3, pab: 3, forfeitWin: 3 });
    expect(t.system).toBe('burstein');
    expect(t.info.typeCode).toBe('FIDE_BURSTEIN');
    expect(t.tiebreaks).toEqual(['BH-C1', 'SB']); // our form (tiebreak-codes.ts)
    expect(t.byeRequests).toEqual([
      { round: 3, id: 1, kind: 'Z' },
      { round: 3, id: 2, kind: 'H' },
      { round: 3, id: 4, kind: 'H' },
    ]);
    expect([...t.acceleration.entries()]).toEqual([
      [1, [1, 1, 0.5, 0, 0, 0, 0, 0, 0]],
      [2, [1, 1, 0.5, 0, 0, 0, 0, 0, 0]],
    ]);
    expect(t.forbiddenPairs).toEqual([{ ids: [1, 2, 3], firstRound: 1, lastRound: 9 }]);
  });

  it('reads the engine lines XXR, XXC, XXS, XXA, XXP, XXZ and BB?', () => {
    const text = trf(
      '012 T',
      'XXR 5',
      'XXC black1',
      'XXS W=2 D=1 PAB=1',
      'XXA    1  1.0  1.0  0.0',
      'XXP 1 3',
      'XXZ 4',
      'BBL  0.5',
      player(1, '2.0', ['   2 w 1']),
      player(2, '0.5', ['   1 b 0']),
      player(3, '1.0', ['0000 - U']),
      player(4, '0.0', []),
    );
    const r = readTrf(text);
    expect(r.problems).toEqual([]);
    const t = r.tournament!;
    expect(t.totalRounds).toBe(5);
    expect(t.initialColour).toBe('b');
    expect(t.scoring).toEqual({
      ...STANDARD_SCORING,
      win: 2,
      draw: 1,
      loss: 0.5,
      halfBye: 1,
      fullBye: 2,
      forfeitWin: 2,
      pab: 1,
    });
    expect(t.acceleration.get(1)).toEqual([1, 1, 0]);
    expect(t.forbiddenPairs).toEqual([{ ids: [1, 3] }]);
    // XXZ: the round after the last paired round
    expect(t.byeRequests).toEqual([{ round: 2, id: 4, kind: 'Z' }]);
    expect(t.source?.dialect).toBe('engine');
  });

  it.each([
    ['192 FIDE_DUTCH_2025', 'dutch'],
    ['192 FIDE_DUTCH_2026_BAKU', 'dutch'],
    ['192 FIDE_DUBOV', 'dubov'],
    ['192 BERGER_ROUNDROBIN', 'round-robin'],
    ['192 FIDE_DOUBLEROUNDROBIN', 'double-round-robin'],
    ['092 FIDE_BURSTEIN', 'burstein'],
    ['092 FIDE_DUTCH_2025', 'dutch'],
    ['092 Individual: Round-Robin', 'round-robin'],
    ['092 Individual: Swiss-System', 'dutch'],
  ])('%s selects the %s system', (record, system) => {
    expect(readTrf(trf('012 T', record, player(1, '0.0', []))).tournament!.system).toBe(system);
  });

  it('reads CUSTOM_SWISS with the C.04.4.3 comment as the Lim system', () => {
    const t = readTrf(
      trf('012 T', '192 CUSTOM_SWISS', '### Pairing system: Lim, C.04.4.3 (2026)', player(1, '0.0', [])),
    ).tournament!;
    expect(t.system).toBe('lim');
  });

  it('warns about a 192 code it cannot pair and assumes Dutch', () => {
    const r = readTrf(trf('012 T', '192 FIDE_TEAM', player(1, '0.0', [])));
    expect(r.tournament!.system).toBe('dutch');
    expect(r.problems).toEqual([expect.objectContaining({ line: 2, column: 5, severity: 'warning' })]);
    expect(r.problems[0].message).toContain('FIDE_TEAM');
  });

  it('accepts CR, LF and CRLF line ends, comments and unknown records', () => {
    for (const eol of ['\r', '\n', '\r\n']) {
      const r = readTrf(
        ['### ruler', '012 T', 'ZZZ unknown record', 'TUR    1 national rating line', ...BASE.slice(1)].join(eol),
      );
      expect(r.problems).toEqual([]);
      expect(r.format).toBe('trf26');
      expect(r.tournament!.players).toHaveLength(4);
    }
  });

  it('reads result and colour letters case-insensitively', () => {
    const t = readTrf(trf(player(1, '0.5', ['   2 W d']), player(2, '0.5', ['   1 B D']))).tournament!;
    expect(t.players[0].rounds[0]).toEqual({ opponent: 2, colour: 'w', result: 'D' });
    expect(t.players[1].rounds[0]).toEqual({ opponent: 1, colour: 'b', result: 'D' });
  });

  it('reads missing trailing rounds as no entry and a blank middle round as null', () => {
    const t = readTrf(
      trf(
        player(1, '1.0', ['   2 w 1', '        ', '   2 b =']),
        player(2, '0.5', ['   1 b 0', '', '   1 w =']),
        player(3, '0.0', ['0000 - Z']),
      ),
    ).tournament!;
    expect(t.players[0].rounds).toEqual([
      { opponent: 2, colour: 'w', result: '1' },
      null,
      { opponent: 2, colour: 'b', result: '=' },
    ]);
    expect(t.players[2].rounds).toEqual([{ opponent: 0, colour: null, result: 'Z' }]);
  });

  it('reads forfeits and double forfeits with their mirror', () => {
    const r = readTrf(
      trf(
        player(1, '1.0', ['   2 w +']),
        player(2, '0.0', ['   1 b -']),
        player(3, '0.0', ['   4 w -']),
        player(4, '0.0', ['   3 b -']),
      ),
    );
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.tournament!.players[2].rounds[0]).toEqual({ opponent: 4, colour: 'w', result: '-' });
  });

  it('maps "0000 - +" to F and "0000 - =" to H with a warning', () => {
    const r = readTrf(
      trf('XXC white1', player(1, '1.0', ['0000 - +']), player(2, '0.5', ['0000 - =']), player(3, '0.0', ['0000 -  '])),
    );
    const t = r.tournament!;
    expect(t.players.map((p) => p.rounds[0]?.result)).toEqual(['F', 'H', 'Z']);
    expect(r.problems).toEqual([
      expect.objectContaining({ line: 2, column: 99, severity: 'warning' }),
      expect.objectContaining({ line: 3, column: 99, severity: 'warning' }),
    ]);
    expect(r.problems[0].message).toContain('full-point bye');
    expect(r.problems[1].message).toContain('half-point bye');
  });

  it('reads an opponent and colour without result as a pending game, with a warning', () => {
    const r = readTrf(trf('XXC white1', player(1, '0.0', ['   2 w']), player(2, '0.0', ['   1 b'])));
    expect(r.tournament!.players[0].rounds[0]).toEqual({ opponent: 2, colour: 'w', result: '*' });
    expect(r.problems.map((p) => [p.line, p.column, p.severity])).toEqual([
      [2, 99, 'warning'],
      [3, 99, 'warning'],
    ]);
  });

  describe('initial colour when the file has no 152/XXC (general.md §8)', () => {
    it("takes the top player's round-1 colour and says it was inferred", () => {
      const r = readTrf(trf(...BASE.filter((l) => !l.startsWith('XXC'))));
      expect(r.tournament!.initialColour).toBe('w');
      expect(r.problems).toEqual([expect.objectContaining({ line: 3, column: 97, severity: 'warning' })]);
      expect(r.problems[0].message).toMatch(/inferred as white/);
    });

    it("reverses the next player's colour when the top player got the PAB", () => {
      const r = readTrf(
        trf(player(1, '1.0', ['0000 - U']), player(2, '1.0', ['   3 b 1']), player(3, '0.0', ['   2 w 0'])),
      );
      expect(r.tournament!.initialColour).toBe('w');
    });

    it('skips players absent in round 1', () => {
      const r = readTrf(
        trf(player(1, '0.0', ['0000 - Z']), player(2, '1.0', ['   3 b 1']), player(3, '0.0', ['   2 w 0'])),
      );
      expect(r.tournament!.initialColour).toBe('b');
    });

    it('stays null without a warning when no round is paired', () => {
      const r = readTrf(trf(player(1, '0.0', []), player(2, '0.5', ['0000 - H'])));
      expect(r.tournament!.initialColour).toBeNull();
      expect(r.problems).toEqual([]);
    });
  });
});

describe('readTrf: problems, each at its line and column', () => {
  interface Case {
    name: string;
    lines: string[];
    line: number;
    column: number;
    message: string;
    severity?: 'error' | 'warning';
  }
  const cases: Case[] = [
    {
      name: 'truncated player record',
      lines: ['012 T', '001    1      Short name'],
      line: 2,
      column: 25,
      message: 'truncated',
    },
    {
      name: 'round block one column to the right',
      lines: [
        'XXC white1',
        place([
          [1, '001'],
          [5, '   1'],
          [81, ' 1.0'],
          [93, '   2 w 1'],
        ]),
        player(2, '0.0', ['   1 b 0']),
      ],
      line: 2,
      column: 96,
      message: 'round 1 entry must be at columns 92-99',
    },
    {
      name: 'round block one column to the left',
      lines: [
        'XXC white1',
        place([
          [1, '001'],
          [5, '   1'],
          [81, ' 1.0'],
          [91, '   2 w 1'],
        ]),
        player(2, '0.0', ['   1 b 0']),
      ],
      line: 2,
      column: 96,
      message: 'must be at columns 92-99',
    },
    {
      name: 'non-numeric opponent',
      lines: ['XXC white1', player(1, '1.0', ['  x2 w 1']), player(2, '0.0', [])],
      line: 2,
      column: 92,
      message: 'opponent "x2" is not a number',
    },
    {
      name: 'unknown result code',
      lines: ['XXC white1', player(1, '1.0', ['   2 w X']), player(2, '0.0', ['   1 b 0'])],
      line: 2,
      column: 99,
      message: 'unknown result code "X"',
    },
    {
      name: 'unknown colour letter',
      lines: ['XXC white1', player(1, '1.0', ['   2 x 1']), player(2, '0.0', ['   1 b 0'])],
      line: 2,
      column: 97,
      message: 'unknown colour letter "x"',
    },
    {
      name: 'duplicate pairing number',
      lines: ['XXC white1', player(1, '0.0', []), player(1, '0.0', [])],
      line: 3,
      column: 5,
      message: 'already used on line 2',
    },
    {
      name: 'pairing number 0',
      lines: ['XXC white1', player(0, '0.0', [])],
      line: 2,
      column: 5,
      message: 'out of range 1..9999',
    },
    {
      name: 'pairing number not a number',
      lines: [
        'XXC white1',
        place([
          [1, '001'],
          [5, '  1a'],
          [81, ' 0.0'],
        ]),
      ],
      line: 2,
      column: 5,
      message: 'is not a number',
    },
    {
      name: 'opponent that does not exist',
      lines: ['XXC white1', player(1, '1.0', ['   9 w 1']), player(2, '0.0', [])],
      line: 2,
      column: 92,
      message: 'opponent 9 does not exist',
    },
    {
      name: 'opponent that does not point back',
      lines: [
        'XXC white1',
        player(1, '1.0', ['   2 w 1']),
        player(2, '1.0', ['   3 w 1']),
        player(3, '0.0', ['   2 b 0']),
      ],
      line: 2,
      column: 92,
      message: 'does not point back to 1',
    },
    {
      name: 'results that do not mirror',
      lines: ['XXC white1', player(1, '1.0', ['   2 w 1']), player(2, '1.0', ['   1 b 1'])],
      line: 2,
      column: 99,
      message: 'does not match "1"',
    },
    {
      name: 'forfeit win against a forfeit win',
      lines: ['XXC white1', player(1, '1.0', ['   2 w +']), player(2, '1.0', ['   1 b +'])],
      line: 2,
      column: 99,
      message: 'expected "-"',
    },
    {
      name: 'both players with the same colour',
      lines: ['XXC white1', player(1, '1.0', ['   2 w 1']), player(2, '0.0', ['   1 w 0'])],
      line: 2,
      column: 97,
      message: 'both have colour "w"',
    },
    {
      name: 'two PABs in one round',
      lines: ['XXC white1', player(1, '1.0', ['0000 - U']), player(2, '1.0', ['0000 - U'])],
      line: 3,
      column: 99,
      message: 'more than one pairing-allocated bye',
    },
    {
      name: 'played game without colour',
      lines: ['XXC white1', player(1, '1.0', ['   2 - 1']), player(2, '0.0', ['   1 b 0'])],
      line: 2,
      column: 97,
      message: 'played game needs a colour',
    },
    {
      name: 'points that are not the sum of the results',
      lines: ['XXC white1', player(1, '2.0', ['   2 w 1']), player(2, '0.0', ['   1 b 0'])],
      line: 2,
      column: 81,
      message: 'points 2.0 do not equal the sum of the results (1.0)',
    },
    {
      name: 'points not a number',
      lines: ['XXC white1', player(1, 'x.0', [])],
      line: 2,
      column: 81,
      message: 'points "x.0" is not a number',
    },
    {
      name: 'self-pairing',
      lines: ['XXC white1', player(1, '1.0', ['   1 w 1'])],
      line: 2,
      column: 92,
      message: 'paired against himself',
    },
    {
      name: 'game result without opponent',
      lines: ['XXC white1', player(1, '1.0', ['0000 - 1'])],
      line: 2,
      column: 99,
      message: 'result "1" needs an opponent',
    },
    {
      name: 'bye code with an opponent',
      lines: ['XXC white1', player(1, '0.5', ['   2 - H']), player(2, '0.0', [])],
      line: 2,
      column: 99,
      message: '"H" is a bye but an opponent (2) is given',
    },
    {
      name: 'truncated round block',
      lines: ['XXC white1', player(1, '0.0', ['  2'])],
      line: 2,
      column: 95,
      message: 'round 1: entry is truncated',
    },
    {
      name: 'rating not a number',
      lines: [
        place([
          [1, '001'],
          [5, '   1'],
          [49, '2x00'],
          [81, ' 0.0'],
        ]),
      ],
      line: 1,
      column: 49,
      message: 'rating "2x00"',
    },
    {
      name: '142 not a number',
      lines: ['142 nine', player(1, '0.0', [])],
      line: 1,
      column: 5,
      message: 'not a positive whole number',
    },
    { name: '152 not W or B', lines: ['152 X', player(1, '0.0', [])], line: 1, column: 5, message: 'not W or B' },
    {
      name: '162 unknown symbol',
      lines: ['162  Q 3.0', player(1, '0.0', [])],
      line: 1,
      column: 6,
      message: 'unknown result symbol "Q"',
    },
    {
      name: '240 unknown bye type',
      lines: ['240 Q 003    1', player(1, '0.0', [])],
      line: 1,
      column: 5,
      message: 'bye type "Q"',
    },
    {
      name: '240 player that does not exist',
      lines: ['240 H 002    7', player(1, '0.0', [])],
      line: 1,
      column: 14,
      message: 'player 7 does not exist',
    },
    {
      name: '250 points not a number',
      lines: ['250       x.0 001 002 0001 0002', player(1, '0.0', [])],
      line: 1,
      column: 10,
      message: 'fictitious points',
    },
    {
      name: 'XXA value not at its column',
      lines: ['XXA    1   1.0 1.0', player(1, '0.0', [])],
      line: 1,
      column: 14,
      message: 'XXA: round 2 value must be at columns 15-18',
    },
    {
      name: 'XXA value not a number',
      lines: ['XXA    1  1.0  x.0', player(1, '0.0', [])],
      line: 1,
      column: 15,
      message: 'XXA: round 2 value "x.0" is not a number',
    },
    { name: 'XXS unknown code', lines: ['XXS QQ=1', player(1, '0.0', [])], line: 1, column: 5, message: '"QQ=1"' },
    {
      name: 'more rounds than XXR',
      lines: ['XXR 1', 'XXC white1', player(1, '1.0', ['   2 w 1', '0000 - Z']), player(2, '0.0', ['   1 b 0'])],
      line: 1,
      column: 5,
      message: 'the player records have 2',
    },
    {
      name: 'no player records (warning)',
      lines: ['012 Empty'],
      line: 1,
      column: 1,
      message: 'no player records',
      severity: 'warning',
    },
    {
      name: 'unknown title (an error: the workbook refuses it, issue #19)',
      lines: [
        place([
          [1, '001'],
          [5, '   1'],
          [11, ' XM'],
          [81, ' 0.0'],
        ]),
      ],
      line: 1,
      column: 11,
      message: 'unknown title "XM"',
      severity: 'error',
    },
    {
      name: 'bye with a colour (warning)',
      lines: [player(1, '0.5', ['0000 w H'])],
      line: 1,
      column: 97,
      message: 'a bye has no colour',
      severity: 'warning',
    },
  ];

  it.each(cases)('$name', ({ lines, line, column, message, severity = 'error' }) => {
    const r = readTrf(trf(...lines));
    const found = r.problems.filter((p) => p.line === line && p.column === column && p.severity === severity);
    expect({ all: r.problems, found: found.map((p) => p.message) }).toEqual({
      all: r.problems,
      found: [expect.stringContaining(message)],
    });
    // the file is still understood: the CLI decides what to do with the errors
    expect(r.tournament).not.toBeNull();
  });

  it('returns no tournament for text that is not a TRF at all', () => {
    for (const text of ['', 'hello world\nthis is not a tournament\n', '\u0000\u0001\u0002']) {
      const r = readTrf(text);
      expect(r.tournament).toBeNull();
      expect(r.problems).toEqual([expect.objectContaining({ line: 1, column: 1, severity: 'error' })]);
    }
  });

  it('never throws, whatever the text', () => {
    // deterministic pseudo-random mutations of a valid file
    let seed = 12345;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const base = trf(...BASE);
    const alphabet = ' 0123456789wb-+=UZHF*XAC\r\n\t';
    for (let k = 0; k < 300; k++) {
      const chars = Array.from(base);
      for (let m = 0; m < 1 + rand(8); m++) chars[rand(chars.length)] = alphabet[rand(alphabet.length)];
      const cut = chars.slice(0, chars.length - rand(40)).join('');
      expect(() => readTrf(cut)).not.toThrow();
      expect(Array.isArray(readTrf(cut).problems)).toBe(true);
    }
  });

  it('sorts problems by line, then column', () => {
    const r = readTrf(trf('XXC white1', player(1, '5.0', ['   2 x 1']), player(2, '0.0', ['   1 b 0', '0000 - Q'])));
    const places = r.problems.map((p) => [p.line, p.column]);
    expect(places).toEqual([...places].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(places.length).toBeGreaterThanOrEqual(3);
  });
});
