import { bergerTable, ScheduledRound, singleRoundRobin } from './berger';
import { doubleRoundRobin } from './double-round-robin';

/** Colour string of each player over the schedule: w, b, or '-' for the rest round. */
function colourSequences(rounds: readonly ScheduledRound[], players: number): Map<number, string> {
  const seq = new Map<number, string>();
  for (let p = 1; p <= players; p++) seq.set(p, '');
  for (const r of rounds) {
    for (const [w, b] of r.boards) {
      seq.set(w, seq.get(w) + 'w');
      seq.set(b, seq.get(b) + 'b');
    }
    if (r.bye !== null) seq.set(r.bye, seq.get(r.bye) + '-');
  }
  return seq;
}

function count(text: string, ch: string): number {
  return text.split('').filter((c) => c === ch).length;
}

function equalNeighbours(colours: string): number {
  let n = 0;
  for (let i = 1; i < colours.length; i++) if (colours[i] === colours[i - 1]) n++;
  return n;
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

describe('Berger tables: a valid round robin for every n from 3 to 24 (other-systems.md §1.3-1.4)', () => {
  for (let n = 3; n <= 24; n++) {
    test(`${n} players`, () => {
      const rounds = singleRoundRobin(n);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);

      // each round a perfect matching of the players (plus the rest for odd n)
      for (const r of rounds) {
        const seen = r.boards
          .flat()
          .concat(r.bye === null ? [] : [r.bye])
          .sort((a, b) => a - b);
        expect(seen).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        expect(r.bye === null).toBe(n % 2 === 0);
      }

      // everyone meets everyone exactly once
      const meetings = new Map<string, number>();
      for (const r of rounds)
        for (const [w, b] of r.boards) meetings.set(pairKey(w, b), (meetings.get(pairKey(w, b)) ?? 0) + 1);
      expect(meetings.size).toBe((n * (n - 1)) / 2);
      expect([...meetings.values()].every((c) => c === 1)).toBe(true);

      const seq = colourSequences(rounds, n);
      if (n % 2 === 0) {
        for (let p = 1; p <= n; p++) {
          const colours = seq.get(p) ?? '';
          // §1.3: players 1..n/2 get n/2 whites, the others n/2-1
          expect(count(colours, 'w')).toBe(p <= n / 2 ? n / 2 : n / 2 - 1);
          // §1.3: every player except n/2 and n has exactly one pair of consecutive equal colours
          expect(equalNeighbours(colours)).toBe(p === n / 2 || p === n ? 0 : 1);
        }
        // player n alternates, Black in round 1
        expect(seq.get(n)?.startsWith('bw')).toBe(true);
      } else {
        for (let p = 1; p <= n; p++) {
          const colours = seq.get(p) ?? '';
          expect(count(colours, '-')).toBe(1); // one rest per cycle, the same for everyone (§1.4)
          expect(count(colours, 'w')).toBe((n - 1) / 2);
          expect(count(colours, 'b')).toBe((n - 1) / 2);
        }
      }
    });
  }
});

describe('double round robin (§1.5)', () => {
  for (let n = 3; n <= 24; n++) {
    test(`${n} players: both orders meet each pair once with each colour; FIDE order avoids three equal colours in a row`, () => {
      const single = singleRoundRobin(n);
      const booklet = doubleRoundRobin(n, 'booklet');
      const fide = doubleRoundRobin(n, 'fide-swap-last-two');
      const c = single.length;
      for (const schedule of [booklet, fide]) {
        expect(schedule).toHaveLength(2 * c);
        expect(schedule.map((r) => r.round)).toEqual(Array.from({ length: 2 * c }, (_, i) => i + 1));
        const ordered = new Set<string>();
        for (const r of schedule) for (const [w, b] of r.boards) ordered.add(`${w}>${b}`);
        expect(ordered.size).toBe(n * (n - 1)); // every ordered pair once: each colour once per pair
      }
      // booklet: round c+k is round k reversed
      for (let k = 0; k < c; k++) {
        expect(booklet[c + k].boards).toEqual(single[k].boards.map(([w, b]) => [b, w]));
        expect(booklet[k].boards).toEqual(single[k].boards);
      }
      // FIDE: the first cycle's last two rounds change places, nothing else moves
      expect(fide[c - 2].boards).toEqual(single[c - 1].boards);
      expect(fide[c - 1].boards).toEqual(single[c - 2].boards);
      expect(fide.slice(c)).toEqual(booklet.slice(c));
      for (const colours of colourSequences(fide, n).values()) {
        expect(colours.replace(/-/g, '')).not.toMatch(/www|bbb/);
      }
    });
  }

  test('the plain booklet order gives player 1 of four players wwb|bbw (why FIDE swaps)', () => {
    expect(colourSequences(doubleRoundRobin(4, 'booklet'), 4).get(1)).toBe('wwbbbw');
  });
});

test('a raw table needs an even number of places', () => {
  expect(() => bergerTable(5)).toThrow(/even/);
  expect(() => singleRoundRobin(1)).toThrow(/at least 2/);
  expect(() => singleRoundRobin(2.5)).toThrow(/whole number/);
});
