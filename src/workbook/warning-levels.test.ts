import { confirmationFor, decideWarnings, describeDecision, type LeveledWarning } from './warning-levels';

const l2: LeveledWarning = { level: 2, code: 'colours', message: 'both players get the colour they did not expect' };
const l3: LeveledWarning = { level: 3, code: 'rematch', message: '3-7 played in round 1', place: 'Round 4!B3' };
const l4: LeveledWarning = { level: 4, code: 'leave-fide-mode', message: 'leave FIDE mode', consequence: 'permanent' };
const l5: LeveledWarning = { level: 5, code: 'forbidden-pairs-added', message: 'forbidden pairs added after round 1' };

describe('warning levels (fide-acceptance.md §2)', () => {
  it('Level 2 is shown and the command goes on', () => {
    const d = decideWarnings([l2], new Set(), 'T');
    expect(d.proceed).toBe(true);
    expect(describeDecision(d)).toEqual([l2.message]);
  });

  it('Level 3 stops until its code is confirmed', () => {
    expect(decideWarnings([l3], new Set(), 'T').proceed).toBe(false);
    expect(describeDecision(decideWarnings([l3], new Set(), 'T'))[0]).toContain('--confirm rematch');
    expect(decideWarnings([l3], new Set(['rematch']), 'T').proceed).toBe(true);
  });

  it('Level 4 needs the token shown with the consequence, bound to the tournament', () => {
    const first = decideWarnings([l4], new Set(['leave-fide-mode']), 'T');
    expect(first.proceed).toBe(false);
    const text = describeDecision(first).join('\n');
    expect(text).toContain('consequence: permanent');
    const key = confirmationFor(l4, 'T');
    expect(key).toMatch(/^leave-fide-mode:[0-9a-f]{6}$/);
    expect(text).toContain(`--confirm ${key}`);
    expect(decideWarnings([l4], new Set([key]), 'T').proceed).toBe(true);
    // the token of another tournament does not confirm this one
    expect(decideWarnings([l4], new Set([confirmationFor(l4, 'U')]), 'T').proceed).toBe(false);
  });

  it('Level 5 refuses whatever is confirmed', () => {
    const d = decideWarnings([l5, l2], new Set(['forbidden-pairs-added']), 'T');
    expect(d.proceed).toBe(false);
    expect(d.refused).toEqual([l5]);
  });
});
