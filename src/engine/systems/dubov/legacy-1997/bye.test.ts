import { readFixtureJson } from '../../../../../test/support/shared';
import { fakeLegacyPlayer, meet } from '../../../../../test/dubov/fake-players';
import { NoLegalPairingError } from '../../../pairing';
import { chooseBye1997 } from './bye';
import { Pairability } from './pairability';

interface SheetRow {
  no: number;
  rating: number;
  score: number;
  aro: number;
}
const rounds = readFixtureJson<{ rounds: { aro_sheet_before?: { rows: SheetRow[] }; pairings: { bye?: number }[] }[] }>(
  'seeds',
  'dubov-21.json',
).rounds;
const sheetPlayers = (round: number) =>
  rounds[round - 1].aro_sheet_before!.rows.map((r) =>
    fakeLegacyPlayer(r.no, { rating: r.rating, aro: r.aro, score: r.score * 10 }),
  );

describe('Dubov 1997 bye (rules 4, 5 and 2.2)', () => {
  test('rule 4, booklet round 2: lowest group 0, lowest rating 2050 (17–20), equal ARO 2300 → the last of them, 20', () => {
    const bye = chooseBye1997(sheetPlayers(2), new Pairability(), false);
    expect(bye?.id).toBe(20);
    expect(rounds[1].pairings.find((b) => b.bye !== undefined)?.bye).toBe(20);
  });

  test('rule 4, booklet round 3: 18 and 19 share the lowest rating; 19 has the higher ARO (2325 v 2275)', () => {
    expect(chooseBye1997(sheetPlayers(3), new Pairability(), false)?.id).toBe(19);
  });

  test('rule 5 (round 1): the last player of the list', () => {
    const list = [1, 2, 3, 4, 5].map((id) => fakeLegacyPlayer(id, { rating: 2000 - 10 * id }));
    expect(chooseBye1997(list, new Pairability(), true)?.id).toBe(5);
  });

  test('2.2: never to a player who already scored a point without playing', () => {
    const list = [
      fakeLegacyPlayer(1, { rating: 2100 }),
      fakeLegacyPlayer(2, { rating: 2000 }),
      fakeLegacyPlayer(3, { rating: 1900, byeEligible: false }),
    ];
    expect(chooseBye1997(list, new Pairability(), false)?.id).toBe(2);
  });

  test('a receiver who would leave the others unpairable is passed over; nobody at all → NoLegalPairingError', () => {
    const [a, b, c] = [
      fakeLegacyPlayer(1, { rating: 2100 }),
      fakeLegacyPlayer(2, { rating: 2000 }),
      fakeLegacyPlayer(3, { rating: 1900 }),
    ];
    meet(a, b);
    expect(chooseBye1997([a, b, c], new Pairability(), false)?.id).toBe(2);
    meet(a, c);
    meet(b, c);
    expect(() => chooseBye1997([a, b, c], new Pairability(), false)).toThrow(NoLegalPairingError);
  });

  test('an even number of players: no bye', () => {
    expect(chooseBye1997([fakeLegacyPlayer(1), fakeLegacyPlayer(2)], new Pairability(), false)).toBeNull();
  });
});
