import { MemoryWorkbook } from '../../src/workbook/memory-port';
import {
  exportTeamTrf,
  importTeamTrf,
  newTeamEvent,
  pairNextTeamRound,
  updateTeamReports,
} from '../../src/workbook/commands/team-event';
import { WorkbookProblems } from '../../src/workbook/problems';
import { readTeamTrf } from '../../src/formats/trf/team-records';
import { teamRounds } from '../../src/engine/team/team-rounds';
import { teamStandings } from '../../src/engine/tiebreaks/team/standings';
import { readFixture, readFixtureJson } from '../support/shared';

interface ExpectedRound {
  round: number;
  pairs: [number, number][];
  pab: number | null;
  results: Record<string, string>;
}

const FILE = 'team-swiss-t02-n7-b4-r5';

describe('a team event run end to end in a workbook', () => {
  it('teams and rosters typed, rounds paired, board results typed, standings, TRF export, re-import', async () => {
    const full = readTeamTrf(readFixture('team/swiss', `${FILE}.trf`)).tournament!;
    const expected = readFixtureJson<{ rounds: ExpectedRound[] }>('team/swiss', `${FILE}.rounds.json`).rounds;
    const standingsJson = readFixtureJson<{
      rank: Record<string, number>;
      values: Record<string, Record<string, number>>;
    }>('team/swiss', `${FILE}.standings.json`);
    const book = new MemoryWorkbook();
    await newTeamEvent(book, { language: 'en' });
    // the arbiter types the settings ...
    await book.writeValues('Team Settings', 'A1', [
      ['Event', 'Club league'],
      ['System', 'Team Swiss'],
      ['Rounds', 5],
      ['Boards', 4],
      ['Board colours', 'WBWB'],
      ['Match points (win/draw/loss)', '2/1/0'],
      ['Primary score', 'MP'],
      ['Secondary score for colours', 'yes'],
      ['Colour preferences', 'A'],
      ['Initial colour', 'W'],
      ['PAB (MP/GP)', '1/2'],
      ['Tie-breaks', 'MPvGP,EDE,EMGSB/C1,BH:MP/C1'],
    ]);
    // ... and the teams with their rosters in board order (team columns on each team's first row only)
    const rows: (string | number | null)[][] = [];
    for (const team of full.teams) {
      team.members.forEach((id, k) => {
        const p = full.players.find((x) => x.id === id)!;
        rows.push([
          k === 0 ? team.tpn : null,
          k === 0 ? team.name : null,
          k === 0 ? team.shortName : null,
          null,
          null,
          k + 1,
          p.name,
          p.rating,
          null,
        ]);
      });
    }
    await book.writeValues('Teams', 'A2', rows);

    for (const e of expected) {
      // absences known before the pairing go on the round's sheet as bye rows
      const absent = full.byes.filter((b) => b.round === e.round);
      if (absent.length > 0) {
        await book.ensureSheet(`Team round ${e.round}`);
        await book.writeValues(
          `Team round ${e.round}`,
          'A3',
          absent.map((b) => ['Absent', null, `${b.team} ${full.teams[b.team - 1].name}`]),
        );
      }
      const paired = await pairNextTeamRound(book);
      expect(paired.round).toBe(e.round);
      expect(paired.matches.map((m) => [m.white, m.black]).sort()).toEqual([...e.pairs].sort());
      expect(paired.pab).toBe(e.pab);
      // the arbiter types each board's result on the round sheet (from the first team's player's side)
      const sheet = await book.readSheet(paired.sheet);
      let current = '';
      for (let r = 2; r < sheet.length; r++) {
        const row = sheet[r];
        if (typeof row[0] === 'number') {
          current = `${String(row[2]).split(' ')[0]}-${String(row[4]).split(' ')[0]}`;
          continue;
        }
        if (typeof row[1] !== 'number') continue;
        const k = row[1];
        const ch = e.results[current][k - 1];
        const away = full.players.find((p) => p.id === Number(String(row[4]).split(' ')[0]))!.rounds[e.round - 1]!
          .result;
        const text =
          ch === '1' ? '1-0' : ch === '0' ? '0-1' : ch === '=' ? '½-½' : ch === '+' ? '+-' : away === '-' ? '--' : '-+';
        await book.writeValues(paired.sheet, `F${r + 1}`, [[text]]);
      }
    }
    // the Log explains every match of every round (bracket, upfloaters, identifier, the 4.3 colour rule)
    const log = await book.readSheet('Log');
    expect(
      log.filter((row) => row[0] === 3 && /^\d+-\d+: bracket of .* by 4\.3\.\d$/.test(String(row[1]))),
    ).toHaveLength(3);
    expect(log.some((row) => row[0] === 3 && /^PAB: team 5/.test(String(row[1])))).toBe(true);
    // pairing past the last round is refused, with the place to look at
    await expect(pairNextTeamRound(book)).rejects.toBeInstanceOf(WorkbookProblems);

    const reports = await updateTeamReports(book);
    expect(reports.sheets).toEqual(['Team Standings', 'Team Crosstable', 'Board Results']);
    const table = await book.readSheet('Team Standings');
    expect(table[0]).toEqual(['Rank', 'TPN', 'Team', 'MP', 'GP', 'MPvGP', 'EMGSB/C1', 'BH:MP/C1']);
    for (const row of table.slice(1)) {
      const tpn = String(row[1]);
      expect([tpn, row[0], row[3], row[4], row[6], row[7]]).toEqual([
        tpn,
        standingsJson.rank[tpn],
        standingsJson.values.MP[tpn],
        standingsJson.values.GP[tpn],
        standingsJson.values['EMGSB/C1'][tpn],
        standingsJson.values['BH:MP/C1'][tpn],
      ]);
    }
    const boards = await book.readSheet('Board Results');
    expect(boards.length).toBeGreaterThan(1 + 4 * 6);

    // TRF export: the same matches, line-ups and results as the fixture
    const exported = await exportTeamTrf(book);
    const back = readTeamTrf(exported).tournament!;
    expect(teamRounds(back)).toEqual(teamRounds(full));
    expect(teamStandings(back).rows).toEqual(teamStandings(full).rows);
    // re-import into a new workbook (Turkish this time) and export again: the same file
    const again = new MemoryWorkbook();
    expect(await importTeamTrf(again, exported, 'tr')).toEqual({ teams: 7, rounds: 5 });
    expect(await again.listSheets()).toEqual(
      expect.arrayContaining(['Takım Ayarları', 'Takımlar', 'Takım turu 1', 'Takım turu 5']),
    );
    expect(await exportTeamTrf(again)).toBe(exported);
  });

  it('a result that is not a board result is reported with its sheet and cell, and nothing is paired', async () => {
    const book = new MemoryWorkbook();
    await newTeamEvent(book, {
      settings: { boards: 2, boardPattern: ['w', 'b'], totalRounds: 3, initialColour: 'w', pab: { mp: 1, gp: 1 } },
    });
    await book.writeValues('Teams', 'A2', [
      [1, 'A', null, null, null, 1, 'a1', 2000],
      [null, null, null, null, null, 2, 'a2', 1900],
      [2, 'B', null, null, null, 1, 'b1', 1800],
      [null, null, null, null, null, 2, 'b2', 1700],
    ]);
    const first = await pairNextTeamRound(book);
    expect(first.matches).toEqual([{ white: 1, black: 2 }]);
    await book.writeValues(first.sheet, 'F4', [['2-0']]);
    const before = await book.listSheets();
    const err = await pairNextTeamRound(book).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(WorkbookProblems);
    expect((err as WorkbookProblems).problems[0]).toMatchObject({ sheet: 'Team round 1', cell: 'F4' });
    expect(await book.listSheets()).toEqual(before);
  });
});

describe('line-ups: an absent player is skipped and the reserve moves up (team.md §1.1)', () => {
  it('player absent in round 2: boards 1, 3, 4 and the reserve play; the TRF gets a 300 record and reads back', async () => {
    const book = new MemoryWorkbook();
    await newTeamEvent(book, { settings: { boards: 4, totalRounds: 3, initialColour: 'w' } });
    const rows: (string | number | null)[][] = [];
    for (const [tpn, name] of [
      [1, 'Alpha'],
      [2, 'Beta'],
      [3, 'Gamma'],
      [4, 'Delta'],
    ] as const) {
      for (let k = 1; k <= 5; k++)
        rows.push([
          k === 1 ? tpn : null,
          k === 1 ? name : null,
          null,
          null,
          null,
          k,
          `${name} ${k}`,
          2000 - k,
          null,
          tpn === 1 && k === 2 ? '2' : null,
        ]);
    }
    await book.writeValues('Teams', 'A2', rows);
    const play = async (): Promise<string> => {
      const o = await pairNextTeamRound(book);
      const sheet = await book.readSheet(o.sheet);
      for (let r = 2; r < sheet.length; r++)
        if (typeof sheet[r][1] === 'number') await book.writeValues(o.sheet, `F${r + 1}`, [['½-½']]);
      return o.sheet;
    };
    await play();
    const second = await play();
    const sheet = await book.readSheet(second);
    const alphaPlayers = sheet
      .filter((row) => typeof row[1] === 'number')
      .map((row) => String(row[2]))
      .concat(sheet.filter((row) => typeof row[1] === 'number').map((row) => String(row[4])))
      .filter((x) => /Alpha/.test(x));
    expect(alphaPlayers).toEqual(['1 Alpha 1', '3 Alpha 3', '4 Alpha 4', '5 Alpha 5']);
    const trf = await exportTeamTrf(book);
    expect(trf).toMatch(/^300 002 001 00[234] {4}1 {4}3 {4}4 {4}5$/m);
    const back = readTeamTrf(trf).tournament!;
    expect(teamRounds(back)[0][1].lineUp).toEqual([1, 3, 4, 5]);
    expect(teamRounds(back)[0][1]).toMatchObject({ kind: 'played', mp: 1, gp: 2 });
  });
});

describe('a team round robin in the workbook', () => {
  it('five teams: Berger rounds with a resting team on a Rest row, all results typed, standings, export = the schedule', async () => {
    const book = new MemoryWorkbook();
    await newTeamEvent(book, {
      settings: { system: 'team-round-robin', boards: 2, boardPattern: ['w', 'b'], totalRounds: 5, initialColour: 'w' },
    });
    const rows: (string | number | null)[][] = [];
    for (let tpn = 1; tpn <= 5; tpn++)
      for (let k = 1; k <= 2; k++)
        rows.push([
          k === 1 ? tpn : null,
          k === 1 ? `Club ${tpn}` : null,
          null,
          null,
          null,
          k,
          `p${tpn}.${k}`,
          2000 - tpn,
          null,
          null,
        ]);
    await book.writeValues('Teams', 'A2', rows);
    const seen: string[] = [];
    for (let r = 1; r <= 5; r++) {
      const o = await pairNextTeamRound(book);
      seen.push(...o.matches.map((m) => `${m.white}-${m.black}`));
      const sheet = await book.readSheet(o.sheet);
      expect(sheet.filter((row) => row[0] === 'Rest')).toHaveLength(1);
      for (let i = 2; i < sheet.length; i++)
        if (typeof sheet[i][1] === 'number') await book.writeValues(o.sheet, `F${i + 1}`, [['1-0']]);
    }
    // every pair of teams met once
    const pairs = new Set(
      seen.map((x) =>
        x
          .split('-')
          .map(Number)
          .sort((a, b) => a - b)
          .join('-'),
      ),
    );
    expect(pairs.size).toBe(10);
    const back = readTeamTrf(await exportTeamTrf(book)).tournament!;
    expect(back.settings.system).toBe('team-round-robin');
    expect(back.byes.filter((b) => b.kind === 'Z')).toHaveLength(5);
    const table = teamStandings(back).rows;
    expect(table.reduce((a, r) => a + r.mp, 0)).toBe(10 * 2); // every match won 2-0 by the team with White on board 1: 2 + 0 MP
  });
});

describe('no legal pairing (C.04.6 3.3.3)', () => {
  it('two teams that have met cannot be paired again: the Chief Arbiter decides, the workbook is left as it was', async () => {
    const book = new MemoryWorkbook();
    await newTeamEvent(book, { settings: { boards: 1, boardPattern: ['w'], totalRounds: 3, initialColour: null } });
    await book.writeValues('Teams', 'A2', [
      [1, 'A', null, null, null, 1, 'a', 2000],
      [2, 'B', null, null, null, 1, 'b', 1900],
    ]);
    const first = await pairNextTeamRound(book, { random: () => 0.9 });
    expect((await book.readSheet('Team Settings')).find((row) => row[0] === 'Initial colour')?.[1]).toBe('B');
    await book.writeValues(first.sheet, 'F4', [['1-0']]);
    const before = { sheets: await book.listSheets(), settings: await book.readSheet('Team Settings') };
    const err = await pairNextTeamRound(book).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(WorkbookProblems);
    expect((err as Error).message).toMatch(/Chief Arbiter/);
    expect({ sheets: await book.listSheets(), settings: await book.readSheet('Team Settings') }).toEqual(before);
  });
});

describe('tie-break list of a team workbook', () => {
  it('an unknown code is reported at the Tie-breaks cell of Team Settings', async () => {
    const book = new MemoryWorkbook();
    await newTeamEvent(book, {
      settings: { boards: 1, boardPattern: ['w'], totalRounds: 3, initialColour: 'w' },
      tiebreaks: ['MPvGP', 'BUCH'],
    });
    await book.writeValues('Teams', 'A2', [
      [1, 'A', null, null, null, 1, 'a', 2000],
      [2, 'B', null, null, null, 1, 'b', 1900],
    ]);
    const err = await updateTeamReports(book).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(WorkbookProblems);
    expect((err as WorkbookProblems).problems[0]).toMatchObject({ sheet: 'Team Settings', cell: 'B12' });
    expect((err as WorkbookProblems).problems[0].message).toMatch(/"BUCH"/);
  });
});
