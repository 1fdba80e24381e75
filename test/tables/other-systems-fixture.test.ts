/**
 * The booklet's Scheveningen, Skalitzka, knockout and play-off examples (fixtures/seeds/other-systems.json)
 * reproduced by the engine (other-systems.md §2-4, paper-forms.md §9, §11).
 */
import {
  DEFAULT_ARMAGEDDON,
  DEFAULT_MATCH_PLAN,
  KnockoutSide,
  knockoutBracket,
  MatchGameResult,
  MatchStage,
  matchOutcome,
  PLAYOFF_TIME_CONTROL,
  playoffProcedure,
  topVersusBottom,
} from '../../src/engine/systems/knockout';
import { scheveningen, seatLabel, skalitzka, skalitzkaLabel } from '../../src/engine/systems/scheveningen';
import { readFixtureJson } from '../support/shared';

type Side = number | string;

interface KnockoutExample {
  case: string;
  first_round?: [Side, Side][];
  byes?: number[];
  after_round1?: number;
  bracket_size?: number;
  imaginary_players?: number;
  preliminary?: [number, number][];
  then?: string;
  preliminary_only?: boolean;
  qualify_directly?: number[];
  play_preliminary?: number[];
  matches?: number;
  places_from_preliminary?: number;
}

interface ChartPlayer {
  seed: number;
  name: string;
  games: [string, number][];
  total: number;
}

interface OtherSystemsFixture {
  scheveningen: {
    table_4_players: { round: number; pairs: [string, string][] }[];
    team_sheet_example: { rows: Record<string, string[]>; totals_row: Record<string, number> };
  };
  skalitzka: {
    example_8_per_team: { board: number; round1: [string, string]; round2: [string, string] }[];
    printing_errors: string[];
  };
  knockout: {
    examples: KnockoutExample[];
    match_rules: { default_time_controls: { armageddon: { white_minutes: number; black_minutes: number } } };
  };
  playoffs_for_first_place: {
    default_time_control: string;
    procedures: { tied: number | string; item: number; procedure: string }[];
  };
  tie_break_chart_example: { columns: string[]; matches: { group: string; players: [ChartPlayer, ChartPlayer] }[] };
}

const fixture = readFixtureJson<OtherSystemsFixture>('seeds', 'other-systems.json');

const label = (side: KnockoutSide): Side =>
  side.kind === 'seed' ? side.seed : side.kind === 'imaginary' ? side.label : side.pairing;

describe('Scheveningen (other-systems.md §2.1)', () => {
  test('the printed 4-player table', () => {
    const rounds = scheveningen(4);
    expect(
      rounds.map((r) => ({ round: r.round, pairs: r.boards.map((b) => [seatLabel(b.white), seatLabel(b.black)]) })),
    ).toEqual(fixture.scheveningen.table_4_players.map((r) => ({ round: r.round, pairs: r.pairs })));
  });

  test('team sheet example (6 boards): the opponents of rounds 1 and 2 follow the table', () => {
    const { rows, totals_row: totals } = fixture.scheveningen.team_sheet_example;
    const rounds = scheveningen(6).slice(0, 2);
    const roundTotals = [0, 0];
    for (const [board, cells] of Object.entries(rows)) {
      rounds.forEach((r, i) => {
        const [opponent, points] = cells[i].split(':');
        const game = r.boards[Number(board) - 1];
        const them = game.white.team === 1 ? game.black : game.white;
        expect(Number(opponent)).toBe(them.board);
        roundTotals[i] += points === '½' ? 0.5 : Number(points);
      });
    }
    expect(roundTotals).toEqual([totals.round1, totals.round2]);
  });
});

describe('Skalitzka (other-systems.md §3)', () => {
  test('the printed 8-per-team table, board column corrected as the fixture notes', () => {
    expect(fixture.skalitzka.printing_errors.join(' ')).toMatch(/Board 9/);
    const boards = skalitzka(8).map((b) => ({
      board: b.board,
      round1: [skalitzkaLabel(b.round1[0]), skalitzkaLabel(b.round1[1])],
      round2: [skalitzkaLabel(b.round2[0]), skalitzkaLabel(b.round2[1])],
    }));
    expect(boards).toEqual(fixture.skalitzka.example_8_per_team);
  });
});

describe('knockout examples (other-systems.md §4.2-4.3)', () => {
  const example = (name: string) => {
    const found = fixture.knockout.examples.find((e) => e.case === name);
    if (!found) throw new Error(`fixture has no knockout example "${name}"`);
    return found;
  };

  test('8 players: 1-8, 2-7, 3-6, 4-5', () => {
    const b = knockoutBracket(8);
    expect(b.rounds[0].pairings.map((p) => [label(p.top), label(p.bottom)])).toEqual(example('8 players').first_round);
  });

  test('9 players, t not stated: reproduced with t = 3 (the only t that gives six players after round 1)', () => {
    const e = example('9 players (t not stated)');
    const b = knockoutBracket(9, 3);
    expect(b.rounds[0].pairings.map((p) => [label(p.top), label(p.bottom)])).toEqual(e.first_round);
    expect(b.rounds[0].byes).toEqual(e.byes);
    expect(b.rounds[0].playersOut).toBe(e.after_round1);
    // with one winner (t = 1) the same reading gives seven byes and one game, as the fixture note says
    const single = knockoutBracket(9, 1);
    expect(single.rounds[0].byes).toHaveLength(7);
    expect(single.rounds[0].matches).toBe(1);
  });

  test('k = 9, t = 2: bracket of 16, seven imaginary players, 8 v 9, then 8 → 4 → 2', () => {
    const e = example('k=9, t=2');
    const b = knockoutBracket(9, 2);
    expect(b.bracketSize).toBe(e.bracket_size);
    expect(b.imaginaryPlayers).toBe(e.imaginary_players);
    expect(b.rounds[0].byes).toEqual(e.byes);
    expect(b.rounds[0].pairings.filter((p) => !p.bye).map((p) => [label(p.top), label(p.bottom)])).toEqual(
      e.preliminary,
    );
    const remaining = (e.then ?? '').match(/\d+/g)?.map(Number) ?? [];
    expect(b.rounds.map((r) => r.playersOut)).toEqual(remaining);
  });

  test('k = 8, t = 6: preliminary round only, 1-4 qualify, 5-8 and 6-7 play for two places', () => {
    const e = example('k=8, t=6');
    const b = knockoutBracket(8, 6);
    expect(b.preliminaryOnly).toBe(e.preliminary_only);
    expect(b.rounds).toHaveLength(1);
    expect(b.qualifyDirectly).toEqual(e.qualify_directly);
    const games = b.rounds[0].pairings.filter((p) => !p.bye);
    expect(
      games
        .map((p) => [label(p.top), label(p.bottom)])
        .flat()
        .sort(),
    ).toEqual(e.play_preliminary);
    expect(games).toHaveLength(e.matches ?? -1);
    expect(b.rounds[0].matches).toBe(e.places_from_preliminary);
    expect(games.map((p) => [label(p.top), label(p.bottom)])).toEqual([
      [5, 8],
      [6, 7],
    ]); // the top-v-bottom reading
  });
});

describe('play-off chart: European Championship bronze-medal tie-break (paper-forms.md §9)', () => {
  const chart = fixture.tie_break_chart_example;

  test('seeds are paired top against bottom', () => {
    const seeds = chart.matches.flatMap((m) => m.players.map((p) => p.seed)).sort((a, b) => a - b);
    const pairs = topVersusBottom(seeds);
    expect(chart.matches.map((m) => m.players.map((p) => p.seed))).toEqual(pairs);
  });

  /** Stage of each game column: the first time control is the match, the next one the extension, then Armageddon. */
  const stageOfColumn: MatchStage[] = [];
  let timeControls = 0;
  for (const column of chart.columns.filter((c) => /game|Armageddon/.test(c))) {
    if (/Armageddon/.test(column)) {
      stageOfColumn.push('armageddon');
      continue;
    }
    if (/^\d+ min/.test(column)) timeControls++;
    stageOfColumn.push(timeControls === 1 ? 'regular' : 'extension');
  }

  test('the chart has two time controls before the Armageddon column', () => {
    expect(stageOfColumn).toEqual(['regular', 'regular', 'extension', 'extension', 'armageddon']);
  });

  test.each(chart.matches.map((m) => [m.group, m] as const))(
    'match %s: winner, stage and totals follow the match rules',
    (_group, match) => {
      const [top, bottom] = match.players;
      const games: MatchGameResult[] = top.games.map(([colour, points], i) => ({
        stage: stageOfColumn[i],
        white: colour === 'w' ? 'top' : 'bottom',
        whitePoints: colour === 'w' ? points : bottom.games[i][1],
      }));
      const outcome = matchOutcome(games, DEFAULT_MATCH_PLAN);
      expect(outcome.status).toBe('decided');
      if (outcome.status !== 'decided') return;
      expect(outcome.winner).toBe(top.total > bottom.total ? 'top' : 'bottom');
      expect([outcome.top, outcome.bottom]).toEqual([top.total, bottom.total]);
      expect(outcome.decidedIn).toBe(games[games.length - 1].stage);
      // colours alternate within the rapid and blitz pairs
      for (let i = 1; i < Math.min(games.length, 4); i += 2) expect(games[i].white).not.toBe(games[i - 1].white);
    },
  );
});

describe('match rules and play-offs for first place (other-systems.md §4.4-4.5)', () => {
  test('Armageddon clocks', () => {
    const { armageddon } = fixture.knockout.match_rules.default_time_controls;
    expect(DEFAULT_ARMAGEDDON.white.baseMinutes).toBe(armageddon.white_minutes);
    expect(DEFAULT_ARMAGEDDON.black.baseMinutes).toBe(armageddon.black_minutes);
  });

  test('play-off time control 3 + 3 for items 1-4', () => {
    const [minutes, seconds] = (fixture.playoffs_for_first_place.default_time_control.match(/\d+/g) ?? []).map(Number);
    for (const tied of [2, 3, 4, 5]) {
      expect(playoffProcedure(tied).timeControl).toEqual({ baseMinutes: minutes, incrementSeconds: seconds });
    }
    expect(PLAYOFF_TIME_CONTROL).toEqual({ baseMinutes: minutes, incrementSeconds: seconds });
  });

  test.each(fixture.playoffs_for_first_place.procedures.map((p) => [String(p.tied), p] as const))(
    '%s tied: item number, groups and pairing order as printed',
    (_tied, printed) => {
      const tied = typeof printed.tied === 'number' ? printed.tied : Number(String(printed.tied).match(/\d+/)?.[0]);
      const plan = playoffProcedure(tied);
      expect(plan.item).toBe(printed.item);
      const printedGroups = [...printed.procedure.matchAll(/\{([\d, ]+)\}/g)].map((m) =>
        m[1].split(',').map((x) => Number(x.trim())),
      );
      if (printedGroups.length > 0) expect(plan.groups?.map((g) => g.members)).toEqual(printedGroups);
      const order = printed.procedure.match(/order (\d+(?:, \d+)+)/);
      if (order) expect(plan.pairingOrder).toEqual(order[1].split(', ').map(Number));
      const playsItem = printed.procedure.match(/each (?:group )?plays item \((\d+)\)/);
      if (playsItem) expect(plan.groups?.every((g) => g.playsItem === Number(playsItem[1]))).toBe(true);
    },
  );
});
