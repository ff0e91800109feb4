import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, has the labels as header and one CRLF line per row', () => {
    const csv = toCsv(
      [
        { label: 'Référence', value: (r: { ref: string; n: number }) => r.ref },
        { label: 'Progrès', value: (r) => r.n },
      ],
      [
        { ref: 'AP-0001', n: 40 },
        { ref: 'AP-0002', n: 100 },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Référence,Progrès\r\nAP-0001,40\r\nAP-0002,100\r\n');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(0)).toBe('0');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are numbers, negative ones too.
    expect(csvField(-3)).toBe('-3');
  });
});
