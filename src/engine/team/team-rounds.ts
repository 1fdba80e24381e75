import { pairingPointsFor, roundScore, type Colour, type Player, type ResultCode, type RoundEntry } from '../model';
import type { TeamTournament } from './model';

/**
 * The team view of a round, derived from the players' entries (team.md §8.7): line-up, opponent team, colour of
 * board 1, game points, match points and what kind of round it was for the team.
 */
export type TeamRoundKind =
  | 'played' // at least one game played over the board (team.md §1.3, reading R2)
  | 'forfeit-win'
  | 'forfeit-loss'
  | 'double-forfeit' // paired, no game played
  | 'pab'
  | 'fpb'
  | 'hpb'
  | 'zpb' // byes (team.md §1.4); zpb also = absent, withdrawn, round-robin rest
  | 'none'; // no entry for the round (not yet played)

export interface TeamRound {
  readonly round: number;
  readonly kind: TeamRoundKind;
  /** Opponent TPN, 0 for byes. */
  readonly opponent: number;
  /** Board-1 colour scheduled for the team (C.04.6 1.6.1); null without an opponent. */
  readonly colour: Colour | null;
  readonly mp: number;
  readonly gp: number;
  /** Game points scored on board k (index k-1) in this match; zeros for byes. */
  readonly boardPoints: readonly number[];
  /** Player ids on boards 1..B (0 = empty board). */
  readonly lineUp: readonly number[];
}

const GAME_RESULTS: ReadonlySet<ResultCode> = new Set<ResultCode>(['1', '=', '0', 'W', 'D', 'L', '*']);

export function isPlayedMatch(r: TeamRound | undefined): boolean {
  return r?.kind === 'played';
}

export function isPairedMatch(r: TeamRound | undefined): boolean {
  return !!r && r.opponent !== 0;
}

/** Player id -> TPN, from the rosters and the 300 line-ups. */
export function teamOfPlayer(t: TeamTournament): Map<number, number> {
  const map = new Map<number, number>();
  for (const team of t.teams) for (const id of team.members) map.set(id, team.tpn);
  for (const l of t.lineUps) for (const id of l.players) if (id !== 0 && !map.has(id)) map.set(id, l.team);
  return map;
}

/** Players by id, shared by the derivations. */
function playerIndex(t: TeamTournament): (id: number) => Player | undefined {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  return (id) => byId.get(id);
}

/** The line-up of `team` in round r: the 300 record, else the first B roster players with an entry (team.md §1.1). */
export function lineUpOf(t: TeamTournament, team: number, round: number, lookup = playerIndex(t)): number[] {
  const explicit = t.lineUps.find((l) => l.round === round && l.team === team);
  if (explicit) return [...explicit.players];
  const members =
    t.teams[team - 1]?.tpn === team ? t.teams[team - 1].members : (t.teams.find((x) => x.tpn === team)?.members ?? []);
  const B = t.settings.boards;
  const paired = members.filter((id) => (lookup(id)?.rounds[round - 1]?.opponent ?? 0) !== 0);
  if (paired.length > 0) return paired.slice(0, B);
  return members.slice(0, B);
}

/** Team colour from board k's player colour: board k of the team with White on board 1 has pattern[k]. */
function teamColourFromBoard(pattern: readonly Colour[], board: number, colour: Colour): Colour {
  const c = pattern[board] ?? (board % 2 === 0 ? 'w' : 'b');
  return c === colour ? 'w' : 'b';
}

interface RawRound {
  opponent: number;
  colour: Colour | null;
  played: boolean;
  gp: number;
  boardPoints: number[];
  letters: ResultCode[];
  lineUp: number[];
}

function rawRound(
  t: TeamTournament,
  team: number,
  round: number,
  owner: Map<number, number>,
  lookup: (id: number) => Player | undefined,
): RawRound | null {
  const lineUp = lineUpOf(t, team, round, lookup);
  const B = t.settings.boards;
  let opponent = 0;
  let colour: Colour | null = null;
  let played = false;
  let gp = 0;
  let any = false;
  const boardPoints = new Array<number>(B).fill(0);
  const letters: ResultCode[] = [];
  for (let k = 0; k < lineUp.length && k < B; k++) {
    const id = lineUp[k];
    if (id === 0) continue;
    const e: RoundEntry | null | undefined = lookup(id)?.rounds[round - 1];
    if (!e) continue;
    any = true;
    letters.push(e.result);
    if (e.opponent !== 0) {
      if (opponent === 0) opponent = owner.get(e.opponent) ?? 0;
      if (colour === null && e.colour) colour = teamColourFromBoard(t.settings.boardPattern, k, e.colour);
      if (GAME_RESULTS.has(e.result)) played = true;
      const p = pairingPointsFor(e.result, t.settings.gameScoring);
      boardPoints[k] = p;
      gp += p;
    }
  }
  if (!any) return null;
  // without a paired board the team has a bye only when every board of its line-up has one (team.md §1.4);
  // a single absent player is not the team's bye (his reserve moves up when the round is paired)
  if (opponent === 0 && letters.length < Math.min(B, lineUp.filter((id) => id !== 0).length)) return null;
  return { opponent, colour, played, gp: roundScore(gp), boardPoints, letters, lineUp };
}

function byeKind(t: TeamTournament, team: number, round: number, letters: readonly ResultCode[]): TeamRoundKind {
  const listed = t.byes.find((b) => b.round === round && b.team === team);
  if (listed) return listed.kind === 'F' ? 'fpb' : listed.kind === 'H' ? 'hpb' : 'zpb';
  if ((t.pabTeams[round - 1] ?? 0) === team || letters.includes('U')) return 'pab';
  if (letters.includes('F')) return 'fpb';
  if (letters.includes('H')) return 'hpb';
  return 'zpb';
}

/**
 * Every team's rounds 1..upTo (index [tpn-1][round-1]). MP from comparing the two teams' GP (C.07 11.1.1; team.md
 * §1.2); unplayed matches and byes as team.md §1.3-1.4. Unfinished games ('*') count as draws (C.04.2 3.1).
 */
export function teamRounds(t: TeamTournament, upTo?: number): TeamRound[][] {
  const owner = teamOfPlayer(t);
  const lookup = playerIndex(t);
  const s = t.settings;
  const B = s.boards;
  const last = upTo ?? Math.max(0, ...t.players.map((p) => p.rounds.length), t.pabTeams.length);
  const raw: (RawRound | null)[][] = t.teams.map((team) =>
    Array.from({ length: last }, (_, i) => rawRound(t, team.tpn, i + 1, owner, lookup)),
  );
  return t.teams.map((team, ti) =>
    raw[ti].map((r, i): TeamRound => {
      const round = i + 1;
      const zero = new Array<number>(B).fill(0);
      if (!r) {
        if ((t.pabTeams[i] ?? 0) === team.tpn)
          return {
            round,
            kind: 'pab',
            opponent: 0,
            colour: null,
            mp: s.pab.mp,
            gp: s.pab.gp,
            boardPoints: zero,
            lineUp: [],
          };
        const listed = t.byes.find((b) => b.round === round && b.team === team.tpn);
        if (!listed)
          return { round, kind: 'none', opponent: 0, colour: null, mp: 0, gp: 0, boardPoints: zero, lineUp: [] };
        return byeRound(t, round, byeKind(t, team.tpn, round, []), []);
      }
      if (r.opponent === 0) return byeRound(t, round, byeKind(t, team.tpn, round, r.letters), r.lineUp);
      const opp = raw[r.opponent - 1]?.[i] ?? null;
      const oppGp = opp?.gp ?? 0;
      const forfeit = t.matchForfeits.find((f) => f.round === round && (f.white === team.tpn || f.black === team.tpn));
      let kind: TeamRoundKind = 'played';
      if (forfeit) {
        const won =
          (forfeit.kind === '+-' && forfeit.white === team.tpn) ||
          (forfeit.kind === '-+' && forfeit.black === team.tpn);
        kind = forfeit.kind === '--' ? 'double-forfeit' : won ? 'forfeit-win' : 'forfeit-loss';
      } else if (!r.played && !(opp?.played ?? false)) {
        kind = r.letters.includes('+') ? 'forfeit-win' : opp?.letters.includes('+') ? 'forfeit-loss' : 'double-forfeit';
      }
      let mp: number;
      let gp = r.gp;
      if (kind === 'played')
        mp = gp > oppGp ? s.matchPoints.win : gp === oppGp ? s.matchPoints.draw : s.matchPoints.loss;
      else if (kind === 'forfeit-win') {
        mp = s.matchPoints.win;
        gp = roundScore(B * s.gameScoring.forfeitWin);
      } else {
        mp = s.matchPoints.loss;
        gp = 0;
      }
      return {
        round,
        kind,
        opponent: r.opponent,
        colour: r.colour,
        mp,
        gp,
        boardPoints: r.boardPoints,
        lineUp: r.lineUp,
      };
    }),
  );
}

function byeRound(t: TeamTournament, round: number, kind: TeamRoundKind, lineUp: readonly number[]): TeamRound {
  const s = t.settings;
  const B = s.boards;
  const zero = new Array<number>(B).fill(0);
  const values: Record<string, [number, number]> = {
    pab: [s.pab.mp, s.pab.gp],
    fpb: [s.matchPoints.win, roundScore(B * s.gameScoring.fullBye)],
    hpb: [s.matchPoints.draw, roundScore(B * s.gameScoring.halfBye)],
    zpb: [0, 0],
  };
  const [mp, gp] = values[kind] ?? [0, 0];
  return { round, kind, opponent: 0, colour: null, mp, gp, boardPoints: zero, lineUp: [...lineUp] };
}

/** Played colours (board 1) oldest first: the colour history of C.04.6 1.6 (GHR 3.4 squeezes unplayed rounds out). */
export function playedColours(rounds: readonly TeamRound[]): Colour[] {
  const out: Colour[] = [];
  for (const r of rounds) if (r.kind === 'played' && r.colour) out.push(r.colour);
  return out;
}
