import { PlayerIndex } from '../../src/formats/rating-list';
import { initialRanking, type RankingEntry } from '../../src/workbook/rating-ranking';
import { officialRating, tournamentRating, TOURNAMENT_RATING_METHODS } from '../../src/workbook/tournament-rating';
import { readFixture } from '../support/shared';
import { expected } from './support';

const index = new PlayerIndex();
expected().players.forEach((p) => index.add(p));
index.finish();

describe('tournament rating methods (TRF-2026 record 172, rating-lists.md §3)', () => {
  const cases: [
    string,
    { fide: number | null; national: number | null; estimate?: number | null },
    Record<string, [number | null, string | null]>,
  ][] = [
    [
      'both',
      { fide: 2100, national: 2150 },
      {
        FIDE: [2100, 'fide'],
        NRO: [2150, 'national'],
        FIDON: [2100, 'fide'],
        NIDOF: [2150, 'national'],
        HBFN: [2150, 'national'],
        LBFN: [2100, 'fide'],
        OTHER: [null, null],
      },
    ],
    [
      'FIDE only',
      { fide: 1900, national: null },
      {
        FIDE: [1900, 'fide'],
        NRO: [null, null],
        FIDON: [1900, 'fide'],
        NIDOF: [1900, 'fide'],
        HBFN: [1900, 'fide'],
        LBFN: [1900, 'fide'],
        OTHER: [null, null],
      },
    ],
    [
      'national only',
      { fide: null, national: 1700 },
      {
        FIDE: [null, null],
        NRO: [1700, 'national'],
        FIDON: [1700, 'national'],
        NIDOF: [1700, 'national'],
        HBFN: [1700, 'national'],
        LBFN: [1700, 'national'],
        OTHER: [null, null],
      },
    ],
    [
      'neither, an estimate typed (C.04.2 2.1)',
      { fide: null, national: null, estimate: 1600 },
      {
        FIDE: [1600, 'estimate'],
        NRO: [1600, 'estimate'],
        FIDON: [1600, 'estimate'],
        NIDOF: [1600, 'estimate'],
        HBFN: [1600, 'estimate'],
        LBFN: [1600, 'estimate'],
        OTHER: [1600, 'estimate'],
      },
    ],
    [
      'an estimate never beats a rating',
      { fide: 1500, national: null, estimate: 2000 },
      { FIDE: [1500, 'fide'], NRO: [2000, 'estimate'] },
    ],
  ];
  it.each(cases)('%s', (_label, inputs, want) => {
    for (const [method, [rating, source]] of Object.entries(want)) {
      expect([method, tournamentRating(inputs, method as (typeof TOURNAMENT_RATING_METHODS)[number])]).toEqual([
        method,
        { rating, source },
      ]);
    }
  });

  it('effective rapid/blitz: the standard rating when there is none of that type (§2.3)', () => {
    for (const p of expected().players) {
      expect(officialRating(p, 'rapid').rating).toBe(p.effective_rapid);
      expect(officialRating(p, 'blitz').rating).toBe(p.effective_blitz);
      expect(officialRating(p, 'standard').rating).toBe(p.standard);
    }
  });
});

describe('C.04.2 initial ranking from the list (rating-lists.md §6)', () => {
  it.each(['s1-autumn-open.trf', 's2-club-championship.trf', 's3-junior-open.trf'])(
    '%s: the TPN order equals §4.1 recomputed from the list',
    (trf) => {
      const entries: (RankingEntry & { tpn: number })[] = [];
      for (const line of readFixture('ratings', trf).split(/\r?\n/)) {
        if (!line.startsWith('001')) continue;
        const tpn = Number(line.slice(4, 8));
        const id = Number(line.slice(57, 68).trim()) || null;
        const p = id === null ? null : index.byId(id);
        // registration by ID gives the TRF's rating, title, federation, sex and birth year
        if (p) {
          expect([
            line.slice(48, 52).trim(),
            line.slice(10, 13).trim(),
            line.slice(53, 56),
            line[9],
            line.slice(69, 73),
          ]).toEqual([
            p.standard === null ? '' : String(p.standard),
            p.title_for_ranking,
            p.fed,
            p.sex === 'F' ? 'w' : 'm',
            String(p.birth_year ?? ''),
          ]);
        }
        const t = tournamentRating({ fide: p?.standard ?? null, national: null }, 'FIDE');
        entries.push({
          tpn,
          name: p?.name ?? line.slice(14, 47).trim(),
          title: p?.title_for_ranking ?? line.slice(10, 13).trim(),
          tournamentRating: t.rating,
          fideId: id,
        });
      }
      const ranked = initialRanking(entries).map((e) => e.tpn);
      expect(ranked).toEqual(entries.map((e) => e.tpn).sort((a, b) => a - b));
    },
  );

  it('title breaks a rating tie, then the name folded for accents; FIDE ID as the announced alternative', () => {
    const e = (name: string, title: string, r: number | null, fideId: number | null = null) => ({
      name,
      title,
      tournamentRating: r,
      fideId,
    });
    const order = initialRanking([
      e('Zeta, A', '', 2000, 1),
      e('Alpha, B', '', 2000, 9),
      e('Özer, C', '', 2000, 5),
      e('Beta', 'WGM', 2000, 7),
      e('Gamma', 'IM', 2000, 8),
      e('Unrated, U', 'FM', null, 2),
      e('Ozdemir, D', '', 2000, 3),
      e('Top', '', 2100, 4),
    ]);
    expect(order.map((x) => x.name)).toEqual([
      'Top',
      'Gamma',
      'Beta',
      'Alpha, B',
      'Ozdemir, D',
      'Özer, C',
      'Zeta, A',
      'Unrated, U',
    ]);
    const byId = initialRanking(
      [e('Zeta, A', '', 2000, 1), e('Alpha, B', '', 2000, 9), e('No Id', '', 2000, null)],
      'fideId',
    );
    expect(byId.map((x) => x.name)).toEqual(['Zeta, A', 'Alpha, B', 'No Id']);
  });
});
