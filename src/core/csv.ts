/** A CSV cell: text, a whole number, or empty (null/undefined). */
export type CsvCell = string | number | null | undefined;

// A plain decimal number ("-0.5", "12", "0.00012"): spreadsheets read it as a number, and a formula cannot hide in it.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
// A spreadsheet runs a cell starting with one of these as a formula (or strips the first character and then does).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 text. Text that a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) is prefixed with a single quote, so opening the file never runs anything; plain decimal numbers,
 * negative ones included, stay numbers. A cell with a comma, a double quote or a line break is quoted, its quotes
 * doubled.
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : cell;
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (RFC 4180: CRLF line ends, a final CRLF) of a header row and the rows under it. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
