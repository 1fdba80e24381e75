import { strToU8, zipSync } from 'fflate';
import { readXlsxParts, XlsxLimitError } from './xlsx-limits';

/** A minimal .xlsx whose one sheet, "Round 1", has `cells` as its sheetData and `merges` as merged ranges. */
function book(cells: string, merges: readonly string[] = []): Uint8Array {
  const mergeXml = merges.length
    ? `<mergeCells>${merges.map((m) => `<mergeCell ref="${m}"/>`).join('')}</mergeCells>`
    : '';
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="Round 1" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${cells}</sheetData>${mergeXml}</worksheet>`),
  });
}

const message = (bytes: Uint8Array): string | null => {
  try {
    readXlsxParts(bytes);
    return null;
  } catch (err) {
    if (err instanceof XlsxLimitError) return err.message;
    throw err;
  }
};

describe("readXlsxParts: cell references within Excel's grid", () => {
  // Excel specifications and limits (Microsoft Support): 1,048,576 rows by 16,384 columns (A-XFD)
  it('accepts references up to XFD1048576, absolute or not, in either case', () => {
    const cells = ['A1', 'XFD1048576', '$B$2', 'c3', '$xfd7', 'Z$9'].map((r) => `<c r="${r}"><v>1</v></c>`).join('');
    expect(message(book(`<row r="1">${cells}</row><row r="1048576"/>`))).toBeNull();
    const parts = readXlsxParts(book('<row r="1"><c r="A1"/></row>'));
    expect(parts.map((p) => p.name)).toContain('xl/worksheets/sheet1.xml');
  });

  it.each([
    ['XFE1', 'cell reference "XFE1" is outside'],
    ['A1048577', 'cell reference "A1048577" is outside'],
    ['A0', 'cell reference "A0" is outside'],
    ['AAAAAAAA1', 'cell reference "AAAAAAAA1" is outside'],
    ['A', 'cell reference "A" is outside'],
    ['1A', 'cell reference "1A" is outside'],
    ['A1B', 'cell reference "A1B" is outside'],
    ['$$A1', 'cell reference "$$A1" is outside'],
    ['A1234567890123456', 'cell reference "A1234567890123456" is outside'],
    ['A-1', 'cell reference "A-1" is outside'],
    ['[1', 'cell reference "[1" is outside'],
    ['@1', 'cell reference "@1" is outside'],
    ['', 'cell reference "" is outside'],
  ])('refuses the cell reference %j with the sheet', (ref, text) => {
    expect(message(book(`<row r="1"><c r="${ref}"/></row>`))).toBe(
      `Round 1: ${text} Excel's 1,048,576 rows and 16,384 columns (A-XFD)`,
    );
  });

  it('refuses row numbers outside 1-1,048,576', () => {
    expect(message(book('<row r="0"/>'))).toBe('Round 1: row number "0" is outside Excel\'s rows 1-1,048,576');
    expect(message(book('<row r="20260404"/>'))).toMatch(/^Round 1: row number "20260404" is outside/);
  });

  it('counts merged cells and refuses a range that is not one', () => {
    expect(message(book('', ['A1:B2', 'C3']))).toBeNull();
    expect(message(book('', ['A1:XFD1048576']))).toMatch(
      /^Round 1!A1:XFD1048576: merged cells cover more than 131,072 cells/,
    );
    // a title across the whole width, eight times over, is the most (the fuzzer's full column was 934 MB)
    expect(message(book('', ['A1:XFD8']))).toBeNull();
    expect(message(book('', ['A1:XFD8', 'A10:A10']))).toMatch(/^Round 1!A10:A10: merged cells cover more than 131,072/);
    expect(message(book('', ['A1:A1048576']))).toMatch(/^Round 1!A1:A1048576: merged cells cover more than 131,072/);
    expect(message(book('', ['A1:?']))).toBe('Round 1: merged range "A1:?" is not a range');
  });
});
