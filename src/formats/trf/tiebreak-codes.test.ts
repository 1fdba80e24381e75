import { STANDARD_SCORING, type Tournament } from '../../engine/model';
import { parseTiebreak } from '../../engine/tiebreaks';
import { player, trf } from '../../../test/trf/lines';
import { fromTrfTiebreakCode, readTrf, toTrfTiebreakCode, writeTrf } from './index';

/**
 * Tie-break codes in TRF-2026 records 202/212 (trf.md §2, tiebreaks.md §8): TRF writes `NAME[:MP|:GP][/modifier...]`,
 * our lists hold the FIDE prose form `BH-C1`.
 */

/** tiebreaks.md §8's examples of the TRF form, with the prose form our lists use. */
const SPEC_EXAMPLES: readonly (readonly [trf: string, ours: string])[] = [
  ['BH/C1', 'BH-C1'],
  ['BH/M2', 'BH-M2'],
  ['SB/C1', 'SB-C1'],
  ['ARO/C1', 'ARO-C1'],
  ['PS/C1', 'PS-C1'],
  ['KS/L-1', 'KS-L-1'],
  ['DE/P', 'DE-P'],
  ['AOB/F', 'AOB-F'],
  ['RTNG/R', 'RTNG-R'],
  ['TPN/R', 'TPN-R'],
  ['BH:GP/C1', 'BH:GP-C1'],
  ['EMGSB', 'EMGSB'],
];

function lines(text: string): string[] {
  return text.split(/\r\n|\n/).filter((l) => l !== '');
}

function tournament(tiebreaks: string[]): Tournament {
  return {
    info: { name: 'Tie-break codes' },
    totalRounds: 1,
    initialColour: 'w',
    scoring: STANDARD_SCORING,
    system: 'dutch',
    players: [
      {
        id: 1,
        name: 'A',
        sex: '',
        title: '',
        rating: 0,
        federation: '',
        fideId: '',
        birthDate: '',
        rounds: [{ opponent: 2, colour: 'w', result: '1' }],
      },
      {
        id: 2,
        name: 'B',
        sex: '',
        title: '',
        rating: 0,
        federation: '',
        fideId: '',
        birthDate: '',
        rounds: [{ opponent: 1, colour: 'b', result: '0' }],
      },
    ],
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks,
  };
}

describe('tie-break codes: TRF form <-> our form', () => {
  it.each(SPEC_EXAMPLES)('%s <-> %s', (trfCode, ours) => {
    expect(toTrfTiebreakCode(ours)).toBe(trfCode);
    expect(fromTrfTiebreakCode(trfCode)).toBe(ours);
    // either form is accepted on input and the TRF form is left as it is on output
    expect(fromTrfTiebreakCode(ours)).toBe(ours);
    expect(toTrfTiebreakCode(trfCode)).toBe(trfCode);
    // and both mean the same tie-break
    const { text: _a, ...fromTrf } = parseTiebreak(trfCode);
    const { text: _b, ...fromOurs } = parseTiebreak(ours);
    expect(fromOurs).toEqual(fromTrf);
  });

  it('keeps the sign of a Koya limit and the percentage form apart, and upper-cases what it rewrites', () => {
    expect(toTrfTiebreakCode('KS-L+1')).toBe('KS/L+1');
    expect(toTrfTiebreakCode('KS-L75')).toBe('KS/L75');
    expect(toTrfTiebreakCode('bh-c1')).toBe('BH/C1');
    expect(toTrfTiebreakCode('BH-C1-V2024')).toBe('BH/C1/V2024');
    expect(toTrfTiebreakCode('AROC 1')).toBe('ARO/C1'); // GSC prose spelling of ARO-C1
  });

  it('keeps names as written (GE stays GE) and unknown codes verbatim', () => {
    expect(toTrfTiebreakCode('GE')).toBe('GE');
    expect(toTrfTiebreakCode('BH-Q7')).toBe('BH-Q7');
    expect(fromTrfTiebreakCode('XYZ/Q')).toBe('XYZ/Q');
  });
});

describe('tie-break codes in records 202 and 212', () => {
  const codes = ['BH-C1', 'BH', 'DE-P', 'KS-L-1', 'BH:GP-C1', 'SB'];

  it('writes 202 in the TRF form, points implied first', () => {
    expect(lines(writeTrf(tournament(codes)))).toContain('202 BH/C1,BH,DE/P,KS/L-1,BH:GP/C1,SB');
  });

  it('reads 202 in either form into our form', () => {
    for (const line of ['202 BH/C1,BH,DE/P,KS/L-1,BH:GP/C1,SB', '202 BH-C1, BH, DE-P, KS-L-1, BH:GP-C1, SB']) {
      const r = readTrf(trf('012 T', line, player(1, '1.0', ['   2 w 1']), player(2, '0.0', ['   1 b 0'])));
      expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(r.tournament!.tiebreaks).toEqual(codes);
    }
  });

  it('reads 212 (PTS first) into our form and writes it back in the TRF form', () => {
    const text = trf('012 T', '212 PTS,BH/C1,DE/P', player(1, '1.0', ['   2 w 1']), player(2, '0.0', ['   1 b 0']));
    const t = readTrf(text).tournament!;
    expect(t.tiebreaks).toEqual(['BH-C1', 'DE-P']);
    expect(lines(writeTrf(t))).toContain('212 PTS,BH/C1,DE/P');
  });

  it('round trip: our list -> TRF -> our list, and a TRF-form 202 line is reproduced exactly', () => {
    const written = writeTrf(tournament(codes));
    expect(readTrf(written).tournament!.tiebreaks).toEqual(codes);
    const source = trf(
      '012 T',
      '202 ARO/C1,BH/M2,TPN/R',
      player(1, '1.0', ['   2 w 1']),
      player(2, '0.0', ['   1 b 0']),
    );
    const again = writeTrf(readTrf(source).tournament!, { lineEnding: '\n' });
    expect(lines(again)).toContain('202 ARO/C1,BH/M2,TPN/R');
  });

  it('a prose-form 202 line is written back in the TRF form', () => {
    const source = trf('012 T', '202 BH-C1,SB-C1', player(1, '1.0', ['   2 w 1']), player(2, '0.0', ['   1 b 0']));
    expect(lines(writeTrf(readTrf(source).tournament!))).toContain('202 BH/C1,SB/C1');
  });
});
