import { describe, expect, it } from 'vitest';
import { csvLines, spreadsheetSafe } from '../../src/server/lib/csv';

describe('spreadsheetSafe', () => {
  it.each(['=1+1', '+34 600', '-2', '@SUM(A1)', '\tx', '\rx'])('puts an apostrophe before %j', (text) => {
    expect(spreadsheetSafe(text)).toBe(`'${text}`);
  });

  it('leaves other text, numbers (negative ones too), booleans and null as they are', () => {
    expect([spreadsheetSafe('Ana = Bea'), spreadsheetSafe(-3), spreadsheetSafe(true), spreadsheetSafe(null)]).toEqual([
      'Ana = Bea',
      -3,
      true,
      null,
    ]);
  });
});

describe('csvLines', () => {
  it('quotes commas, quotes and line ends, ends lines with CRLF and leaves null empty', () => {
    expect(csvLines([['a, b', 'say "hi"', 'two\nlines', null, -3, false, '=cmd']])).toBe(
      '"a, b","say ""hi""","two\nlines",,-3,false,\'=cmd\r\n',
    );
  });
});
