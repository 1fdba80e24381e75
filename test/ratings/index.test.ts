import {
  COMBINED_HEADER,
  formatCombinedLine,
  nameKey,
  PlayerIndex,
  syntheticCombinedLines,
  syntheticId,
  syntheticPlayers,
} from '../../src/formats/rating-list';
import { expected, ratingsFixture, readText } from './support';

const want = expected();

function indexOf(players: Iterable<Parameters<PlayerIndex['add']>[0]>): PlayerIndex {
  const index = new PlayerIndex();
  for (const p of players) index.add(p);
  index.finish();
  return index;
}

describe('the combined-line writer (used by the synthetic list)', () => {
  it('writes every fixture player exactly as players_list_foa.txt has it (§1.2)', () => {
    const lines = new TextDecoder().decode(ratingsFixture('players_list_foa.txt')).split('\r\n');
    expect(lines[0]).toBe(COMBINED_HEADER);
    expect(want.players.map(formatCombinedLine)).toEqual(lines.slice(1, 300));
  });
});

describe('the synthetic list', () => {
  const opts = { players: 5000, seed: 7 };
  const text = [...syntheticCombinedLines(opts)].join('');

  it('is deterministic and reads back as generated, every line 162 characters', () => {
    expect([...syntheticCombinedLines(opts)].join('')).toBe(text);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(5001);
    expect(new Set(lines.map((l) => l.length))).toEqual(new Set([162]));
    const got = readText('synthetic.txt', text);
    expect(got.problems).toEqual([]);
    expect(got.players).toEqual([...syntheticPlayers(opts)]);
  });

  it('has the proportions the benchmark needs: most unrated, unique IDs', () => {
    const ps = [...syntheticPlayers(opts)];
    const unrated = ps.filter((p) => p.standard === null && p.rapid === null && p.blitz === null).length;
    expect(unrated / ps.length).toBeGreaterThan(0.5);
    expect(unrated / ps.length).toBeLessThan(0.7);
    expect(new Set(ps.map((p) => p.fide_id)).size).toBe(ps.length);
    expect(ps[123]!.fide_id).toBe(syntheticId(123, 7));
  });

  it('includes long-OTit lines (one in 600,000 by default), which read back with a warning (§1.2.4)', () => {
    const ps = syntheticPlayers({ players: 50, seed: 3, longOtitEvery: 50 });
    let last = null;
    for (const p of ps) last = p;
    const line = formatCombinedLine(last!);
    expect(line).toHaveLength(163);
    const got = readText('synthetic.txt', `${COMBINED_HEADER}\r\n${line}\r\n`);
    expect(got.players).toEqual([last]);
    expect(got.problems).toHaveLength(1);
  });
});

describe('PlayerIndex', () => {
  const index = indexOf(want.players);

  it('gives back every player as read, by position and by FIDE ID', () => {
    expect(index.size).toBe(299);
    expect(want.players.map((_, i) => index.get(i))).toEqual(want.players);
    for (const p of want.players) expect(index.byId(p.fide_id)).toEqual(p);
    expect(index.byId(990000000)).toBeNull();
    expect(index.byId(1)).toBeNull();
  });

  it('finds names case-, accent- and punctuation-insensitively, surname first, by prefix', () => {
    const p = want.players[0]!; // Barberala, Bianca
    for (const q of ['Barberala, Bianca', 'BARBERALA BIANCA', 'bärberâlá,  biánca', 'Barberala,Bianca']) {
      expect(index.searchName(q)).toEqual({ players: [p], exact: true, more: false });
    }
    const prefix = index.searchName('barber');
    expect(prefix.exact).toBe(false);
    expect(prefix.players.map((x) => x.name)).toEqual(['Barberala, Bianca', 'Barberani, Una']);
    expect(index.searchName('Barberala, Bi').players).toEqual([p]);
    expect(index.searchName('Bianca Barberala').players).toEqual([]); // surname first
    expect(index.searchName('').players).toEqual([]);
  });

  it('lists every player of a shared name, never one of them alone (§2.1)', () => {
    const twin = { ...want.players[5]!, fide_id: 990999999, fed: 'ESP', birth_year: 2001 };
    const twins = indexOf([...want.players, twin]);
    const found = twins.searchName(want.players[5]!.name);
    expect(found.exact).toBe(true);
    expect(found.players.map((x) => x.fide_id).sort()).toEqual([want.players[5]!.fide_id, 990999999].sort());
  });

  it('limits the answers and says there are more', () => {
    const got = index.searchName('d', 3);
    expect(got.players).toHaveLength(3);
    expect(got.more).toBe(true);
  });

  it('looks up IDs beyond 2^30 too (the map path)', () => {
    const big = indexOf([{ ...want.players[0]!, fide_id: 4_000_000_000 }, want.players[1]!]);
    expect(big.byId(4_000_000_000)?.name).toBe(want.players[0]!.name);
    expect(big.byId(want.players[1]!.fide_id)?.name).toBe(want.players[1]!.name);
  });

  it('folds accents and letters NFD does not split', () => {
    expect(nameKey('Øzdemir-Łukasz, Ayşe')).toBe('ozdemir lukasz ayse');
    expect(nameKey('Müller, Jürgen')).toBe('muller jurgen');
  });
});
