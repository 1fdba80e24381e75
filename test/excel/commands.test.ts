import { pairRound } from '../../src/engine/systems';
import { runAction, type ExcelHost } from '../../src/excel/actions';
import { FakeExcel, FakeWorkbook, requirementsUpTo } from '../doubles/fake-excel';
import type { Outcome } from '../../src/excel/outcome';
import { PLAYER_COLUMNS } from '../../src/workbook/players';
import { readRoundSheet } from '../../src/workbook/round-sheet';
import { dialogHash, readDialogHash, type DialogLines } from '../../src/commands/outcome-dialog';
import {
  createRibbonFunctions,
  dialogOf,
  registerRibbonFunctions,
  RIBBON_FUNCTIONS,
  type RibbonEnv,
  type RibbonEvent,
} from '../../src/commands/commands';
import { RIBBON_ACTIONS, type TransportEnv } from '../../src/taskpane/ribbon-outcomes';

function fakeEvent(): RibbonEvent & { completions: number } {
  const event = {
    completions: 0,
    completed: () => {
      event.completions += 1;
    },
  };
  return event;
}

/** A transport that keeps what the ribbon publishes. */
function recordingTransport(): TransportEnv & { published: Outcome[] } {
  const published: Outcome[] = [];
  let n = 0;
  return {
    published,
    openChannel: () => ({
      postMessage: (m) => published.push((m as { outcome: Outcome }).outcome),
      listen: () => undefined,
      close: () => undefined,
    }),
    log: () => undefined,
    now: () => new Date('2025-03-01T10:00:00Z'),
    newId: () => `id-${++n}`,
  };
}

/** A 12-player tournament with round 1 paired and played, in the Excel double. */
async function playedRoundOne(): Promise<FakeExcel> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  const host = { excel: fake as unknown as ExcelHost, supports: requirementsUpTo('1.20') };
  const pairer = async (t: Parameters<typeof pairRound>[0], r: number) => pairRound(t, r, { explain: true });
  await runAction(
    host,
    {
      action: 'setup',
      setup: {
        name: 'Ribbon Cup',
        system: 'dutch',
        rounds: 4,
        tiebreaks: ['BH', 'SB'],
        colour: 'white',
        language: 'en',
      },
    },
    { pairer },
  );
  fake.workbook.type(
    'Players',
    'A2',
    Array.from({ length: 12 }, (_, i) =>
      PLAYER_COLUMNS.map((c) =>
        c === 'no' ? i + 1 : c === 'name' ? `Player ${i + 1}` : c === 'rating' ? 2400 - 10 * i : '',
      ),
    ),
  );
  await runAction(host, { action: 'pairNextRound' }, { pairer });
  const read = readRoundSheet(fake.workbook.values('Round 1'), 'Round 1', 1);
  read.boards.forEach((b, i) => fake.workbook.type('Round 1', b.resultCell, [[i % 2 ? '0-1' : '1-0']]));
  return fake;
}

describe('ribbon functions', () => {
  it('has one function per ribbon action, under the action name', () => {
    expect(Object.keys(RIBBON_FUNCTIONS)).toEqual([...RIBBON_ACTIONS]);
  });

  it('registers every function with Office.actions.associate and as a global of the function file', () => {
    const associated: Array<[string, unknown]> = [];
    const globals: Record<string, unknown> = {};
    registerRibbonFunctions({ associate: (id, fn) => associated.push([id, fn]) }, globals);
    expect(associated).toEqual(RIBBON_ACTIONS.map((a) => [a, RIBBON_FUNCTIONS[a]]));
    expect(globals).toEqual(RIBBON_FUNCTIONS);
  });

  it('still registers globals on hosts without Office.actions', () => {
    const globals: Record<string, unknown> = {};
    registerRibbonFunctions(undefined, globals);
    expect(Object.keys(globals)).toEqual([...RIBBON_ACTIONS]);
  });

  it('runs each command on the workbook, publishes its outcome and completes the event once', async () => {
    const fake = await playedRoundOne();
    const transport = recordingTransport();
    const env: RibbonEnv = {
      host: { excel: fake as unknown as ExcelHost, supports: requirementsUpTo('1.20') },
      transport,
      pairer: async (t, r) => pairRound(t, r, { explain: true }),
    };
    const fns = createRibbonFunctions(() => env);
    const order = [
      'updateStandings',
      'buildCrosstable',
      'buildPairingCards',
      'checkRound',
      'exportTrf',
      'pairNextRound',
    ] as const;
    for (const action of order) {
      const event = fakeEvent();
      await fns[action](event);
      expect([action, event.completions]).toEqual([action, 1]);
    }
    expect(transport.published.map((o) => [o.action, o.kind])).toEqual(order.map((a) => [a, 'done']));
    const [standings, crosstable, cards, check, trf, pair] = transport.published.map(
      (o) => (o as Extract<Outcome, { kind: 'done' }>).detail,
    );
    expect([standings!.sheets, crosstable!.sheets, cards!.sheets]).toEqual([['Standings'], ['Crosstable'], ['Cards']]);
    expect(check!.round).toBe(1);
    expect(check!.matchesEngine).toBe(true);
    expect(trf!.trf).toMatch(/^012 Ribbon Cup/m);
    expect(trf!.fileName).toBe('Ribbon-Cup.trf');
    expect(pair).toMatchObject({ round: 2, sheet: 'Round 2', boards: 6 });
    expect(fake.workbook.sheet('Round 2')).toBeDefined();
  });

  it('publishes the problems when the workbook blocks the command, writing nothing', async () => {
    const fake = await playedRoundOne();
    fake.workbook.type('Round 1', 'F3', [['']]);
    const before = JSON.stringify(fake.workbook.sheets.map((s) => [s.name, s.snapshot()]));
    const transport = recordingTransport();
    const fns = createRibbonFunctions(() => ({
      host: { excel: fake as unknown as ExcelHost, supports: requirementsUpTo('1.1') },
      transport,
      pairer: async (t, r) => pairRound(t, r),
    }));
    const event = fakeEvent();
    await fns.pairNextRound(event);
    expect(event.completions).toBe(1);
    expect(transport.published).toEqual([
      {
        kind: 'problems',
        action: 'pairNextRound',
        problems: [expect.objectContaining({ sheet: 'Round 1', cell: 'F3' })],
      },
    ]);
    expect(JSON.stringify(fake.workbook.sheets.map((s) => [s.name, s.snapshot()]))).toBe(before);
  });

  it('reports an Excel failure as a failed outcome and still completes the event', async () => {
    const transport = recordingTransport();
    const broken: ExcelHost = {
      run: (() =>
        Promise.reject(
          Object.assign(new Error('The workbook is busy.'), { code: 'GeneralException' }),
        )) as unknown as ExcelHost['run'],
    };
    const fns = createRibbonFunctions(() => ({
      host: { excel: broken, supports: requirementsUpTo('1.1') },
      transport,
      pairer: async (t, r) => pairRound(t, r),
    }));
    const event = fakeEvent();
    await fns.exportTrf(event);
    expect(event.completions).toBe(1);
    expect(transport.published).toEqual([
      {
        kind: 'failed',
        action: 'exportTrf',
        message: 'Excel could not finish: The workbook is busy. (GeneralException). Nothing was written.',
      },
    ]);
  });

  it('completes the event and reports to the log even when the runtime cannot be set up', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fns = createRibbonFunctions(() => {
        throw new Error('Excel is not defined');
      });
      const event = fakeEvent();
      await expect(fns.checkRound(event)).resolves.toBeUndefined();
      expect(event.completions).toBe(1);
      expect(error).toHaveBeenCalledWith('[Arbiter Sheet] ribbon "checkRound" could not run', expect.any(Error));
    } finally {
      error.mockRestore();
    }
  });

  it('with the pane closed, a failure opens a dialog in the Office language, and the button completes after it is closed', async () => {
    const transport = recordingTransport();
    const broken: ExcelHost = {
      run: (() =>
        Promise.reject(
          Object.assign(new Error('The workbook is busy.'), { code: 'GeneralException' }),
        )) as unknown as ExcelHost['run'],
    };
    const shown: DialogLines[] = [];
    const order: string[] = [];
    const notify = async (c: DialogLines) => {
      shown.push(c);
      order.push('dialog closed');
    };
    const fns = createRibbonFunctions(() => ({
      host: { excel: broken, supports: requirementsUpTo('1.1') },
      transport,
      pairer: async (t, r) => pairRound(t, r),
      notify,
      language: 'tr',
    }));
    const event = {
      completed: () => {
        order.push('completed');
      },
    };
    await fns.pairNextRound(event);
    expect(shown).toEqual([
      { title: 'Excel could not finish: The workbook is busy. (GeneralException). Nothing was written.', lines: [] },
    ]);
    expect(order).toEqual(['dialog closed', 'completed']);
    expect(readDialogHash(dialogHash(shown[0]!))).toEqual(shown[0]);
  });

  it('a confirmation tells in the dialog to open the pane; a plain success opens none', () => {
    const confirm = dialogOf(
      {
        kind: 'confirm',
        action: 'pairNextRound',
        confirmation: { token: 'x', total: 1, sheets: [] },
      } as unknown as Outcome,
      'fa',
    );
    expect(confirm?.lines).toEqual(['برای دیدن خانه‌ها و تأیید، پنل کار را باز کنید (زبانه Arbiter).']);
    expect(
      dialogOf({ kind: 'done', action: 'updateStandings', syncs: 6, detail: { sheets: ['Standings'] } }, 'en'),
    ).toBeNull();
    expect(
      dialogOf(
        {
          kind: 'done',
          action: 'updateStandings',
          syncs: 6,
          detail: { sheets: ['Standings'], warnings: ['layout: refused'] },
        },
        'en',
      ),
    ).toEqual({ title: 'Updated: Standings.', lines: ['warning: layout: refused'] });
  });
});
