import type { Colour } from '../engine/model';
import type { KnockoutBracket, KnockoutSide } from '../engine/systems/knockout/bracket';
import { knockoutBracket } from '../engine/systems/knockout/bracket';
import {
  matchOutcome,
  MatchRecordError,
  type MatchGameResult,
  type MatchPlan,
  type MatchSide,
  type MatchStage,
} from '../engine/systems/knockout/match';
import { resolveBracket, selectedSeeds, type ResolvedRound } from '../engine/systems/knockout/progress';
import {
  DEFAULT_ARMAGEDDON,
  DEFAULT_MATCH_TIME_CONTROLS,
  formatTimeControl,
} from '../engine/systems/knockout/time-controls';
import { formatPoints } from '../formats/results';
import { address, cellInteger, cellNumber, cellText, labelKey, type CellValue, type SheetValues } from './cells';
import { say, type Language, type Word } from './labels';
import { error, type Problem } from './problems';
import { KNOCKOUT_WORDS } from './system-labels';

/**
 * The knockout chart (paper-forms.md §9, other-systems.md §4): setup rows (players to select, games per match,
 * extensions), then one block per round of the engine's fixed bracket. Each match takes two rows, the better seed
 * on top, with a colour and a points cell per game (regular games, extensions, Armageddon), the match total and
 * the winner. The arbiter types colours and points; rebuilding the sheet reads them back, decides the matches with
 * the engine's match rules (§4.4) and moves the winners on. Seeds are the players' order (pairing numbers, or the
 * order given for a play-off: the final standings, §4.2); imaginary players give byes (§4.3).
 */

export interface KnockoutSetup {
  /** t: players to select (1 = a single winner). */
  readonly select: number;
  readonly plan: MatchPlan;
}

export interface KnockoutEntrant {
  readonly seed: number;
  readonly id: number;
  readonly title: string;
  readonly name: string;
  readonly rating: number;
}

/** One game column pair: which stage it belongs to and its label. */
export interface GameColumn {
  readonly stage: MatchStage;
  readonly label: string;
}

/** What the arbiter typed for one side of one game. */
export interface TypedCell {
  readonly colour: CellValue;
  readonly points: CellValue;
}

/** What the arbiter typed for one match: the seeds on its rows and the game cells, by side. */
export interface TypedMatch {
  readonly id: string;
  readonly topSeed: number | null;
  readonly bottomSeed: number | null;
  readonly top: readonly TypedCell[];
  readonly bottom: readonly TypedCell[];
  /** 0-based sheet row of the top side. */
  readonly row: number;
}

const SETUP_WORDS = {
  select: { en: 'Players to select', tr: 'Seçilecek oyuncu sayısı', fa: 'تعداد انتخابی' },
  games: { en: 'Games per match', tr: 'Maç başına oyun', fa: 'بازی در هر مسابقه' },
  extensionGames: { en: 'Games per extension', tr: 'Uzatma oyun sayısı', fa: 'بازی در هر تمدید' },
  extensions: { en: 'Extensions before Armageddon', tr: 'Altın puandan önce uzatma', fa: 'تمدید پیش از آرماگدون' },
} satisfies Record<string, Word>;

/** First column of the game cells; 6 columns before it: Match, Seed, No, Title, Name, Rtg. */
export const FIRST_GAME_COLUMN = 6;
const SETUP_ROWS = 4;
const PAIRING_ID = /^R(\d+)\.(\d+)$/;

export function gameColumns(plan: MatchPlan, lang: Language): GameColumn[] {
  const g = say(KNOCKOUT_WORDS.game, lang);
  const x = say(KNOCKOUT_WORDS.extension, lang);
  const out: GameColumn[] = Array.from({ length: plan.regularGames }, (_, i) => ({
    stage: 'regular' as const,
    label: `${g}${i + 1}`,
  }));
  for (let i = 0; i < plan.extensions * plan.extensionGames; i++)
    out.push({ stage: 'extension', label: `${x}${i + 1}` });
  out.push({ stage: 'armageddon', label: say(KNOCKOUT_WORDS.armageddon, lang) });
  return out;
}

function headerRow(plan: MatchPlan, lang: Language): string[] {
  const K = KNOCKOUT_WORDS;
  const c = say(K.colour, lang);
  return [
    say(K.match, lang),
    say(K.seed, lang),
    say(K.no, lang),
    say(K.title_, lang),
    say(K.name, lang),
    say(K.rating, lang),
    ...gameColumns(plan, lang).flatMap((gc) => [`${gc.label} ${c}`, gc.label]),
    say(K.total, lang),
    say(K.winner, lang),
  ];
}

// --- reading ---------------------------------------------------------------------------------------------------

export interface KnockoutRead {
  readonly setup: KnockoutSetup | null;
  /** Seed → player id, from the first round's rows. */
  readonly seeds: ReadonlyMap<number, number>;
  readonly matches: ReadonlyMap<string, TypedMatch>;
  readonly problems: Problem[];
}

function setupValue(values: SheetValues, word: Word): { value: number | null; row: number } | null {
  for (let r = 1; r <= SETUP_ROWS + 1 && r < values.length; r++) {
    const label = labelKey(cellText(values[r]?.[0] ?? null));
    if ([word.en, word.tr, word.fa].some((w) => labelKey(w) === label))
      return { value: cellInteger(values[r]?.[1] ?? null), row: r };
  }
  return null;
}

/** Read an existing Knockout sheet: its setup rows, the seeds of round 1, and every match's typed cells. */
export function readKnockoutSheet(values: SheetValues, sheet: string, lang: Language): KnockoutRead {
  const problems: Problem[] = [];
  const get = (word: Word, minimum: number): number | null => {
    const found = setupValue(values, word);
    if (!found) {
      problems.push(error(sheet, 'A2', `no "${word.en}" row at the top of the sheet`));
      return null;
    }
    if (found.value === null || found.value < minimum) {
      problems.push(
        error(
          sheet,
          address(found.row, 1),
          `${word.en}: "${cellText(values[found.row]?.[1] ?? null)}" is not a whole number of at least ${minimum}`,
        ),
      );
      return null;
    }
    return found.value;
  };
  const select = get(SETUP_WORDS.select, 1);
  const games = get(SETUP_WORDS.games, 2);
  const extensionGames = get(SETUP_WORDS.extensionGames, 0);
  const extensions = get(SETUP_WORDS.extensions, 0);
  const seeds = new Map<number, number>();
  const matches = new Map<string, TypedMatch>();
  if (select === null || games === null || extensionGames === null || extensions === null)
    return { setup: null, seeds, matches, problems };
  const plan: MatchPlan = { regularGames: games, extensionGames, extensions };
  const setup = { select, plan };
  const expectedHeader = headerRow(plan, lang).map(labelKey);
  const columns = gameColumns(plan, lang).length;
  for (let r = 0; r < values.length; r++) {
    const line = values[r] ?? [];
    if (labelKey(cellText(line[0] ?? null)) === expectedHeader[0]) {
      const found = line.map((v) => labelKey(cellText(v)));
      const mismatch = expectedHeader.findIndex((h, c) => found[c] !== h);
      if (mismatch >= 0) {
        problems.push(
          error(
            sheet,
            address(r, mismatch),
            'the columns do not match the setup rows (games per match, extensions): ' +
              'change the setup only before results are entered, or delete the sheet to start again',
          ),
        );
        return { setup, seeds, matches, problems };
      }
      continue;
    }
    const id = cellText(line[0] ?? null);
    if (!PAIRING_ID.test(id) || matches.has(id)) continue;
    const bottomLine = values[r + 1] ?? [];
    const cells = (l: readonly CellValue[]): TypedCell[] =>
      Array.from({ length: columns }, (_, i) => ({
        colour: l[FIRST_GAME_COLUMN + 2 * i] ?? null,
        points: l[FIRST_GAME_COLUMN + 2 * i + 1] ?? null,
      }));
    const topSeed = cellInteger(line[1] ?? null);
    const bottomSeed = cellInteger(bottomLine[1] ?? null);
    matches.set(id, { id, topSeed, bottomSeed, top: cells(line), bottom: cells(bottomLine), row: r });
    if (id.startsWith('R1.')) {
      for (const [seed, no] of [
        [topSeed, cellInteger(line[2] ?? null)],
        [bottomSeed, cellInteger(bottomLine[2] ?? null)],
      ] as const) {
        if (seed !== null && no !== null) seeds.set(seed, no);
      }
    }
  }
  return { setup, seeds, matches, problems };
}

const COLOUR_TEXT: Record<Language, Record<string, Colour>> = {
  en: { w: 'w', white: 'w', b: 'b', black: 'b' },
  // the booklet's Turkish letters: B = Beyaz (White), S = Siyah (Black) — paper-forms.md, colour letters
  tr: { b: 'w', beyaz: 'w', w: 'w', s: 'b', siyah: 'b' },
  fa: { w: 'w', white: 'w', سفید: 'w', b: 'b', black: 'b', سیاه: 'b' },
};

/** `1`, `½`, `0` (also 0.5, `+` for a forfeit win and `-` for a forfeit loss), or null when blank. */
function gamePoints(v: CellValue): number | null | 'bad' {
  const t = cellText(v);
  if (t === '') return null;
  if (t === '+') return 1;
  if (t === '-') return 0;
  const n = cellNumber(v);
  return n === 0 || n === 0.5 || n === 1 ? n : 'bad';
}

/**
 * The games of one match as the engine's match rules read them (§4.4), or the problems found. Colours matter only
 * for a drawn Armageddon game (a draw eliminates White); elsewhere a missing colour is taken as White for the top
 * player, which changes no score.
 */
export function matchGames(
  typed: TypedMatch,
  setup: KnockoutSetup,
  sheet: string,
  lang: Language,
): { games: MatchGameResult[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const games: MatchGameResult[] = [];
  const columns = gameColumns(setup.plan, lang);
  let gap: number | null = null;
  columns.forEach((gc, i) => {
    const top = typed.top[i]!;
    const bottom = typed.bottom[i]!;
    const pointsCol = FIRST_GAME_COLUMN + 2 * i + 1;
    const colourCol = pointsCol - 1;
    const tp = gamePoints(top.points);
    const bp = gamePoints(bottom.points);
    const at = (row: number, col: number) => address(row, col);
    if (tp === 'bad') {
      problems.push(
        error(sheet, at(typed.row, pointsCol), `"${cellText(top.points)}" is not a game score (1, ½ or 0)`),
      );
      return;
    }
    if (bp === 'bad') {
      problems.push(
        error(sheet, at(typed.row + 1, pointsCol), `"${cellText(bottom.points)}" is not a game score (1, ½ or 0)`),
      );
      return;
    }
    if (tp === null && bp === null) {
      if (gap === null) gap = i;
      return;
    }
    if (tp === null || bp === null) {
      problems.push(
        error(
          sheet,
          at(tp === null ? typed.row : typed.row + 1, pointsCol),
          `${typed.id} ${gc.label}: the other player's score is missing`,
        ),
      );
      return;
    }
    if (tp + bp !== 1) {
      problems.push(
        error(
          sheet,
          at(typed.row, pointsCol),
          `${typed.id} ${gc.label}: ${formatPoints(tp)} and ${formatPoints(bp)} are not the two sides of one game`,
        ),
      );
      return;
    }
    if (gap !== null) {
      problems.push(
        error(
          sheet,
          at(typed.row, pointsCol),
          `${typed.id} ${gc.label}: entered after ${columns[gap]!.label}, which has no result`,
        ),
      );
      return;
    }
    const colours = lang === 'tr' ? COLOUR_TEXT.tr : lang === 'fa' ? COLOUR_TEXT.fa : COLOUR_TEXT.en;
    const read = (v: CellValue, row: number): Colour | null | 'bad' => {
      const t = labelKey(cellText(v));
      if (t === '') return null;
      const c = colours[t];
      if (!c) {
        problems.push(
          error(sheet, at(row, colourCol), `"${cellText(v)}" is not a colour (${lang === 'tr' ? 'B or S' : 'w or b'})`),
        );
        return 'bad';
      }
      return c;
    };
    const tc = read(top.colour, typed.row);
    const bc = read(bottom.colour, typed.row + 1);
    if (tc === 'bad' || bc === 'bad') return;
    if (tc !== null && bc !== null && tc === bc) {
      problems.push(
        error(sheet, at(typed.row + 1, colourCol), `${typed.id} ${gc.label}: both players cannot have the same colour`),
      );
      return;
    }
    const topColour: Colour | null = tc ?? (bc === null ? null : bc === 'w' ? 'b' : 'w');
    if (gc.stage === 'armageddon' && tp === 0.5 && topColour === null) {
      problems.push(
        error(
          sheet,
          at(typed.row, colourCol),
          `${typed.id}: a drawn Armageddon game needs the colours (a draw eliminates White)`,
        ),
      );
      return;
    }
    const white: MatchSide = topColour === 'b' ? 'bottom' : 'top';
    games.push({ stage: gc.stage, white, whitePoints: white === 'top' ? tp : bp });
  });
  return { games, problems };
}

// --- rendering -------------------------------------------------------------------------------------------------

export interface KnockoutLayout {
  readonly values: SheetValues;
  readonly headerRows: readonly number[];
  readonly roundTitleRows: readonly number[];
  /** Rows of the top side of each match (for borders: two rows each). */
  readonly matchRows: readonly number[];
  /** Winners' name cells (bold). */
  readonly winnerCells: readonly string[];
  readonly columns: number;
}

export interface KnockoutView {
  readonly bracket: KnockoutBracket;
  readonly rounds: readonly ResolvedRound[];
  readonly problems: Problem[];
}

/** Decide every match from the typed games, round by round (fixed bracket, §4.3). */
export function decideBracket(
  setup: KnockoutSetup,
  entrants: readonly KnockoutEntrant[],
  matches: ReadonlyMap<string, TypedMatch>,
  sheet: string,
  lang: Language,
): KnockoutView {
  const bracket = knockoutBracket(entrants.length, setup.select);
  const problems: Problem[] = [];
  const rounds = resolveBracket(bracket, (pairing, top, bottom) => {
    const typed = matches.get(pairing.id);
    if (!typed) return null;
    const { games, problems: found } = matchGames(typed, setup, sheet, lang);
    problems.push(...found);
    if (found.length || games.length === 0) return null;
    if (typed.topSeed !== top || typed.bottomSeed !== bottom) {
      problems.push(
        error(
          sheet,
          address(typed.row, 1),
          `${pairing.id}: games are entered for seeds ${typed.topSeed ?? '?'} and ` +
            `${typed.bottomSeed ?? '?'}, but the bracket now puts ${top} and ${bottom} there (an earlier result was changed?); clear these games first`,
        ),
      );
      return null;
    }
    try {
      const outcome = matchOutcome(games, setup.plan);
      return outcome.status === 'decided' ? outcome.winner : null;
    } catch (err) {
      if (!(err instanceof MatchRecordError)) throw err;
      problems.push(error(sheet, address(typed.row, 0), `${pairing.id}: ${err.message}`));
      return null;
    }
  });
  // games typed where no game can be played yet: a bye, or a match whose players are not decided
  for (const round of rounds) {
    for (const p of round.pairings) {
      const typed = matches.get(p.pairing.id);
      if (!typed || (!p.pairing.bye && p.top !== null && p.bottom !== null)) continue;
      if (typed.top.concat(typed.bottom).some((c) => cellText(c.points) !== '')) {
        problems.push(
          error(
            sheet,
            address(typed.row, 0),
            p.pairing.bye
              ? `${p.pairing.id} is a bye (no opponent): no games are played`
              : `${p.pairing.id}: games are entered but the players of this match are not known yet`,
          ),
        );
      }
    }
  }
  return { bracket, rounds, problems };
}

function sideText(side: KnockoutSide, lang: Language): string {
  if (side.kind === 'imaginary') return `${side.label} (${say(KNOCKOUT_WORDS.imaginary, lang)})`;
  if (side.kind === 'winner') return `${say(KNOCKOUT_WORDS.winnerOf, lang)} ${side.pairing}`;
  return '';
}

export function renderKnockoutSheet(
  title: string,
  setup: KnockoutSetup,
  entrants: readonly KnockoutEntrant[],
  view: KnockoutView,
  matches: ReadonlyMap<string, TypedMatch>,
  lang: Language,
): KnockoutLayout {
  const K = KNOCKOUT_WORDS;
  const { bracket, rounds } = view;
  const header = headerRow(setup.plan, lang);
  const games = gameColumns(setup.plan, lang).length;
  const bySeed = new Map(entrants.map((e) => [e.seed, e] as const));
  const values: SheetValues = [];
  const headerRows: number[] = [];
  const roundTitleRows: number[] = [];
  const matchRows: number[] = [];
  const winnerCells: string[] = [];
  values.push([
    `${title ? `${title} — ` : ''}${say(K.title, lang)}: ${bracket.entrants} ${say(K.entrants, lang)}, ` +
      `${bracket.select} ${say(K.select, lang)}; ${say(K.bracket, lang)} ${bracket.bracketSize}`,
  ]);
  values.push([say(SETUP_WORDS.select, lang), setup.select]);
  values.push([say(SETUP_WORDS.games, lang), setup.plan.regularGames]);
  values.push([say(SETUP_WORDS.extensionGames, lang), setup.plan.extensionGames]);
  values.push([say(SETUP_WORDS.extensions, lang), setup.plan.extensions]);
  const controls = DEFAULT_MATCH_TIME_CONTROLS.map(formatTimeControl).join(' / ');
  values.push([
    `${controls}; Armageddon: ${formatTimeControl(DEFAULT_ARMAGEDDON.white)} / ${formatTimeControl(DEFAULT_ARMAGEDDON.black)}; ` +
      `${lang === 'tr' ? 'renk: B (beyaz) / S (siyah)' : 'colour: w / b'}; 1, ½, 0`,
  ]);
  for (const round of rounds) {
    const summary = bracket.rounds[round.round - 1]!;
    values.push([]);
    roundTitleRows.push(values.length);
    values.push([
      `${say(K.round, lang)} ${round.round}: ${summary.playersIn} → ${summary.playersOut}` +
        (summary.byes.length ? ` (${say(K.bye, lang)}: ${summary.byes.join(', ')})` : ''),
    ]);
    headerRows.push(values.length);
    values.push(header);
    for (const p of round.pairings) {
      matchRows.push(values.length);
      const typed = matches.get(p.pairing.id);
      const keepTyped = typed && typed.topSeed === p.top && typed.bottomSeed === p.bottom;
      for (const side of ['top', 'bottom'] as const) {
        const seed = side === 'top' ? p.top : p.bottom;
        const entrant = seed === null ? undefined : bySeed.get(seed);
        const sideModel = side === 'top' ? p.pairing.top : p.pairing.bottom;
        const cells: CellValue[] = [];
        const typedCells = typed ? (side === 'top' ? typed.top : typed.bottom) : [];
        let total = 0;
        let anyResult = false;
        for (let g = 0; g < games; g++) {
          // the arbiter's cells are written back as typed (a match whose players moved is reported, not erased)
          const cell = typedCells[g];
          const points = cell ? gamePoints(cell.points) : null;
          if (keepTyped && typeof points === 'number') {
            total += points;
            anyResult = true;
          }
          cells.push(cell?.colour ?? null, cell?.points ?? null);
        }
        const isWinner = p.winner !== null && p.winner === seed;
        const resultText = p.pairing.bye ? (entrant ? say(K.bye, lang) : null) : anyResult ? formatPoints(total) : null;
        if (isWinner) winnerCells.push(address(values.length, 4));
        values.push([
          p.pairing.id,
          entrant?.seed ?? null,
          entrant?.id ?? null,
          entrant?.title || null,
          entrant?.name ?? sideText(sideModel, lang),
          entrant?.rating || null,
          ...cells,
          resultText,
          isWinner ? '✓' : null,
        ]);
      }
    }
  }
  values.push([]);
  roundTitleRows.push(values.length);
  values.push([say(K.selected, lang)]);
  selectedSeeds(rounds).forEach((seed, i) => {
    const e = seed === null ? undefined : bySeed.get(seed);
    values.push([i + 1, e?.seed ?? null, e?.id ?? null, e?.title || null, e?.name ?? '…', e?.rating || null]);
  });
  return { values, headerRows, roundTitleRows, matchRows, winnerCells, columns: header.length };
}
