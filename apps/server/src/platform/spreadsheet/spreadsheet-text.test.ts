import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet-text';

describe('spreadsheetText', () => {
  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil.example","x")'])(
    'puts an apostrophe before %j, which a spreadsheet would read as a formula',
    (value) => {
      expect(spreadsheetText(value)).toBe(`'${value}`);
    },
  );

  it.each(['Ada', 'B33 8TH', "O'Neill", ' =not first', '', '01632 960 111'])(
    'leaves %j as it is',
    (value) => {
      expect(spreadsheetText(value)).toBe(value);
    },
  );
});
