import {
  armageddonWinner,
  DEFAULT_MATCH_PLAN,
  MatchGameResult,
  matchOutcome,
  matchSchedule,
  validateMatchPlan,
} from './match';

const g = (
  stage: MatchGameResult['stage'],
  white: MatchGameResult['white'],
  whitePoints: number,
  laterFlag?: 'w' | 'b',
): MatchGameResult => ({ stage, white, whitePoints, ...(laterFlag ? { laterFlag } : {}) });

describe('knockout matches (other-systems.md §4.4)', () => {
  test('colours alternate; every stage has as many whites as blacks; Armageddon colour by lot', () => {
    const plan = { regularGames: 4, extensionGames: 2, extensions: 2 };
    const schedule = matchSchedule(plan, 'bottom');
    expect(schedule).toHaveLength(4 + 2 + 2 + 1);
    expect(schedule[0].white).toBe('bottom');
    for (const stage of ['regular', 'extension'] as const) {
      const whites = schedule.filter((s) => s.stage === stage).map((s) => s.white);
      expect(whites.filter((w) => w === 'top').length).toBe(whites.filter((w) => w === 'bottom').length);
    }
    for (let i = 1; i < 8; i++) expect(schedule[i].white).not.toBe(schedule[i - 1].white);
    expect(schedule[8]).toEqual({ game: 9, stage: 'armageddon', white: null });
  });

  test('a match has an even number of games, at least two', () => {
    expect(() => validateMatchPlan({ ...DEFAULT_MATCH_PLAN, regularGames: 3 })).toThrow(/even/);
    expect(() => validateMatchPlan({ ...DEFAULT_MATCH_PLAN, regularGames: 0 })).toThrow(/at least 2/);
    expect(() => validateMatchPlan({ ...DEFAULT_MATCH_PLAN, extensionGames: 1 })).toThrow(/extension/);
  });

  test('decided in the regular games', () => {
    expect(matchOutcome([g('regular', 'top', 1), g('regular', 'bottom', 0.5)])).toEqual({
      status: 'decided',
      winner: 'top',
      decidedIn: 'regular',
      top: 1.5,
      bottom: 0.5,
    });
  });

  test('tied: extension next, then Armageddon', () => {
    const tied = [g('regular', 'top', 1), g('regular', 'bottom', 1)];
    expect(matchOutcome(tied.slice(0, 1))).toMatchObject({ status: 'undecided', next: 'regular' });
    expect(matchOutcome(tied)).toMatchObject({ status: 'undecided', next: 'extension', top: 1, bottom: 1 });
    const stillTied = [...tied, g('extension', 'top', 0.5), g('extension', 'bottom', 0.5)];
    expect(matchOutcome(stillTied)).toMatchObject({ status: 'undecided', next: 'armageddon' });
    expect(matchOutcome([...stillTied, g('armageddon', 'top', 0.5)])).toMatchObject({
      status: 'decided',
      winner: 'bottom',
      decidedIn: 'armageddon',
    });
    expect(matchOutcome(tied, { ...DEFAULT_MATCH_PLAN, extensions: 0 })).toMatchObject({
      status: 'undecided',
      next: 'armageddon',
    });
  });

  test('Armageddon: a draw eliminates White; both flags down, the later flag wins', () => {
    expect(armageddonWinner(g('armageddon', 'top', 0.5))).toBe('bottom');
    expect(armageddonWinner(g('armageddon', 'top', 1))).toBe('top');
    expect(armageddonWinner(g('armageddon', 'top', 0))).toBe('bottom');
    expect(armageddonWinner(g('armageddon', 'top', 0, 'w'))).toBe('top');
    expect(armageddonWinner(g('armageddon', 'bottom', 1, 'b'))).toBe('top');
  });

  test('records that do not fit the match are refused', () => {
    expect(() => matchOutcome([g('regular', 'top', 1), g('regular', 'bottom', 0), g('extension', 'top', 1)])).toThrow(
      /after the regular games decided/,
    );
    expect(() => matchOutcome([g('extension', 'top', 1)])).toThrow(/game 1 is recorded as extension/);
  });
});
