import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { leaveFideModeInExcel, readFideModeInExcel } from '../../src/excel/fide-mode-action';
import { readPaneState } from '../../src/excel/pane-state';
import { JOURNAL_SHEET } from '../../src/excel/overwrites';
import { FideModeController, indicator, paneWord } from '../../src/taskpane/fide-mode-panel';
import { LEAVE_CONSEQUENCE } from '../../src/workbook/fide-mode';
import { engine, expectDone, hostOf, run, seeded, SWISS_SETUP, typePlayers, typeResults } from './support';
import { runAction } from '../../src/excel/actions';
import { confirmationLines, confirmationsToSend } from '../../src/taskpane/warning-confirm';

/**
 * The pane's FIDE-mode section (checklist Q43-Q46) over the Office.js port double: the indicator, and leaving in
 * the two Level-4 steps of the command line (reason, consequence, confirmation), nothing written before the
 * confirmation.
 */

async function tournament(): Promise<FakeExcel> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  expectDone(await run(fake, { action: 'setup', setup: SWISS_SETUP }));
  typePlayers(fake.workbook, 8);
  expectDone(await run(fake, { action: 'pairNextRound' }));
  return fake;
}

function snapshot(fake: FakeExcel): string {
  return JSON.stringify(fake.workbook.sheets.map((s) => [s.name, s.snapshot()]));
}

function controller(fake: FakeExcel, changed: () => void = () => undefined): FideModeController {
  const host = hostOf(fake);
  return new FideModeController({
    read: () => readFideModeInExcel(host),
    leave: (reason, confirmWith) => leaveFideModeInExcel(host, reason, confirmWith),
    changed,
  });
}

describe('pane: FIDE mode indicator and leaving it', () => {
  it('shows "In FIDE mode" for a new Swiss, in the pane language', async () => {
    const fake = await tournament();
    const state = await readPaneState(hostOf(fake));
    if ('failed' in state) throw new Error(state.failed);
    expect(state.fideMode).toEqual({ on: true });
    expect(indicator(state.fideMode ?? null, 'en')).toEqual({ text: 'In FIDE mode', outside: false });
    expect(indicator(state.fideMode ?? null, 'tr')!.text).toBe('FIDE modunda');
    expect(indicator(null, 'en')).toBeNull();
  });

  it('leaves in two steps: a reason, the consequence (nothing written), then the confirmation', async () => {
    const fake = await tournament();
    let changed = 0;
    const c = controller(fake, () => changed++);
    await c.reload();
    expect(c.canLeave()).toBe(true);
    c.startLeave();
    expect(c.step).toEqual({ kind: 'reason' });
    await c.showConsequence('  ', 'en');
    expect(c.step).toEqual({ kind: 'reason', message: paneWord('needReason', 'en') });

    const before = snapshot(fake);
    await c.showConsequence('organiser asked for a forbidden pair', 'en');
    expect(snapshot(fake)).toBe(before);
    if (c.step.kind !== 'confirm') throw new Error(`expected the confirmation step, got ${c.step.kind}`);
    expect(c.step.lines).toContain(`  consequence: ${LEAVE_CONSEQUENCE}`);
    expect(c.step.confirmWith).toMatch(/^leave-fide-mode:[0-9a-f]{6}$/);

    await c.confirm();
    expect(c.step).toEqual({
      kind: 'done',
      comment: '### FIDE mode left @ Round 1: organiser asked for a forbidden pair',
    });
    expect(changed).toBe(1);
    expect(c.state).toEqual({ on: false, left: { round: 1, reason: 'organiser asked for a forbidden pair' } });
    expect(indicator(c.state, 'en')).toEqual({ text: 'NOT IN FIDE MODE (left in round 1)', outside: true });
    expect(c.canLeave()).toBe(false);
    // the workbook says so: Settings, the Record sheet, the mark on every sheet
    const settings = fake.workbook.values('Settings');
    expect(settings.find((r) => r[0] === 'FIDE mode')?.[1]).toBe('no');
    expect(fake.workbook.values('Record')[1]!.slice(0, 3)).toEqual([
      1,
      'FIDE mode left',
      'organiser asked for a forbidden pair',
    ]);
    // every sheet but the add-in's very hidden undo journal (its rows are data, not for the arbiter)
    for (const s of fake.workbook.sheets.filter((x) => x.name !== JOURNAL_SHEET)) {
      expect(fake.workbook.values(s.name)[0]).toContain('NOT IN FIDE MODE');
    }
    expect(fake.workbook.values(JOURNAL_SHEET)[0]).not.toContain('NOT IN FIDE MODE');
  });

  it('cancel drops the steps; a second leave is refused with the reason', async () => {
    const fake = await tournament();
    const c = controller(fake);
    await c.reload();
    c.startLeave();
    c.cancel();
    expect(c.step).toEqual({ kind: 'idle' });
    await c.showConsequence('first', 'en');
    await c.confirm();
    const again = await leaveFideModeInExcel(hostOf(fake), 'second');
    expect(again).toEqual({
      kind: 'problems',
      problems: [expect.objectContaining({ message: 'FIDE mode was already left in round 1' })],
    });
  });
});

describe("pane: Level-3/4 warnings of pair and standings get confirm buttons (the pane's --confirm)", () => {
  it('a tie-break list changed after round 1: pair stops with the Level-4 warning; confirmed, it goes on and records it', async () => {
    const fake = await tournament();
    typeResults(fake.workbook, 'Round 1', 1);
    const row = fake.workbook.values('Settings').findIndex((r) => r[0] === 'Tie-breaks');
    fake.workbook.type('Settings', `B${row + 1}`, [['SB, DE']]);
    const host = hostOf(fake);
    const options = { pairer: engine, random: seeded(), today: () => new Date(2026, 10, 26) };
    const before = snapshot(fake);
    const first = await runAction(host, { action: 'pairNextRound' }, options);
    expect(snapshot(fake)).toBe(before);
    if (first.kind !== 'problems') throw new Error(`expected problems, got ${first.kind}`);
    expect(first.confirmations).toEqual([
      {
        level: 4,
        confirmWith: expect.stringMatching(/^tiebreaks-changed:[0-9a-f]{6}$/),
        message: expect.stringMatching(
          /^Settings!B\d+: the tie-breaks changed after round 1 was paired: was "BH-C1, BH, DE", now "SB, DE"$/,
        ),
        consequence: expect.stringContaining('the standings follow the new list'),
      },
    ]);
    const pending = { request: { action: 'pairNextRound' as const }, confirmations: first.confirmations! };
    expect(confirmationLines(first.confirmations![0]!, 'en')[0]).toMatch(
      /^Level 4: read the consequence, then confirm: Settings!B\d+: /,
    );
    expect(confirmationLines(first.confirmations![0]!, 'tr')[1]).toMatch(/^Sonuç: the standings follow/);
    const confirmed = confirmationsToSend(pending);
    // the lock row the arbiter's earlier pairing wrote is overwritten: the pane's overwrite confirmation follows,
    // and its run carries the Level-4 confirmation too (taskpane.ts carryConfirmations)
    const overwrite = await runAction(host, pending.request, { ...options, confirmed });
    if (overwrite.kind !== 'confirm') throw new Error(`expected the overwrite confirmation, got ${overwrite.kind}`);
    expect(overwrite.confirmation.sheets.map((x) => x.sheet)).toEqual(['Settings']);
    const second = expectDone(
      await runAction(host, pending.request, { ...options, confirmed, allow: overwrite.confirmation.token }),
    );
    expect(second.detail.round).toBe(2);
    expect(second.detail.notes).toEqual([expect.stringContaining('the tie-breaks changed after round 1 was paired')]);
    expect(fake.workbook.values('Record')[1]!.slice(0, 2)).toEqual([1, 'Tie-breaks changed']);
  });
});

describe('pane: outside FIDE mode, every action that writes leaves the mark on every sheet (Q46)', () => {
  it('crosstable, cards, standings, a result, undo and the next pairing: each sheet they write keeps or gets it', async () => {
    const fake = await tournament();
    const c = controller(fake);
    await c.reload();
    c.startLeave();
    await c.showConsequence('a non-FIDE rapid side event', 'en');
    await c.confirm();
    const host = hostOf(fake);
    const options = { pairer: engine, random: seeded(), today: () => new Date(2026, 10, 26) };
    const marked = (after: string) => {
      for (const s of fake.workbook.sheets.filter((x) => x.name !== JOURNAL_SHEET))
        expect({ after, sheet: s.name, marked: fake.workbook.values(s.name)[0]!.includes('NOT IN FIDE MODE') }).toEqual(
          { after, sheet: s.name, marked: true },
        );
    };
    typeResults(fake.workbook, 'Round 1', 1);
    for (const action of ['buildCrosstable', 'buildPairingCards', 'updateStandings', 'pairNextRound'] as const) {
      expectDone(await runAction(host, { action }, options));
      marked(action);
    }
    expectDone(await runAction(host, { action: 'undoLastRound' }, options));
    marked('undoLastRound');
    expect(fake.workbook.sheets.map((s) => s.name)).toEqual(expect.arrayContaining(['Crosstable', 'Cards']));
  });
});
