import { PlayerIndex } from '../../src/formats/rating-list';
import { address } from '../../src/workbook/cells';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { readPlayers, type PlayerRow } from '../../src/workbook/players';
import { WorkbookProblems } from '../../src/workbook/problems';
import { addListPlayer } from '../../src/workbook/rating-add';
import { applyLookup, planLookup, readPlayersContext, type ListSource } from '../../src/workbook/rating-lookup';
import { readRatingSettings } from '../../src/workbook/rating-settings';
import { readSettings } from '../../src/workbook/settings';
import { expected } from './support';

const want = expected();
const index = new PlayerIndex();
want.players.forEach((p) => index.add(p));
index.finish();
const LIST: ListSource = { label: 'players_list.zip', period: '2026-11', byId: (id) => index.byId(id) };
const byName = (name: string) => want.players.find((p) => p.name === name)!;

function row(id: number, fields: Partial<PlayerRow['player']>): PlayerRow {
  return {
    player: { id, name: '', sex: '', title: '', rating: 0, federation: '', fideId: '', birthDate: '', ...fields },
    byes: [],
    row: 0,
  };
}

/** Players typed by an arbiter: bare IDs, a wrong rating, an ID not in the list, a player without ID, a complete row. */
async function book(settings: Record<string, string> = {}): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'Autumn Open', startDate: '2026/11/07' }, totalRounds: 9 },
    players: [
      row(1, { name: 'Galbarard, Luka', fideId: '990004479' }),
      row(2, {
        name: 'Drensilero, Farah',
        fideId: '990049399',
        rating: 2350,
        title: 'FM',
        federation: 'MGL',
        sex: 'w',
      }),
      row(3, { name: 'Nobody, Known', fideId: '990000001', rating: 1500 }),
      row(4, { name: 'Local, Player' }),
      row(5, {
        name: 'Cormirez, Zeynep',
        fideId: '990037750',
        rating: 2603,
        title: 'GM',
        federation: 'FID',
        sex: 'w',
        birthDate: '1943/05/02',
      }),
    ],
  });
  for (const [label, value] of Object.entries(settings)) {
    const values = await wb.readSheet('Settings');
    await wb.writeValues('Settings', address(values.length, 0), [[label, value]]);
  }
  return wb;
}

function cellOf(wb: MemoryWorkbook, sheet: string, header: string, name: string): unknown {
  const values = wb.sheet(sheet)!.values;
  const c = values[0]!.indexOf(header);
  const r = values.findIndex((line) => line.includes(name));
  return c < 0 || r < 0 ? undefined : values[r]![c];
}

describe('players lookup: fill and check the Players sheet by FIDE ID', () => {
  it('lists what it would fill, and the typed value that differs as a problem at its cell', async () => {
    const wb = await book();
    const plan = planLookup(await readPlayersContext(wb), LIST);
    expect(plan.checked).toBe(4);
    expect(plan.notInList).toBe(1);
    // Drensilero's rating was typed 2350; the list has 2362
    expect(plan.differences.map((d) => [d.player, d.column, d.from, d.to])).toEqual([
      ['Drensilero, Farah', 'rating', 2350, 2362],
    ]);
    const ratingCell = plan.differences[0]!.cell;
    expect(plan.problems).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        sheet: 'Players',
        cell: ratingCell,
        message: expect.stringMatching(
          /typed "2350", players_list\.zip, list of 2026-11 has "2362" for FIDE ID 990049399; not changed/,
        ),
      }),
    );
    expect(plan.problems).toContainEqual(
      expect.objectContaining({
        cell: expect.stringMatching(/^E\d+$/),
        message: expect.stringMatching(/FIDE ID 990000001 \(Nobody, Known\) is not in players_list\.zip/),
      }),
    );
    const galbarard = plan.fills.filter((f) => f.player === 'Galbarard, Luka');
    expect(Object.fromEntries(galbarard.map((f) => [f.column, f.to]))).toEqual({
      title: 'GM',
      federation: 'CAN',
      rating: 2672,
      birth: 1969,
      sex: 'm',
      k: 10,
      ratingSource: 'FIDE standard 2026-11',
      tournamentRating: 2672,
      tournamentRatingSource: 'FIDE',
    });
    // the complete row only gets the derived columns
    expect(
      plan.fills
        .filter((f) => f.player === 'Cormirez, Zeynep')
        .map((f) => f.column)
        .sort(),
    ).toEqual(['k', 'ratingSource', 'tournamentRating', 'tournamentRatingSource']);
  });

  it('nothing is written without apply; apply fills blanks and keeps the typed value', async () => {
    const wb = await book();
    const before = JSON.stringify(wb.sheets.map((s) => s.values));
    const writes = wb.writes;
    const ctx = await readPlayersContext(wb);
    const plan = planLookup(ctx, LIST);
    expect(wb.writes).toBe(writes);
    expect(JSON.stringify(wb.sheets.map((s) => s.values))).toBe(before);

    await applyLookup(wb, plan, 'en', { overwrite: false });
    expect(cellOf(wb, 'Players', 'Rating', 'Drensilero, Farah')).toBe(2350); // never overwritten silently
    expect(cellOf(wb, 'Players', 'Rating', 'Galbarard, Luka')).toBe(2672);
    expect(cellOf(wb, 'Players', 'Birth', 'Galbarard, Luka')).toBe(1969);
    expect(cellOf(wb, 'Players', 'Birth', 'Cormirez, Zeynep')).toBe('1943/05/02'); // a typed full date keeps its day
    expect(cellOf(wb, 'Players', 'K', 'Galbarard, Luka')).toBe(10);
    expect(cellOf(wb, 'Players', 'Rating source', 'Galbarard, Luka')).toBe('FIDE standard 2026-11');
    expect(cellOf(wb, 'Players', 'Tournament rating', 'Drensilero, Farah')).toBe(2362);
    expect(cellOf(wb, 'Players', 'Rating', 'Nobody, Known')).toBe(1500);
    // the Settings sheet records the list and month (§1.1, VCL Q119/Q134)
    const rs = readRatingSettings(await wb.readSheet('Settings'), 'Settings');
    expect([rs.list, rs.month, rs.problems]).toEqual(['players_list.zip', '2026-11', []]);
    expect(readSettings(await wb.readSheet('Settings'), 'Settings').problems).toEqual([]); // our rows are not "unknown settings"
    // the sheet still reads, and a second look-up only finds the difference again
    expect(readPlayers(await wb.readSheet('Players'), 'Players', 9).problems).toEqual([]);
    const again = planLookup(await readPlayersContext(wb), LIST);
    expect(again.fills).toEqual([]);
    expect(again.settingsWrites).toEqual([]);
    expect(again.differences).toHaveLength(1);
  });

  it('overwrite takes the list value when the arbiter accepts it', async () => {
    const wb = await book();
    await applyLookup(wb, planLookup(await readPlayersContext(wb), LIST), 'en', { overwrite: true });
    expect(cellOf(wb, 'Players', 'Rating', 'Drensilero, Farah')).toBe(2362);
    expect(planLookup(await readPlayersContext(wb), LIST).differences).toEqual([]);
  });

  it('a rapid tournament uses the effective rapid rating and says so (§2.3)', async () => {
    const wb = await book({ 'Rating type': 'rapid' });
    const fills = planLookup(await readPlayersContext(wb), LIST).fills.filter((f) => f.player === 'Galbarard, Luka');
    const galbarard = byName('Galbarard, Luka');
    expect(galbarard.rapid).toBeNull();
    const get = (c: string) => fills.find((f) => f.column === c)?.to;
    expect([get('rating'), get('k'), get('ratingSource')]).toEqual([
      galbarard.effective_rapid,
      galbarard.standard_k,
      'FIDE standard as rapid 2026-11',
    ]);
  });

  it('warns when the list is not the one in force at the start date (§1.7, Q137)', async () => {
    const wb = await book();
    const plan = planLookup(await readPlayersContext(wb), { ...LIST, period: '2026-10' });
    expect(plan.problems).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(
          /starts on 2026\/11\/07: the list in force then is the one of 2026-11, not 2026-10/,
        ),
      }),
    );
  });

  it('a Players sheet with an error blocks the look-up; nothing is written', async () => {
    const wb = await book();
    await wb.writeValues('Players', 'F3', [['fast']]);
    const writes = wb.writes;
    await expect(readPlayersContext(wb)).rejects.toThrow(WorkbookProblems);
    expect(wb.writes).toBe(writes);
  });

  it('a bad Settings rating row is reported at its cell', async () => {
    const wb = await book({ 'Tournament rating method': 'ELO' });
    await expect(readPlayersContext(wb)).rejects.toThrow(
      /Settings!B\d+: Tournament rating method: "ELO" is not a method/,
    );
  });
});

describe('players add', () => {
  it('appends a player from the list with the next number, filled as the look-up fills', async () => {
    const wb = await book({ 'Tournament rating method': 'HBFN' });
    const p = byName('Daldanas, Emma');
    const added = await addListPlayer(wb, p, LIST);
    expect(added).toEqual({ sheet: 'Players', row: 7, no: 6 });
    const read = readPlayers(await wb.readSheet('Players'), 'Players', 9);
    expect(read.problems).toEqual([]);
    expect(read.players.find((r) => r.player.id === 6)!.player).toMatchObject({
      name: 'Daldanas, Emma',
      fideId: String(p.fide_id),
      title: 'WFM',
      rating: p.standard,
      federation: 'CAN',
      sex: 'w',
      birthDate: '2011',
    });
    expect(cellOf(wb, 'Players', 'Tournament rating source', 'Daldanas, Emma')).toBe('FIDE');
    // nothing differs from the list afterwards
    const plan = planLookup(await readPlayersContext(wb), LIST);
    expect(plan.differences).toHaveLength(1); // only Drensilero's typed rating
    expect(plan.fills.filter((f) => f.player === 'Daldanas, Emma')).toEqual([]);
  });

  it('refuses a player already on the sheet, naming the cell; nothing is written', async () => {
    const wb = await book();
    const writes = wb.writes;
    await expect(addListPlayer(wb, byName('Galbarard, Luka'), LIST)).rejects.toThrow(
      /Players!E2: FIDE ID 990004479 \(Galbarard, Luka\) is already on the sheet as number 1/,
    );
    expect(wb.writes).toBe(writes);
  });
});

describe('tournament ratings for the numbering', () => {
  it('takes the Tournament rating column, a typed estimate included, else the method', async () => {
    const { tournamentRatingsOf } = await import('../../src/workbook/rating-ranking');
    const wb = await book();
    await applyLookup(wb, planLookup(await readPlayersContext(wb), LIST), 'en', { overwrite: false });
    const values = await wb.readSheet('Players');
    const tr = values[0]!.indexOf('Tournament rating');
    const local = values.findIndex((r) => r.includes('Local, Player'));
    await wb.writeValues('Players', address(local, tr), [[1650]]); // the arbiters' estimate (C.04.2 2.1), no source typed
    const after = await wb.readSheet('Players');
    const read = readPlayers(after, 'Players', 9);
    const got = tournamentRatingsOf(after, read.players, 'FIDE');
    expect(Object.fromEntries(got)).toEqual({
      1: { rating: 2672, source: 'fide' },
      2: { rating: 2362, source: 'fide' }, // 2350 typed as official, 2362 from the list: kept apart
      3: { rating: 1500, source: 'fide' },
      4: { rating: 1650, source: 'estimate' },
      5: { rating: 2603, source: 'fide' },
    });
  });
});
