import { awardsJson, readScenario, runScenario, type Scenario } from '../../src/engine/prizes/scenario';
import { prizeNoteText } from '../../src/workbook/report-labels';
import { formatAmount } from '../../src/engine/prizes';

/** event-reports.md §5.4's worked example. */
function example(sharing: string): Scenario {
  const s = readScenario({
    currency: 'EUR',
    sharing,
    rounding: '0.01',
    one_prize_per_player: true,
    place_prizes: [500, 300, 200, 100],
    categories: [
      { id: 'woman', label: 'Best woman', rule: { sex: 'w' }, prizes: [150] },
      { id: 'u1800', label: 'Rated below 1800', rule: { rating_max: 1799 }, prizes: [120, 60] },
      { id: 'junior', label: 'Junior', rule: { birth_year_min: 2008 }, prizes: [100] },
    ],
    ranking: [
      { rank: 1, tpn: 1, points: 6 },
      { rank: 2, tpn: 3, points: 5.5 },
      { rank: 3, tpn: 2, points: 5.5 },
      { rank: 4, tpn: 5, points: 5.5 },
      { rank: 5, tpn: 4, points: 5 },
      { rank: 6, tpn: 6, points: 4.5 },
      { rank: 7, tpn: 7, points: 4.5 },
      { rank: 8, tpn: 8, points: 4 },
    ],
    players: {
      1: { name: 'A', rating: 2210, sex: 'm', birth_year: 1990 },
      3: { name: 'C', rating: 2080, sex: 'm', birth_year: 2011 },
      2: { name: 'B', rating: 2150, sex: 'w', birth_year: 1990 },
      5: { name: 'E', rating: 1790, sex: 'm', birth_year: 1980 },
      4: { name: 'D', rating: 1990, sex: 'm', birth_year: 1980 },
      6: { name: 'F', rating: 1750, sex: 'w', birth_year: 2009 },
      7: { name: 'G', rating: 0, sex: 'm', birth_year: 1980 },
      8: { name: 'H', rating: 1650, sex: 'm', birth_year: 1980 },
    },
  });
  if ('problems' in s) throw new Error(s.problems.join('\n'));
  return s;
}

const NAMES: Record<number, string> = { 1: 'A', 2: 'B', 3: 'C', 4: 'D', 5: 'E', 6: 'F', 7: 'G', 8: 'H' };
const byName = (s: Scenario) =>
  Object.fromEntries(awardsJson(runScenario(s), s.decimals).map((a) => [NAMES[a.tpn], `${a.prize}: ${a.amount}`]));
const words = (s: Scenario) =>
  runScenario(s).notes.map((n) =>
    prizeNoteText(
      n,
      'en',
      (t) => NAMES[t]!,
      (b) => formatAmount(b, 2),
    ),
  );

describe('prize distribution, event-reports.md §5.4 worked example', () => {
  it('none: E takes the category prize and D moves up to place 4', () => {
    expect(byName(example('none'))).toEqual({
      A: 'place 1: 500.00',
      C: 'place 2: 300.00',
      B: 'place 3: 200.00',
      D: 'place 4: 100.00',
      E: 'u1800 1: 120.00',
      F: 'woman 1: 150.00',
      H: 'u1800 2: 60.00',
    });
    const w = words(example('none'));
    expect(w).toContain(
      'E takes Rated below 1800 1 instead of a place prize of 100.00 (one prize per player, the higher one); the place prizes are recomputed without him',
    );
    expect(w).toContain('Junior 1: nobody eligible is left, not awarded');
    expect(w.some((x) => x.startsWith('C keeps his place prize of 300.00 rather than Junior 1'))).toBe(true);
  });
  it('split: C, B and E share places 2-4; E keeps the share; below 1800 2nd is not awarded', () => {
    expect(byName(example('split'))).toEqual({
      A: 'place 1: 500.00',
      C: 'places 2-4: 200.00',
      B: 'places 2-4: 200.00',
      E: 'places 2-4: 200.00',
      F: 'woman 1: 150.00',
      H: 'u1800 1: 120.00',
    });
    expect(words(example('split'))).toContain('C, B, E: share the prizes of places 2-4');
    expect(words(example('split'))).toContain(
      'E keeps his place prize of 200.00 rather than Rated below 1800 1 (one prize per player, the higher one)',
    );
    expect(words(example('split'))).toContain('Rated below 1800 2: nobody eligible is left, not awarded');
  });
  it('hort: half of the own place prize plus an equal share of the other halves', () => {
    const a = awardsJson(runScenario(example('hort')), 2);
    expect(a.filter((x) => x.kind === 'place').map((x) => [NAMES[x.tpn], x.amount])).toEqual([
      ['A', '500.00'],
      ['C', '250.00'],
      ['B', '200.00'],
      ['E', '150.00'],
    ]);
    expect(byName(example('hort')).H).toBe('u1800 1: 120.00');
  });
});

describe('Hort and a tie across the last prize place', () => {
  const scenario = (sharing: string, rounding: string, prizes: number[], points: number[]) => {
    const s = readScenario({
      sharing,
      rounding,
      place_prizes: prizes,
      categories: [],
      ranking: points.map((p, i) => ({ rank: i + 1, tpn: i + 1, points: p })),
      players: Object.fromEntries(
        points.map((_, i) => [i + 1, { name: String.fromCharCode(65 + i), rating: 2000, sex: 'm' }]),
      ),
    });
    if ('problems' in s) throw new Error(s.problems.join('\n'));
    return s;
  };
  it("German Wikipedia's Hort example, in cents and in whole units", () => {
    const s = scenario('hort', '0.01', [100, 80, 60, 40, 20, 10], [8, 8, 7.5, 7, 7, 7]);
    expect(awardsJson(runScenario(s), 2).map((a) => a.amount)).toEqual([
      '95.00',
      '85.00',
      '60.00',
      '31.67',
      '21.67',
      '16.67',
    ]);
    const whole = scenario('hort', '1', [100, 80, 60, 40, 20, 10], [8, 8, 7.5, 7, 7, 7]);
    const d = runScenario(whole);
    expect(awardsJson(d, 0).map((a) => a.amount)).toEqual(['95', '85', '60', '32', '22', '17']);
    expect(d.difference).toBe(10000); // 311 paid from a fund of 310: the rounding difference is shown
    expect(
      awardsJson(runScenario(scenario('split', '0.01', [100, 80, 60, 40, 20, 10], [8, 8, 7.5, 7, 7, 7])), 2).map(
        (a) => a.amount,
      ),
    ).toEqual(['90.00', '90.00', '60.00', '23.33', '23.33', '23.33']);
  });
  it('a tie straddling the last prize place shares what is left among all tied players, and says so', () => {
    const s = scenario('split', '0.01', [300, 200, 100], [5, 4, 4, 4]);
    const d = runScenario(s);
    expect(awardsJson(d, 2).map((a) => `${a.tpn} ${a.prize} ${a.amount}`)).toEqual([
      '1 place 1 300.00',
      '2 places 2-4 100.00',
      '3 places 2-4 100.00',
      '4 places 2-4 100.00',
    ]);
    const w = d.notes.map((n) =>
      prizeNoteText(
        n,
        'en',
        (t) => `#${t}`,
        (b) => formatAmount(b, 2),
      ),
    );
    expect(w).toEqual([
      '#2, #3, #4: share the prizes of places 2-4 (the tie crosses the last prize place: places without a prize count 0)',
    ]);
    const none = runScenario(scenario('none', '0.01', [300, 200, 100], [5, 4, 4, 4]));
    expect(awardsJson(none, 2).map((a) => a.amount)).toEqual(['300.00', '200.00', '100.00']);
  });
  it('a bad scenario names the JSON path', () => {
    const r = readScenario({
      sharing: 'even',
      place_prizes: [100, 'x'],
      ranking: [{ rank: 1, tpn: 9, points: 1 }],
      players: {},
    });
    expect('problems' in r && r.problems).toEqual([
      '$.sharing: must be "none", "split" or "hort", not "even"',
      '$.place_prizes[1]: "x" is not an amount',
      '$.ranking[0].tpn: player 9 is not in $.players',
    ]);
  });
});
