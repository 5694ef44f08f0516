import { describe, expect, it } from 'vitest';
import { csvLine, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    expect(toCsv(['Name', 'Email'], [['Ruth', 'ruth@example.test']])).toBe('Name,Email\r\nRuth,ruth@example.test\r\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(toCsv(['A'], [['Smith, Ruth'], ['Say "hi"'], ['two\nlines']])).toBe(
      'A\r\n"Smith, Ruth"\r\n"Say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const csv = toCsv(['Name'], [['=HYPERLINK("http://evil.test")'], ['+1'], ['-2'], ['@SUM(A1)'], ['\tx']]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://evil.test"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
    ]);
  });

  it('leaves ordinary text, numbers and empty values as they are', () => {
    expect(toCsv(['a', 'b', 'c'], [['Grace Hopper', 42, null]])).toBe('a,b,c\r\nGrace Hopper,42,\r\n');
  });
});

describe('csvLine', () => {
  it('is one row of toCsv, CRLF-ended, quoted and defused the same way', () => {
    expect(csvLine(['=1+1', 'Smith, Ruth', null])).toBe(`'=1+1,"Smith, Ruth",\r\n`);
    expect(toCsv(['a'], [['b']])).toBe(csvLine(['a']) + csvLine(['b']));
  });
});
