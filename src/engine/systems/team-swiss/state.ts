import { roundScore, type Colour } from '../../model';
import { virtualPoints, type TeamTournament } from '../../team/model';
import { playedColours, teamRounds, type TeamRound } from '../../team/team-rounds';
import { colourPreference, type ColourPreference } from './colour-preference';

/**
 * What the pairing of round r knows about one team (C.04.6 Art. 1), from rounds 1..r-1. Scores are pairing
 * scores: with acceleration (TRF 250, C.04.7) they include the round's virtual points, floats compare the pairing
 * scores of their own round (team.md §4.9, reading R5).
 */
export interface TeamPairingState {
  readonly tpn: number;
  /** Primary score (C.04.6 1.2), byes and forfeits included. */
  readonly score: number;
  readonly secondary: number;
  readonly history: readonly Colour[];
  /** Colour difference, 1.6.2. */
  readonly cd: number;
  readonly preference: ColourPreference;
  /** Opponents of played matches (reading R3). */
  readonly met: ReadonlySet<number>;
  /** Played a match against a team of another pairing score in round r-1 (1.5, reading R5). */
  readonly floatedPrevious: boolean;
  /** Played matches (reading R4). */
  readonly matchesPlayed: number;
  /** [C2]: had a PAB, won a match by forfeit, or had a full-point bye. */
  readonly barredFromPab: boolean;
  /** Not to be paired this round (ZPB/HPB/FPB requested or absent). */
  readonly absent: boolean;
  /** Had a match (played or not) or a PAB in an earlier round: the team has arrived. */
  readonly everPaired: boolean;
}

function scoreBefore(rounds: readonly TeamRound[], upTo: number, kind: 'MP' | 'GP'): number {
  let s = 0;
  for (let i = 0; i < upTo && i < rounds.length; i++) s += kind === 'MP' ? rounds[i].mp : rounds[i].gp;
  return roundScore(s);
}

export function pairingStates(t: TeamTournament, round: number): TeamPairingState[] {
  const all = teamRounds(t, round);
  const s = t.settings;
  const secondaryKind = s.primary === 'MP' ? 'GP' : 'MP';
  const lastRound = s.totalRounds !== null && round === s.totalRounds;
  return t.teams.map((team, i) => {
    const rounds = all[i].slice(0, round - 1);
    const history = playedColours(rounds);
    const cd = history.reduce((d, c) => d + (c === 'w' ? 1 : -1), 0);
    const met = new Set<number>();
    let barred = false;
    for (const r of rounds) {
      if (r.kind === 'played') met.add(r.opponent);
      if (r.kind === 'pab' || r.kind === 'forfeit-win' || r.kind === 'fpb') barred = true;
    }
    let floated = false;
    const prev = rounds[round - 2];
    if (prev && prev.kind === 'played') {
      const mine = scoreBefore(all[i], round - 2, s.primary) + virtualPoints(t, team.tpn, round - 1, s.primary);
      const theirs =
        scoreBefore(all[prev.opponent - 1], round - 2, s.primary) +
        virtualPoints(t, prev.opponent, round - 1, s.primary);
      floated = roundScore(mine) !== roundScore(theirs);
    }
    const current = all[i][round - 1];
    const absent =
      t.byes.some((b) => b.round === round && b.team === team.tpn) ||
      (!!current && current.kind !== 'none' && current.opponent === 0 && current.kind !== 'pab');
    return {
      tpn: team.tpn,
      score: roundScore(scoreBefore(all[i], round - 1, s.primary) + virtualPoints(t, team.tpn, round, s.primary)),
      secondary: roundScore(
        scoreBefore(all[i], round - 1, secondaryKind) + virtualPoints(t, team.tpn, round, secondaryKind),
      ),
      history,
      cd,
      preference: colourPreference(history, s.colourType, lastRound),
      met,
      floatedPrevious: floated,
      matchesPlayed: rounds.filter((r) => r.kind === 'played').length,
      barredFromPab: barred,
      absent,
      everPaired: rounds.some((r) => r.opponent !== 0 || r.kind === 'pab'),
    };
  });
}
