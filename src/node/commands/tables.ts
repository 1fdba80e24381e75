import { Command, Option } from 'commander';
import {
  DoubleRoundRobinOrder,
  doubleRoundRobin,
  ScheduledRound,
  singleRoundRobin,
} from '../../engine/systems/round-robin';
import {
  multiTeamScheveningen,
  scheveningen,
  ScheveningenRound,
  seatLabel,
  skalitzka,
  skalitzkaLabel,
  teamLetter,
} from '../../engine/systems/scheveningen';
import {
  DEFAULT_ARMAGEDDON,
  DEFAULT_MATCH_PLAN,
  formatTimeControl,
  KnockoutBracket,
  knockoutBracket,
  sideLabel,
} from '../../engine/systems/knockout';
import { UserError } from '../exit';
import type { CommandModule } from './index';

/**
 * `arbiter tables berger|scheveningen|skalitzka N` and `arbiter knockout N`: the pre-determined pairing tables of
 * other-systems.md §1-4, as the booklet prints them (paper-forms.md §6, §9, §11) or as JSON.
 */

const ORDER_CHOICES: Record<string, DoubleRoundRobinOrder> = { fide: 'fide-swap-last-two', booklet: 'booklet' };

function write(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** A whole number from the command line, or a UserError naming the argument (exit 3). */
function parseCount(command: string, name: string, raw: string, minimum: number, maximum: number, extra = ''): number {
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(value) || value < minimum || value > maximum) {
    throw new UserError(
      `${command}: ${name} must be a whole number from ${minimum} to ${maximum}${extra} (got '${raw}')`,
    );
  }
  return value;
}

// --- round robin -------------------------------------------------------------------------------------------

/** JSON form: rounds of `[white, black]`, the rest round as `[player, 0]` after the games. */
export function bergerJson(rounds: readonly ScheduledRound[]): number[][][] {
  return rounds.map((r) => [...r.boards.map(([w, b]) => [w, b]), ...(r.bye === null ? [] : [[r.bye, 0]])]);
}

/** The booklet's layout (paper-forms.md §6): `round: w-b w-b ...`, first number White. */
export function bergerText(
  players: number,
  rounds: readonly ScheduledRound[],
  double: boolean,
  order: DoubleRoundRobinOrder,
): string {
  const kind = double
    ? `double round robin, ${order === 'booklet' ? 'second cycle repeats the first with colours reversed (booklet)' : 'last two rounds of the first cycle swapped (FIDE)'}`
    : 'single round robin';
  const lines = [`Berger table, ${players} players, ${kind}; the first number has White`];
  for (const r of rounds) {
    const games = r.boards.map(([w, b]) => `${w}-${b}`).join(' ');
    lines.push(`${r.round}: ${games}${r.bye === null ? '' : `${games ? ' ' : ''}(bye ${r.bye})`}`);
  }
  return lines.join('\n');
}

function tablesBerger(raw: string, opts: { double?: boolean; order?: string; json?: boolean }): void {
  const players = parseCount('tables berger', 'N (number of players)', raw, 2, 500);
  const order = ORDER_CHOICES[opts.order ?? 'fide'];
  const rounds = opts.double ? doubleRoundRobin(players, order) : singleRoundRobin(players);
  write(opts.json ? JSON.stringify(bergerJson(rounds)) : bergerText(players, rounds, !!opts.double, order));
}

// --- Scheveningen and Skalitzka ----------------------------------------------------------------------------

export function scheveningenJson(rounds: readonly ScheveningenRound[]): string[][][] {
  return rounds.map((r) => r.boards.map((b) => [seatLabel(b.white), seatLabel(b.black)]));
}

/** paper-forms.md §11: one row per board, one column per round, `A1-B1` (first named White). */
function gridText(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  return [title, line(header), ...rows.map(line)].join('\n');
}

/** Several teams (§2.2): the event's rounds, every meeting's boards together, one round per line. */
function multiTeamTables(teams: number, players: number, double: boolean): { json: string[][][]; text: string } {
  const stages = multiTeamScheveningen(teams, players, { double });
  const json: string[][][] = [];
  const lines = [
    `Scheveningen, ${teams} teams of ${players}${double ? ', double matches' : ''}: teams meet by a Berger round robin of teams ` +
      `(A, B, ... = team numbers 1, 2, ...); in each meeting the first-named team keeps its boards and has White in the odd rounds`,
  ];
  for (const stage of stages) {
    const meetings = stage.meetings.map((m) => `${teamLetter(m.teamA)} v ${teamLetter(m.teamB)}`).join(', ');
    lines.push(
      `Stage ${stage.stage}: ${meetings}${stage.restingTeam === null ? '' : ` (${teamLetter(stage.restingTeam)} rests)`}`,
    );
    const roundCount = stage.meetings[0]?.rounds.length ?? 0;
    for (let i = 0; i < roundCount; i++) {
      const boards = stage.meetings.flatMap((m) =>
        m.rounds[i].boards.map((b) => [seatLabel(b.white), seatLabel(b.black)]),
      );
      json.push(boards);
      lines.push(`${stage.meetings[0].rounds[i].round}: ${boards.map(([w, b]) => `${w}-${b}`).join(' ')}`);
    }
  }
  return { json, text: lines.join('\n') };
}

function tablesScheveningen(raw: string, opts: { double?: boolean; teams?: string; json?: boolean }): void {
  const players = parseCount('tables scheveningen', 'N (players per team)', raw, 1, 100);
  const teams = opts.teams === undefined ? 2 : parseCount('tables scheveningen', '--teams T', opts.teams, 2, 26);
  if (teams > 2) {
    const { json, text } = multiTeamTables(teams, players, !!opts.double);
    return write(opts.json ? JSON.stringify(json) : text);
  }
  const rounds = scheveningen(players, { double: !!opts.double });
  if (opts.json) return write(JSON.stringify(scheveningenJson(rounds)));
  const header = ['Board', ...rounds.map((r) => `Round ${r.round}`)];
  const rows = Array.from({ length: players }, (_, k) => [
    String(k + 1),
    ...rounds.map((r) => `${seatLabel(r.boards[k].white)}-${seatLabel(r.boards[k].black)}`),
  ]);
  write(
    gridText(
      `Scheveningen, two teams of ${players}${opts.double ? ', double' : ''}: team A (higher average rating) keeps its boards A1..A${players}, ` +
        `team B moves one board each round; the first named has White`,
      header,
      rows,
    ),
  );
}

function tablesSkalitzka(raw: string, opts: { json?: boolean }): void {
  const players = parseCount('tables skalitzka', 'N (players per team)', raw, 2, 100, ', even');
  if (players % 2 !== 0) throw new UserError(`tables skalitzka: N (players per team) must be even (got '${raw}')`);
  const boards = skalitzka(players);
  const pair = (g: (typeof boards)[number]['round1']) => [skalitzkaLabel(g[0]), skalitzkaLabel(g[1])];
  if (opts.json) {
    return write(
      JSON.stringify(boards.map((b) => ({ board: b.board, round1: pair(b.round1), round2: pair(b.round2) }))),
    );
  }
  const rows = boards.map((b) => [String(b.board), pair(b.round1).join(' : '), pair(b.round2).join(' : ')]);
  write(
    gridText(
      `Skalitzka, three teams of ${players}: team 1 = A, B, ...; team 2 = a, b, ...; team 3 = 1, 2, ...; the first named has White`,
      ['Board', 'Round 1', 'Round 2'],
      rows,
    ),
  );
}

// --- knockout ------------------------------------------------------------------------------------------------

export function knockoutText(bracket: KnockoutBracket): string {
  const lines = [
    `Knockout: ${bracket.entrants} players, ${bracket.select} to select; bracket of ${bracket.bracketSize}` +
      (bracket.imaginaryPlayers > 0
        ? ` (${bracket.imaginaryPlayers} imaginary players x1..x${bracket.imaginaryPlayers}: their opponents have a bye)`
        : ''),
  ];
  if (bracket.preliminaryOnly) {
    lines.push(`Only a preliminary round: players ${bracket.qualifyDirectly.join(', ')} qualify directly`);
  }
  for (const round of bracket.rounds) {
    const pairs = round.pairings.map((p) => `${sideLabel(p.top)}-${sideLabel(p.bottom)}`).join(' ');
    const byes = round.byes.length ? `byes ${round.byes.join(' ')}; ` : '';
    const left = round.playersOut === bracket.select ? `${round.playersOut} selected` : `${round.playersOut} remain`;
    lines.push(
      `Round ${round.round}: ${pairs}  (${byes}${round.matches} match${round.matches === 1 ? '' : 'es'}; ${left})`,
    );
  }
  lines.push(
    `Matches: ${DEFAULT_MATCH_PLAN.regularGames} games, colours alternate; if tied ${DEFAULT_MATCH_PLAN.extensionGames} more games; ` +
      `then Armageddon (White ${formatTimeControl(DEFAULT_ARMAGEDDON.white)}, Black ${formatTimeControl(DEFAULT_ARMAGEDDON.black)}; a draw eliminates White). ` +
      `W(Rr.b) = winner of round r, board b.`,
  );
  return lines.join('\n');
}

function knockoutCommand(raw: string, opts: { select?: string; json?: boolean }): void {
  const select = opts.select === undefined ? 1 : parseCount('knockout', '--select T', opts.select, 1, 9998);
  const entrants = parseCount(
    'knockout',
    'N (number of players)',
    raw,
    select + 1,
    9999,
    ' (more than the players to select)',
  );
  const bracket = knockoutBracket(entrants, select);
  write(opts.json ? JSON.stringify(bracket) : knockoutText(bracket));
}

export const tablesCommands: CommandModule = {
  register(program: Command): void {
    const tables = program
      .command('tables')
      .description('print pre-determined pairing tables (round robin, Scheveningen, Skalitzka)');
    tables
      .command('berger')
      .description('Berger round-robin table for N players (odd N: the player drawn against N+1 has a bye)')
      .argument('<N>', 'number of players (pairing numbers 1..N, drawn by lot)')
      .option('--double', 'double round robin: a second cycle with colours reversed')
      .addOption(
        new Option(
          '--order <order>',
          'double round robin: fide = swap the last two rounds of the first cycle, booklet = plain repeat',
        )
          .choices(Object.keys(ORDER_CHOICES))
          .default('fide'),
      )
      .option('--json', 'JSON: a list of rounds, each a list of [white, black]; a bye as [player, 0]')
      .action(tablesBerger);
    tables
      .command('scheveningen')
      .description(
        'Scheveningen table for two teams of N players. Team A (the team with the higher average rating) ' +
          'is A1..AN and keeps its boards; team B is B1..BN and moves one board each round; team A has White in odd rounds',
      )
      .argument('<N>', 'players per team')
      .option('--double', 'double Scheveningen: 2N rounds, the second cycle with colours reversed')
      .option(
        '--teams <T>',
        'more than two teams (2..26, lettered A, B, C, ...): a round robin of teams, each meeting a Scheveningen match',
      )
      .option('--json', 'JSON: a list of rounds, each a list of [white, black] seat labels such as "A1"')
      .action(tablesScheveningen);
    tables
      .command('skalitzka')
      .description(
        'Skalitzka table for three teams of N players in two rounds (team 1 = A, B, ...; team 2 = a, b, ...; team 3 = 1, 2, ...)',
      )
      .argument('<N>', 'players per team (even)')
      .option('--json', 'JSON: one object per board with round1 and round2 as [white, black]')
      .action(tablesSkalitzka);
    program
      .command('knockout')
      .description(
        'knockout bracket for N players seeded 1..N (top v bottom, byes up to the bracket size, fixed bracket)',
      )
      .argument('<N>', 'number of players entering')
      .option('--select <T>', 'number of players to select (default 1: a single winner)')
      .option('--json', 'JSON: the bracket data model (rounds, pairings, byes)')
      .action(knockoutCommand);
  },
};
