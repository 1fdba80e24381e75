import { STANDARD_SCORING } from '../engine/model';
import { defaultSettings, parseForbiddenPairs, parseTiebreaks, readSettings, renderSettings } from './settings';

describe('Settings sheet', () => {
  it('round-trips every value through the sheet', () => {
    const s = defaultSettings({
      info: {
        name: 'Open',
        city: 'Bursa',
        federation: 'TUR',
        startDate: '2026/04/04',
        chiefArbiter: 'A, B',
        deputyArbiters: ['C, D', 'E, F'],
      },
      totalRounds: 9,
      system: 'burstein',
      colourChoice: 'lot',
      drawnColour: 'b',
      acceleration: 'baku',
      tiebreaks: ['BH-C1', 'SB', 'DE'],
      tiebreakRules: 'legacy',
      ratingForRanking: 'national',
      language: 'tr',
      scoring: { ...STANDARD_SCORING, win: 3, draw: 1, pab: 3, fullBye: 3, forfeitWin: 3, halfBye: 1 },
      forbiddenPairs: [{ ids: [3, 7] }, { ids: [12, 15, 18], firstRound: 1, lastRound: 5 }],
    });
    const read = readSettings(renderSettings(s), 'Ayarlar');
    expect(read.problems).toEqual([]);
    expect(read.settings).toEqual(s);
  });

  it('reads labels and values typed in another language, dates as serial numbers', () => {
    const read = readSettings(
      [
        ['Turnuva adı', 'Açık Turnuva'],
        ['Start date', 46116],
        ['تعداد دورها', '۷'],
        ['Eşlendirme sistemi', 'Hollanda'],
        ['Colour of the top seed in round 1', 'siyah'],
        ['Bye value (pairing-allocated bye)', '½'],
      ],
      'Settings',
    );
    expect(read.problems).toEqual([]);
    expect(read.settings.info.name).toBe('Açık Turnuva');
    expect(read.settings.info.startDate).toBe('2026/04/04');
    expect(read.settings.totalRounds).toBe(7);
    expect(read.settings.system).toBe('dutch');
    expect(read.settings.colourChoice).toBe('black');
    expect(read.settings.scoring.pab).toBe(0.5);
  });

  it('names the cell of a bad value and warns about unknown rows', () => {
    const read = readSettings(
      [
        ['Tournament name', 'X'],
        ['Rounds', 'nine'],
        ['Pairing system', 'Monrad'],
        ['My note', 1],
      ],
      'Settings',
    );
    expect(read.problems.map((p) => `${p.level} ${p.cell}: ${p.message}`)).toEqual([
      'error B2: Rounds: "nine" is not a number of rounds (1-99)',
      'error B3: Pairing system: "Monrad" is not a pairing system (Dutch, Burstein, Dubov, Lim, Round robin, Double round robin, Scheveningen, Double Scheveningen, Knockout)',
      'warning A4: "My note" is not a setting; ignored',
    ]);
  });

  it('a PAB is worth a win unless set', () => {
    expect(
      readSettings(
        [
          ['Tournament name', 'X'],
          ['Points for a win', 3],
        ],
        'S',
      ).settings.scoring.pab,
    ).toBe(3);
  });

  it('parses forbidden pairs and tie-break lists', () => {
    expect(parseForbiddenPairs('3 7; 12, 15 (rounds 2-5)')).toEqual([
      { ids: [3, 7] },
      { ids: [12, 15], firstRound: 2, lastRound: 5 },
    ]);
    expect(parseForbiddenPairs('3')).toMatch(/at least two/);
    expect(parseTiebreaks('PTS, BH/C1; SB KS/L-1')).toEqual(['BH/C1', 'SB', 'KS/L-1']);
  });
});
