import {
  buildCrosstable,
  buildPairingCards,
  checkRound,
  exportTrf,
  pairNextRound,
  registerRibbonFunctions,
  RIBBON_FUNCTIONS,
  updateStandings,
  type RibbonEvent,
} from './commands';
import { RIBBON_ACTIONS, subscribeToCommands, browserTransportEnv, type CommandRequest } from './dispatch';

function fakeEvent(): RibbonEvent & { completions: number } {
  const event = {
    completions: 0,
    completed: () => {
      event.completions += 1;
    },
  };
  return event;
}

describe('ribbon functions', () => {
  it('has one function per ribbon action, under the action name', () => {
    expect(Object.keys(RIBBON_FUNCTIONS)).toEqual([...RIBBON_ACTIONS]);
    expect(RIBBON_FUNCTIONS).toEqual({ pairNextRound, updateStandings, buildCrosstable, buildPairingCards, checkRound, exportTrf });
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

  it.each(RIBBON_ACTIONS.map((a) => [a]))('%s sends its own request and completes the event once', async (action) => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    let stop = (): void => undefined;
    const received = new Promise<CommandRequest>((resolve) => {
      stop = subscribeToCommands(resolve, { ...browserTransportEnv(), log: () => undefined });
    });
    try {
      const event = fakeEvent();
      RIBBON_FUNCTIONS[action](event);
      expect(event.completions).toBe(1);
      await expect(received).resolves.toMatchObject({ action, source: 'ribbon' });
      expect(info).toHaveBeenCalledWith(expect.stringContaining(`(${action}) requested`));
    } finally {
      stop();
      info.mockRestore();
    }
  });

  it('completes the event and reports to the log even when dispatching fails', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {
      throw new Error('console is gone');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const event = fakeEvent();
      expect(() => exportTrf(event)).not.toThrow();
      expect(event.completions).toBe(1);
      expect(error).toHaveBeenCalledWith('[Arbiter Sheet] ribbon "exportTrf" could not be dispatched', expect.any(Error));
    } finally {
      info.mockRestore();
      error.mockRestore();
    }
  });
});
