import { FakeExcel, FakeWorkbook, requirementsUpTo, type FakeRequestContext } from '../doubles/fake-excel';

/** The double must fail where Excel fails, or the adapter's tests would prove nothing. */
function run<T>(fake: FakeExcel, batch: (ctx: FakeRequestContext) => Promise<T>): Promise<T> {
  return fake.run(batch);
}

describe('the Excel double keeps Office.js rules', () => {
  it('queues writes until sync, and counts the syncs', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    await run(fake, async (ctx) => {
      ctx.workbook.worksheets.getItem('Sheet1').getRange('A1:B1').values = [['a', 1]];
      expect(fake.workbook.valueAt('Sheet1', 'A1')).toBe('');
      await ctx.sync();
      expect(fake.workbook.valueAt('Sheet1', 'A1')).toBe('a');
    });
    expect(fake.syncs).toBe(1);
    expect(fake.runs).toEqual([{ options: undefined, syncs: 1 }]);
  });

  it('refuses to read a property before load() and sync()', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    fake.workbook.type('Sheet1', 'B2', [['x']]);
    await run(fake, async (ctx) => {
      const used = ctx.workbook.worksheets.getItem('Sheet1').getUsedRange(true);
      expect(() => used.values).toThrow('PropertyNotLoaded');
      used.load('values,address');
      expect(() => used.address).toThrow('PropertyNotLoaded');
      await ctx.sync();
      expect([used.address, used.values]).toEqual(['Sheet1!B2', [['x']]]);
    });
  });

  it('rejects values that do not match the range size, keeping what ran before', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    await expect(
      run(fake, async (ctx) => {
        const ws = ctx.workbook.worksheets.getItem('Sheet1');
        ws.getRange('A1').values = [['first']];
        ws.getRange('A2:B2').values = [['only one']];
        await ctx.sync();
      }),
    ).rejects.toThrow('InvalidArgument');
    expect(fake.workbook.valueAt('Sheet1', 'A1')).toBe('first');
  });

  it("takes input as Excel does: null keeps the cell, = and +/- text become formulas, ' and @ keep text", async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    fake.workbook.type('Sheet1', 'A1', [['kept']]);
    await run(fake, async (ctx) => {
      const ws = ctx.workbook.worksheets.getItem('Sheet1');
      ws.getRange('B1').numberFormat = [['@']];
      ws.getRange('A1:F1').values = [[null, '+/-', '=1+1', "'=1+1", '-7', '1995/04/12']];
      await ctx.sync();
    });
    expect(fake.workbook.values('Sheet1')).toEqual([['kept', '+/-', '#NAME?', '=1+1', -7, '1995/04/12']]);
    expect(fake.workbook.sheet('Sheet1')!.formulaCells()).toEqual(['C1']);
  });

  it('refuses a second validation rule over cells that have one, until cleared', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    const rule = { list: { inCellDropDown: true, source: 'a,b' } };
    await run(fake, async (ctx) => {
      ctx.workbook.worksheets.getItem('Sheet1').getRange('A1:A3').dataValidation.rule = rule;
      await ctx.sync();
    });
    await expect(
      run(fake, async (ctx) => {
        ctx.workbook.worksheets.getItem('Sheet1').getRange('A2').dataValidation.rule = rule;
        await ctx.sync();
      }),
    ).rejects.toThrow('InvalidOperation');
    await run(fake, async (ctx) => {
      const r = ctx.workbook.worksheets.getItem('Sheet1').getRange('A1:A3');
      r.dataValidation.clear();
      r.dataValidation.rule = rule;
      await ctx.sync();
    });
    expect(fake.workbook.sheet('Sheet1')!.validations).toEqual([{ address: 'A1:A3', rule }]);
  });

  it('keeps one visible sheet and unique sheet names', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Only']));
    await expect(
      run(fake, async (ctx) => {
        ctx.workbook.worksheets.getItem('Only').delete();
        await ctx.sync();
      }),
    ).rejects.toThrow('InvalidOperation');
    await expect(
      run(fake, async (ctx) => {
        ctx.workbook.worksheets.add('only');
        await ctx.sync();
      }),
    ).rejects.toThrow('ItemAlreadyExists');
    await expect(
      run(fake, async (ctx) => {
        ctx.workbook.worksheets.add('a/b');
        await ctx.sync();
      }),
    ).rejects.toThrow('InvalidArgument');
  });

  it('counts operations a run left unsynced (Excel would drop them)', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    await run(fake, async (ctx) => {
      ctx.workbook.worksheets.getItem('Sheet1').getRange('A1').values = [['lost']];
    });
    expect(fake.discarded).toBe(1);
    expect(fake.workbook.valueAt('Sheet1', 'A1')).toBe('');
  });

  it('answers requirement checks up to its ExcelApi version', () => {
    const supports = requirementsUpTo('1.8');
    expect([
      supports('ExcelApi', '1.1'),
      supports('ExcelApi', '1.8'),
      supports('ExcelApi', '1.9'),
      supports('ExcelApi', '1.20'),
    ]).toEqual([true, true, false, false]);
    expect(requirementsUpTo('1.20')('ExcelApi', '1.9')).toBe(true);
    expect(supports('WordApi', '1.1')).toBe(false);
  });
});
