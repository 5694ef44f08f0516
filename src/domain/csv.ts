// CSV for the owner's exports (RFC 4180), opened by spreadsheets: a cell that a spreadsheet would
// read as a formula (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe, as
// OWASP advises against CSV injection, since subscribers choose their own names. Shared by the
// API, which streams an export line by line, and the PWA.
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line with its CRLF end, as RFC 4180 says: what a streamed export writes per row. */
export function csvLine(row: ReadonlyArray<CsvValue>): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/** One CSV document: a header row, then one line per row. */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return [headers, ...rows].map(csvLine).join('');
}
