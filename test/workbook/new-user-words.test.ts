import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { standingsLegend } from '../../src/workbook/labels/standings-legend';
import { runCli } from '../support/cli';

/**
 * Issue #18, looked over as a new user: what `arbiter new` tells him to do next names the sheets as his workbook
 * names them and the numbering step (players without numbers are refused by pair), and the Persian legend under
 * Standings writes the Persian comma.
 */
describe('words a new user reads', () => {
  it.each([
    ['en', '"Settings" and "Players"'],
    ['tr', '"Ayarlar" and "Oyuncular"'],
    ['fa', '"تنظیمات" and "بازیکنان"'],
  ])('arbiter new --language %s names its sheets and the numbering step', async (language, sheets) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-new-words-'));
    try {
      const book = path.join(dir, 'open.xlsx');
      const run = await runCli('new', book, '--language', language);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(
        `${book}: new tournament; fill in the sheets ${sheets}, number the players ` +
          `(arbiter players number ${book}), then run: arbiter pair ${book}\n`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the Persian tie-break legend joins a cut with the Persian comma, English and Turkish with theirs', () => {
    expect(standingsLegend(['BH-C1'], 'fa')[1]).toBe('BH-C1: بوخهولتس: مجموع امتیاز حریفان، با حذف کمترین 1');
    expect(standingsLegend(['BH-C1'], 'en')[1]).toBe(
      "BH-C1: Buchholz: sum of the opponents' scores, leaving out the lowest 1",
    );
    expect(standingsLegend(['BH-M1'], 'tr')[1]).toMatch(
      /^BH-M1: Buchholz \(Solkoff\): rakiplerin puanları toplamı, en yüksek ve en düşük/,
    );
  });
});
