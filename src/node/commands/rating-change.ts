import type { Command } from 'commander';
import {
  hundredthsFixed,
  hundredthsShort,
  ratingChanges,
  type PlayerRatingChange,
  type RatingPlayerInput,
  type RatingType,
} from '../../engine/rating';
import { formatListProblem, type ListProblem } from '../../formats/rating-list';
import { ratingNoteText, initialStatusText } from '../../workbook/report-labels';
import { readRatingInputs } from '../../workbook/rating-change-sheet';
import { UserError } from '../exit';
import { streamListFile } from '../ratings/list-file';
import { readEvent, workbookUserError } from './event-source';
import type { CommandModule } from './index';

/**
 * `arbiter rating-change BOOK.xlsx|FILE.trf [--json] [--list players_list_foa.txt] [--type standard|rapid|blitz]
 * [--other-games TPN:N,...] [--k TPN:K,...]` (event-reports.md §1): the FIDE rating change of every player for
 * this event. K comes from --k, else the FIDE list (--list, any published form; SK/RK/BK), else the workbook's Rating change sheet
 * (the columns the arbiter typed), else it is derived and marked.
 */

interface Options {
  json?: boolean;
  list?: string;
  type: string;
  otherGames?: string;
  k?: string;
}

const TYPES: readonly RatingType[] = ['standard', 'rapid', 'blitz'];

function pairsOption(name: string, text: string | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (text === undefined) return out;
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^(\d+)[:=](\d+)$/.exec(part);
    if (!m) throw new UserError(`${name}: "${part}" is not TPN:NUMBER (e.g. ${name} 3:14,5:8)`);
    out.set(Number(m[1]), Number(m[2]));
  }
  return out;
}

function fideIdNumber(id: string): number | null {
  return /^\d+$/.test(id) ? Number(id) : null;
}

export function ratingChangeJson(changes: readonly PlayerRatingChange[]): object {
  return {
    players: changes.map((c) => {
      if (c.status === 'rated') {
        return {
          tpn: c.player.id,
          fide_id: fideIdNumber(c.player.fideId),
          status: 'rated',
          rating: c.rating,
          k_used: c.kUsed,
          rated_games: c.games.length,
          score: hundredthsShort(c.score),
          expected: hundredthsFixed(c.expected),
          change: hundredthsShort(c.change),
          change_rounded: c.changeRounded,
          new_rating: c.newRating,
          notes: c.notes.map((n) => ratingNoteText(n, 'en')),
        };
      }
      const i = c.initial;
      return {
        tpn: c.player.id,
        fide_id: fideIdNumber(c.player.fideId),
        status: 'unrated',
        rating: 0,
        k_used: null,
        rated_games: i.games,
        score: hundredthsShort(i.score),
        expected: null,
        change: null,
        change_rounded: null,
        new_rating: i.rating,
        ra: i.ra === null ? null : hundredthsFixed(i.ra),
        p: i.p === null ? null : hundredthsFixed(i.p),
        dp: i.dp,
        initial_status: initialStatusText(i.status, 'en'),
      };
    }),
  };
}

function table(changes: readonly PlayerRatingChange[]): string {
  const header = ['No', 'Name', 'Ro', 'K', 'n', 'Score', 'ΣPD', 'Change', 'Rnd', 'New', 'Rule'];
  const rows = changes.map((c) =>
    c.status === 'rated'
      ? [
          String(c.player.id),
          c.player.name,
          String(c.rating),
          String(c.kUsed),
          String(c.games.length),
          hundredthsShort(c.score),
          hundredthsFixed(c.expected),
          hundredthsShort(c.change),
          String(c.changeRounded),
          String(c.newRating),
          c.notes.map((n) => ratingNoteText(n, 'en')).join('; '),
        ]
      : [
          String(c.player.id),
          c.player.name,
          '-',
          '-',
          String(c.initial.games),
          hundredthsShort(c.initial.score),
          '',
          '',
          '',
          c.initial.rating === null ? '-' : `(${c.initial.rating})`,
          initialStatusText(c.initial.status, 'en'),
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]): string =>
    r
      .map((c, i) => (i === 1 || i === 10 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}

/**
 * Each event player's K of `type` from a FIDE list (SK, RK, BK; rating-lists.md §1), read by the one list reader
 * (any published form: TXT, XML, zip). A list none of whose lines could be read is refused with its problems.
 */
async function listK(file: string, type: RatingType, ids: ReadonlySet<string>): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const problems: ListProblem[] = [];
  let players = 0;
  await streamListFile(
    file,
    {
      player: (p) => {
        players++;
        const k = p[`${type}_k`];
        if (k !== null && k > 0 && ids.has(String(p.fide_id))) out.set(String(p.fide_id), k);
      },
      problem: (p) => {
        if (problems.length < 20) problems.push(p);
      },
    },
    undefined,
    async () => {},
  );
  if (players === 0 && problems.length > 0) throw new UserError(problems.map(formatListProblem).join('\n'));
  return out;
}

async function run(file: string, options: Options): Promise<void> {
  if (!(TYPES as readonly string[]).includes(options.type))
    throw new UserError(`--type must be standard, rapid or blitz, not "${options.type}"`);
  const type = options.type as RatingType;
  const kOption = pairsOption('--k', options.k);
  const otherOption = pairsOption('--other-games', options.otherGames);
  const event = await readEvent(file);
  const t = event.tournament;
  const inputs = new Map<number, RatingPlayerInput>();
  if (event.book && event.state) {
    try {
      for (const [id, v] of await readRatingInputs(event.book, event.state)) inputs.set(id, v);
    } catch (err) {
      throw workbookUserError(err, file);
    }
  }
  if (options.list !== undefined) {
    const k = await listK(options.list, type, new Set(t.players.map((p) => p.fideId).filter((id) => id !== '')));
    for (const p of t.players) {
      const listed = k.get(p.fideId);
      if (listed !== undefined) inputs.set(p.id, { ...inputs.get(p.id), listK: listed });
    }
  }
  for (const [id, k] of kOption) inputs.set(id, { ...inputs.get(id), listK: k });
  for (const [id, n] of otherOption) inputs.set(id, { ...inputs.get(id), otherGamesInPeriod: n });
  const changes = ratingChanges(t, { type, players: inputs });
  process.stdout.write(options.json ? `${JSON.stringify(ratingChangeJson(changes), null, 1)}\n` : table(changes));
}

export const ratingChangeCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('rating-change <file>')
      .description('FIDE rating change of every player for this event (B.02), from a workbook or a TRF file')
      .option(
        '--json',
        'JSON {"players": [{tpn, fide_id, k_used, rated_games, expected, change, change_rounded, new_rating}]}',
      )
      .option('--list <file>', "FIDE rating list giving each player's K (TXT, XML or zip, e.g. players_list_foa.txt)")
      .option('--type <type>', 'standard, rapid or blitz', 'standard')
      .option('--other-games <list>', 'rated games in the same period from other events, TPN:N,... (the 700 rule)')
      .option('--k <list>', 'K of players the list does not give, TPN:K,...')
      .action(async (file: string, options: Options) => run(file, options));
  },
};
