import type { Player, ResultCode, RoundEntry } from '../model';
import type { LineUp, TeamTournament } from './model';
import { boardColourFor } from './board-colours';

/** The pairing of one round as the team view needs it (any team system). */
export interface TeamRoundToApply {
  readonly round: number;
  readonly matches: readonly { readonly white: number; readonly black: number }[];
  readonly pab: number | null;
  /** Teams not paired (round-robin rest, absences): their members get `Z` and the team a 240 Z record. */
  readonly absent?: readonly number[];
}

/**
 * Default line-up (team.md §1.1): the first B roster players who are not marked absent for the round, in roster
 * order (reserves move up). `absent` = player ids not available.
 */
export function defaultLineUp(
  t: TeamTournament,
  tpn: number,
  absent: ReadonlySet<number> = new Set(),
  round?: number,
): number[] {
  const team = t.teams.find((x) => x.tpn === tpn);
  if (!team) throw new Error(`no team ${tpn}`);
  // a member with a bye entry (H/F/Z) for the round is absent from it
  const away = (id: number): boolean => {
    if (absent.has(id) || round === undefined) return absent.has(id);
    const e = t.players.find((p) => p.id === id)?.rounds[round - 1];
    return !!e && e.opponent === 0 && (e.result === 'Z' || e.result === 'H' || e.result === 'F');
  };
  const players = team.members.filter((id) => !away(id)).slice(0, t.settings.boards);
  while (players.length < t.settings.boards) players.push(0);
  return players;
}

function setEntry(players: Map<number, Player>, id: number, round: number, e: RoundEntry): void {
  const p = players.get(id);
  if (!p) return;
  const rounds: (RoundEntry | null)[] = [...p.rounds];
  while (rounds.length < round - 1) rounds.push(null);
  rounds[round - 1] = e;
  players.set(id, { ...p, rounds });
}

/**
 * Write a round's pairing into the players' entries: board k of a match pairs the two line-ups' k-th players,
 * colours by the 352 pattern for the White team (team.md §2.1), results pending ('*'); an empty board is a
 * forfeit for its side. PAB members get `U` and the 320 entry; absent teams keep their byes. Line-ups that are
 * not "roster order" are recorded as 300 records (team.md §8.4).
 */
export function applyTeamPairing(
  t: TeamTournament,
  p: TeamRoundToApply,
  lineUps: ReadonlyMap<number, readonly number[]> = new Map(),
): TeamTournament {
  const players = new Map(t.players.map((x) => [x.id, x]));
  const newLineUps: LineUp[] = t.lineUps.filter((l) => l.round !== p.round);
  const B = t.settings.boards;
  for (const m of p.matches) {
    const lw = [...(lineUps.get(m.white) ?? defaultLineUp(t, m.white, new Set(), p.round))];
    const lb = [...(lineUps.get(m.black) ?? defaultLineUp(t, m.black, new Set(), p.round))];
    for (const [tpn, opp, l] of [
      [m.white, m.black, lw],
      [m.black, m.white, lb],
    ] as const) {
      const def = t.teams[tpn - 1].members.slice(0, B);
      if (l.some((id, k) => id !== (def[k] ?? 0)))
        newLineUps.push({ round: p.round, team: tpn, opponent: opp, players: [...l] });
    }
    for (let k = 0; k < B; k++) {
      const w = lw[k] ?? 0;
      const b = lb[k] ?? 0;
      const cw = boardColourFor(t.settings.boardPattern, k + 1, true);
      const cb = boardColourFor(t.settings.boardPattern, k + 1, false);
      const pending: ResultCode = w !== 0 && b !== 0 ? '*' : '+';
      if (w !== 0) setEntry(players, w, p.round, { opponent: b, colour: cw, result: b === 0 ? '+' : pending });
      if (b !== 0) setEntry(players, b, p.round, { opponent: w, colour: cb, result: w === 0 ? '+' : pending });
    }
  }
  const pabTeams = [...t.pabTeams];
  while (pabTeams.length < p.round) pabTeams.push(0);
  pabTeams[p.round - 1] = p.pab ?? 0;
  if (p.pab !== null) {
    for (const id of defaultLineUp(t, p.pab, new Set(), p.round))
      if (id !== 0) setEntry(players, id, p.round, { opponent: 0, colour: null, result: 'U' });
  }
  const byes = [...t.byes];
  for (const tpn of p.absent ?? []) {
    // team.md §3.1: a round-robin rest is `0000 - Z` for the members (and 240 Z); requested byes stay as they are
    const members = t.teams[tpn - 1]?.members.slice(0, B) ?? [];
    if (
      byes.some((b) => b.round === p.round && b.team === tpn) ||
      members.some((id) => players.get(id)?.rounds[p.round - 1])
    )
      continue;
    byes.push({ round: p.round, team: tpn, kind: 'Z' });
    for (const id of members) setEntry(players, id, p.round, { opponent: 0, colour: null, result: 'Z' });
  }
  return { ...t, players: [...players.values()].sort((a, b) => a.id - b.id), lineUps: newLineUps, pabTeams, byes };
}

/**
 * Enter the result of board `board` of `team`'s match in round r, from that team's player's side ('1', '=', '0',
 * '+', '-'). The opponent gets the mirror; a double forfeit on a board is '-' with `opponentResult` '-'.
 */
export function setBoardResult(
  t: TeamTournament,
  round: number,
  team: number,
  board: number,
  result: ResultCode,
  opponentResult?: ResultCode,
): TeamTournament {
  const lineUp =
    t.lineUps.find((l) => l.round === round && l.team === team)?.players ??
    t.teams[team - 1].members.slice(0, t.settings.boards);
  const id = lineUp[board - 1] ?? 0;
  const player = t.players.find((x) => x.id === id);
  const e = player?.rounds[round - 1];
  if (!player || !e || e.opponent === 0)
    throw new Error(`team ${team} has no game on board ${board} in round ${round}`);
  const mirror: Partial<Record<ResultCode, ResultCode>> = {
    '1': '0',
    '0': '1',
    '=': '=',
    '+': '-',
    '-': '+',
    W: 'L',
    L: 'W',
    D: 'D',
  };
  const other = opponentResult ?? mirror[result];
  if (!other || !mirror[result]) throw new Error(`"${result}" is not a board result (1, =, 0, +, -)`);
  const players = new Map(t.players.map((x) => [x.id, x]));
  setEntry(players, id, round, { ...e, result });
  const opp = players.get(e.opponent);
  const oe = opp?.rounds[round - 1];
  if (opp && oe) setEntry(players, opp.id, round, { ...oe, result: other });
  return { ...t, players: [...players.values()].sort((a, b) => a.id - b.id) };
}
