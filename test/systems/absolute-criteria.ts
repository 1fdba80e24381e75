import type { Colour, Tournament } from '../../src/engine/model';
import type { RoundPairing } from '../../src/engine/pairing';

/**
 * Independent check of the absolute rules every Swiss system keeps (C.04.1 Arts. 2–4, 6–7): everyone due is
 * paired exactly once, no second game between two players, at most one PAB and only to a player who has not
 * had one nor scored a win without playing, colour difference within ±2 and no colour three times running.
 * `t` is the input of round `round` (earlier rounds plus that round's requested byes).
 */
export interface AbsoluteCheck {
  problems: string[];
  colourExceptions: number;
}

export function checkAbsoluteCriteria(t: Tournament, round: number, p: RoundPairing): AbsoluteCheck {
  const problems: string[] = [];
  let colourExceptions = 0;
  const played = (r: string) => '10=WDL'.includes(r);
  const due = t.players
    .filter((x) => !x.rounds[round - 1] && !(x.withdrawnAfter !== undefined && x.withdrawnAfter < round))
    .map((x) => x.id);
  const seen = new Map<number, number>();
  const count = (id: number) => seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const b of p.boards) {
    count(b.white);
    count(b.black);
  }
  if (p.pab !== null) count(p.pab);
  for (const id of due)
    if (seen.get(id) !== 1) problems.push(`round ${round}: player ${id} is paired ${seen.get(id) ?? 0} times`);
  for (const id of seen.keys())
    if (!due.includes(id)) problems.push(`round ${round}: player ${id} is not due but paired`);
  if ((p.pab !== null) !== (due.length % 2 === 1))
    problems.push(`round ${round}: PAB ${p.pab} with ${due.length} players due`);
  const byId = new Map(t.players.map((x) => [x.id, x]));
  for (const b of p.boards) {
    const w = byId.get(b.white)!;
    if (w.rounds.slice(0, round - 1).some((e) => e && e.opponent === b.black && played(e.result))) {
      problems.push(`round ${round}: ${b.white} and ${b.black} already played each other`);
    }
  }
  if (p.pab !== null) {
    const e = byId.get(p.pab)!.rounds.slice(0, round - 1);
    if (e.some((x) => x && (x.result === 'U' || x.result === 'F' || x.result === '+')))
      problems.push(`round ${round}: PAB to ineligible player ${p.pab}`);
  }
  const last = round === t.totalRounds;
  for (const b of p.boards) {
    for (const [id, c] of [
      [b.white, 'w'],
      [b.black, 'b'],
    ] as [number, Colour][]) {
      const colours = byId
        .get(id)!
        .rounds.slice(0, round - 1)
        .filter((x) => x && x.colour && played(x.result))
        .map((x) => x!.colour as Colour);
      colours.push(c);
      const cd = colours.filter((x) => x === 'w').length * 2 - colours.length;
      const three = colours.length >= 3 && colours.slice(-3).every((x) => x === c);
      if (Math.abs(cd) > 2 || three) {
        if (last) colourExceptions++;
        else problems.push(`round ${round}: player ${id} gets ${c} (CD ${cd}${three ? ', third in a row' : ''})`);
      }
    }
  }
  return { problems, colourExceptions };
}
