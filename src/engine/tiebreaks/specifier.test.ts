import { parseTiebreak, tiebreakParts } from './specifier';
import { TiebreakError } from './types';

describe('parseTiebreak', () => {
  it('reads the FIDE prose form and the TRF form alike', () => {
    for (const text of ['BH-C1', 'BH/C1', 'bh/c1']) {
      const spec = parseTiebreak(text);
      expect([spec.name, spec.cutLow, spec.cutHigh]).toEqual(['BH', 1, 0]);
    }
    expect(parseTiebreak('BH-M2')).toMatchObject({ name: 'BH', cutLow: 2, cutHigh: 2 });
    expect(parseTiebreak('ARO-C1')).toMatchObject({ name: 'ARO', cutLow: 1 });
    expect(parseTiebreak('AROC 1')).toMatchObject({ name: 'ARO', cutLow: 1 });
    expect(parseTiebreak('PS/C3')).toMatchObject({ name: 'PS', cutLow: 3 });
  });

  it('reads Koya limits as half-point steps (signed) or as a percentage (unsigned, TieBreakServer)', () => {
    expect(parseTiebreak('KS/L+1')).toMatchObject({ limitSteps: 1, limitPercent: null });
    expect(parseTiebreak('KS/L-2')).toMatchObject({ limitSteps: -2 });
    expect(parseTiebreak('KS-L-2')).toMatchObject({ limitSteps: -2 });
    expect(parseTiebreak('KS/L50')).toMatchObject({ limitSteps: 0, limitPercent: 50 });
  });

  it('reads the switches and the rule edition', () => {
    expect(parseTiebreak('DE/P').forfeitsCount).toBe(true);
    expect(parseTiebreak('AOB/F').foreBuchholz).toBe(true);
    expect(parseTiebreak('TPN/R').reverse).toBe(true);
    expect(parseTiebreak('ARO/U1400').unratedRating).toBe(1400);
    expect(parseTiebreak('BH/C1/V2024')).toMatchObject({ name: 'BH', cutLow: 1, version: 'fide2024' });
    expect(parseTiebreak('SB/V2009').version).toBe('legacy');
    expect(parseTiebreak('BH:GP/C1')).toMatchObject({ name: 'BH', teamScore: 'GP', cutLow: 1 });
    expect(parseTiebreak('GE').name).toBe('REP');
    expect(parseTiebreak(' SB ').text).toBe('SB');
  });

  it('refuses what it cannot read, naming the code', () => {
    expect(() => parseTiebreak('BH/Q7')).toThrow(TiebreakError);
    expect(() => parseTiebreak('BH/Q7')).toThrow(/BH\/Q7.*unknown modifier "\/Q7"/);
    expect(() => parseTiebreak('')).toThrow(/not a tie-break code/);
    expect(() => parseTiebreak('BH/V1999')).toThrow(/unknown rule edition/);
  });
});

describe('tiebreakParts', () => {
  it('splits a code into its head and its modifiers, whatever the separator', () => {
    expect(tiebreakParts('BH:GP-C1')).toEqual({ head: 'BH:GP', modifiers: ['C1'] });
    expect(tiebreakParts('KS/L-1')).toEqual({ head: 'KS', modifiers: ['L-1'] });
    expect(tiebreakParts('KS-L-1/V2024')).toEqual({ head: 'KS', modifiers: ['L-1', 'V2024'] });
    expect(tiebreakParts('AROC 1')).toEqual({ head: 'ARO', modifiers: ['C1'] });
    expect(tiebreakParts('EMGSB')).toEqual({ head: 'EMGSB', modifiers: [] });
  });

  it('gives null where parseTiebreak would refuse the code', () => {
    expect(tiebreakParts('BH/Q7')).toBeNull();
    expect(tiebreakParts('')).toBeNull();
  });
});
