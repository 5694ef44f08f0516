// CSV for the owner's exports (RFC 4180), opened by spreadsheets: a cell that a spreadsheet would
// read as a formula (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe, as
// OWASP advises against CSV injection, since subscribers choose their own names.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV document: a header row, then one line per row, CRLF line ends as RFC 4180 says. */
export function toCsv(
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
