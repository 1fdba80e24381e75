import {
  LIST_VALIDATION_CHARS,
  parseRequestedByes,
  parseStatus,
  readPlayers,
  renderPlayers,
  statusChoices,
  type PlayerRow,
} from './players';

const row: PlayerRow = {
  player: {
    id: 3,
    name: 'Yılmaz, Ayşe',
    sex: 'w',
    title: 'WIM',
    rating: 2231,
    nationalRating: 2250,
    federation: 'TUR',
    fideId: '34512345',
    birthDate: '1995/04/12',
    club: 'Bursa SK',
    status: 'withdrawn',
    withdrawnAfter: 4,
  },
  byes: [
    { id: 3, round: 2, kind: 'H' },
    { id: 3, round: 5, kind: 'Z' },
  ],
  row: 1,
};

describe('Players sheet', () => {
  it.each(['en', 'tr', 'fa'] as const)('round-trips a player (%s)', (lang) => {
    const read = readPlayers(renderPlayers([row], lang), 'Players', 9);
    expect(read.problems).toEqual([]);
    expect(read.players).toEqual([row]);
  });

  it('reports bad cells by address', () => {
    const read = readPlayers(
      [
        ['No', 'Name', 'Rating', 'Title', 'Sex', 'Status', 'Requested byes'],
        [1, 'A', 2000],
        [1, 'B', 'abc', 'XM', 'q', 'gone', '3Q'],
        [null, 'C'],
        ['x', 'D'],
      ],
      'Players',
      5,
    );
    expect(read.problems.map((p) => `${p.cell}: ${p.message}`)).toEqual([
      'A3: pairing number 1 is used twice (also on row 2)',
      'A5: "x" is not a pairing number (1-9999)',
      // players without a number: one message for all of them, naming the fix
      'A4: a player has no pairing number ("C"): number them by C.04.2 with "arbiter players number BOOK.xlsx", or type the numbers in the No column',
    ]);
    const read2 = readPlayers(
      [
        ['No', 'Name', 'Rating', 'Title', 'Sex', 'Status', 'Requested byes'],
        [2, 'B', 'abc', 'XM', 'q', 'gone', '3Q 9H'],
      ],
      'Players',
      5,
    );
    expect(read2.problems.map((p) => `${p.cell}: ${p.message}`)).toEqual([
      'D2: "XM" is not a title (GM, IM, WGM, FM, WIM, CM, WFM, WCM)',
      'C2: "abc" is not a rating (0-3500)',
      'E2: "q" is not m or w',
      'F2: "gone" is not a status (active, or withdrawn after round N)',
      'G2: "3Q" is not a requested bye (write round and kind, e.g. 3H 5Z)',
    ]);
  });

  it('reads statuses and byes in three languages', () => {
    expect(parseStatus('withdrawn after round 3')).toEqual({ withdrawnAfter: 3 });
    expect(parseStatus('3. turdan sonra çekildi')).toEqual({ withdrawnAfter: 3 });
    expect(parseStatus('انصراف پس از دور ۳')).toEqual({ withdrawnAfter: 3 });
    expect(parseStatus('aktif')).toEqual({ withdrawnAfter: null });
    expect(parseRequestedByes('3H 5z, 7F 8½ 9')).toEqual([
      { round: 3, kind: 'H' },
      { round: 5, kind: 'Z' },
      { round: 7, kind: 'F' },
      { round: 8, kind: 'H' },
      { round: 9, kind: 'H' },
    ]);
  });

  it("the Status drop-down offers withdrawal after rounds 1 to the total less one, within Excel's 255 characters", () => {
    expect(statusChoices('en', 5)).toEqual([
      'active',
      'withdrawn after round 1',
      'withdrawn after round 2',
      'withdrawn after round 3',
      'withdrawn after round 4',
    ]);
    expect(statusChoices('en', 1)).toEqual(['active']);
    expect(statusChoices('en')).toHaveLength(10); // no total yet: rounds 1-9
    for (const lang of ['en', 'tr', 'fa'] as const) {
      const long = statusChoices(lang, 30);
      expect(long.join(',').length).toBeLessThanOrEqual(LIST_VALIDATION_CHARS);
      expect(long.length).toBeGreaterThan(5);
      expect(long.slice(1).map((c) => parseStatus(c)?.withdrawnAfter)).toEqual(long.slice(1).map((_, i) => i + 1));
    }
  });
});
