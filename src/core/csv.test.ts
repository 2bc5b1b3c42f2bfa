import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Deposit')).toBe('Deposit');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('0.00012000')).toBe('0.00012000');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('keeps negative and signed-looking plain numbers numeric', () => {
    expect(csvCell('-0.5')).toBe('-0.5');
    expect(csvCell('-12.000000')).toBe('-12.000000');
    expect(csvCell(-3)).toBe('-3');
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+5', "'+5"],
    ['-1+2', "'-1+2"],
    ['-', "'-"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['\r=1', `"'\r=1"`],
  ])('guards the formula %j', (input, out) => {
    expect(csvCell(input)).toBe(out);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Bob ☃')).toBe('Bob ☃');
  });
});

describe('buildCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      buildCsv(
        ['Time', 'Amount', 'Note'],
        [
          ['2026-01-02 03:04:05', '-0.5', '=cmd'],
          ['2026-01-02 03:04:06', '1.25', null],
        ],
      ),
    ).toBe("Time,Amount,Note\r\n2026-01-02 03:04:05,-0.5,'=cmd\r\n2026-01-02 03:04:06,1.25,\r\n");
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv(['a', 'b'], [])).toBe('a,b\r\n');
  });
});
