import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import type { PairingSystemId } from '../../src/engine/model';
import type { PlayerRow } from '../../src/workbook/players';
import type { PointsStyle } from '../../src/workbook/points-format';

/**
 * Issue #18 finding 4 for round robins and Scheveningen: points, tie-breaks and places are numbers (a text sort
 * puts 10 before 9½; text cannot be summed), printed by the Settings' points format. A withdrawn player's points
 * are a number too; he is marked by a column of his own, not by text such as `(3½)`.
 */
const NAMES = ['Ali', 'Berk', 'Cem', 'Deniz', 'Ece', 'Filiz'];

function rows(club?: (i: number) => string): PlayerRow[] {
  return NAMES.map((name, i) => ({
    player: {
      id: i + 1,
      name,
      sex: '' as const,
      title: '',
      rating: 2200 - 20 * i,
      federation: '',
      fideId: '',
      birthDate: '',
      ...(club ? { club: club(i) } : {}),
    },
    byes: [],
    row: 0,
  }));
}

/** Results by board: White wins, draws, Black wins in turn; returns what each player scored. */
async function play(
  wb: MemoryWorkbook,
  rounds: number,
  withdraw?: { player: number; after: number },
): Promise<Map<number, number>> {
  const scored = new Map<number, number>();
  for (let r = 1; r <= rounds; r++) {
    if (withdraw && r === withdraw.after + 1) {
      const players = wb.sheet('Players')!.values;
      const status = players[0]!.indexOf('Status');
      const row = players.findIndex((l) => l[0] === withdraw.player);
      await wb.writeValues('Players', `${String.fromCharCode(65 + status)}${row + 1}`, [
        [`withdrawn after round ${withdraw.after}`],
      ]);
    }
    await pairNextRound(wb);
    const state = await readWorkbook(wb);
    for (const [i, b] of state.rounds[r - 1]!.boards.entries()) {
      if (b.result) continue; // a forfeit written by pair
      const w = [1, 0.5, 0][(i + r) % 3]!;
      await wb.writeValues(`Round ${r}`, b.resultCell, [[w === 1 ? '1-0' : w === 0 ? '0-1' : '½-½']]);
    }
  }
  await updateReports(wb);
  const state = await readWorkbook(wb);
  for (const p of state.tournament.players) {
    scored.set(
      p.id,
      p.rounds.reduce(
        (s, e) => s + (e ? (({ '1': 1, '=': 0.5, '+': 1 } as Record<string, number>)[e.result] ?? 0) : 0),
        0,
      ),
    );
  }
  return scored;
}

async function book(
  system: PairingSystemId,
  style: PointsStyle = 'halves',
  club?: (i: number) => string,
): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'RR' }, system, colourChoice: 'white', pointsStyle: style },
    players: rows(club),
  });
  return wb;
}

const column = (i: number) => String.fromCharCode(65 + i);

describe('round robin: points, tie-breaks and places are numbers', () => {
  it('Crosstable: total, tie-breaks and place are numbers with number formats; a shared place prints as a range', async () => {
    const wb = await book('round-robin');
    const scored = await play(wb, 5);
    const values = wb.sheet('Crosstable')!.values;
    const header = values[1]!;
    const pts = header.indexOf('Pts');
    const place = header.indexOf('Place');
    expect(pts).toBe(9);
    const body = values.slice(2, 8);
    for (const row of body) {
      expect([row[0], row[pts]]).toEqual([row[0], scored.get(row[0] as number)]);
      expect(typeof row[place]).toBe('number');
      for (const v of row.slice(pts + 1, place)) expect(typeof v === 'number' || v === null).toBe(true);
    }
    expect(body.reduce((s, r) => s + (r[pts] as number), 0)).toBe(15);
    expect(wb.formatAt('Crosstable', `${column(pts)}3`)?.numberFormat).toBe('# ?/2');
    // DE is a rank: whole numbers; SB in quarters at most
    expect(wb.formatAt('Crosstable', `${column(header.indexOf('DE'))}3`)?.numberFormat).toBe('0');
    expect(wb.formatAt('Crosstable', `${column(header.indexOf('SB'))}3`)?.numberFormat).toMatch(
      /^(0|# \?\/2|# \?\/4)$/,
    );
    const places = body.map((r) => r[place] as number);
    for (const [i, p] of places.entries()) {
      const shared = places.filter((x) => x === p).length;
      const format = wb.formatAt('Crosstable', `${column(place)}${i + 3}`)?.numberFormat;
      expect([p, format]).toEqual([p, shared > 1 ? `0"–${p + shared - 1}"` : '0']);
    }
    // no withdrawal: no withdrawal column
    expect(header).not.toContain('Withdrawn after');
  });

  it('Settings "decimal" prints the crosstable and standings totals as 0.0', async () => {
    const wb = await book('round-robin', 'decimal');
    await play(wb, 5);
    expect(wb.formatAt('Crosstable', 'J3')?.numberFormat).toBe('0.0');
    expect(wb.formatAt('Standings', 'G3')?.numberFormat).toBe('0.0');
  });

  it('a player withdrawn before 50 % keeps his table points as a number and is marked by a column of his own', async () => {
    const wb = await book('round-robin');
    const scored = await play(wb, 5, { player: 6, after: 1 });
    const cross = wb.sheet('Crosstable')!.values;
    const header = cross[1]!;
    const wd = header.indexOf('Withdrawn after');
    expect(wd).toBe(header.length - 1);
    const row6 = cross.find((r) => r[0] === 6)!;
    expect([row6[header.indexOf('Pts')], row6[header.indexOf('Place')], row6[wd]]).toEqual([scored.get(6), null, 1]);
    for (const r of cross.slice(2, 7)) expect(r[wd]).toBeNull();
    expect(cross.slice(2, 8).every((r) => typeof r[header.indexOf('Pts')] === 'number')).toBe(true);

    const standings = wb.sheet('Standings')!.values;
    const sHeader = standings[1]!;
    expect(sHeader[sHeader.length - 1]).toBe('Withdrawn after');
    const unranked = standings.find((r) => r[1] === 6)!;
    expect([unranked[0], unranked[6], unranked[sHeader.length - 1]]).toEqual([null, scored.get(6), 1]);
    expect(wb.formatAt('Standings', `G${standings.indexOf(unranked) + 1}`)?.numberFormat).toBe('# ?/2');
    // nothing in a points column is text
    expect(standings.slice(2, 8).map((r) => typeof r[6])).toEqual(Array(6).fill('number'));
  });
});

describe('Scheveningen sheet: totals are numbers', () => {
  it('player totals, team totals per round and the match score are numbers in the points format', async () => {
    // teams from the Club column: 1, 3, 5 North; 2, 4, 6 South
    const wb = await book('scheveningen', 'halves', (i) => (i % 2 === 0 ? 'North' : 'South'));
    const scored = await play(wb, 3);
    const values = wb.sheet('Scheveningen')!.values;
    const total = values.find((r) => r[0] === 'Seat')!.indexOf('Total');
    expect(total).toBe(8);
    const members = values.filter((r) => typeof r[1] === 'number' && /^[AB]\d$/.test(String(r[0])));
    expect(members).toHaveLength(6);
    for (const r of members) expect([r[1], r[total]]).toEqual([r[1], scored.get(r[1] as number)]);
    const totals = values.filter((r) => r[0] === 'Total');
    expect(totals).toHaveLength(2);
    for (const r of totals) expect(r.slice(5, 9).every((v) => typeof v === 'number')).toBe(true);
    const match = values.find((r) => r[0] === 'Match score')!;
    expect(typeof match[3]).toBe('number');
    expect(typeof match[4]).toBe('number');
    expect((match[3] as number) + (match[4] as number)).toBe(9);
    expect([match[3], match[4]]).toEqual([totals[0]![8], totals[1]![8]]);
    const row = values.indexOf(members[0]!) + 1;
    expect(wb.formatAt('Scheveningen', `I${row}`)?.numberFormat).toBe('# ?/2');
    expect(wb.formatAt('Scheveningen', `D${values.indexOf(match) + 1}`)?.numberFormat).toBe('# ?/2');
  });
});
