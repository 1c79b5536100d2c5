import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvFileName, csvLine, csvText, daysPart, type CsvColumn } from '../src/kernel/lists/csv';

interface Row {
  name: string;
  amount: string;
}
const COLUMNS: CsvColumn<Row>[] = [
  { header: '姓名', cell: (row) => row.name },
  { header: '金额（元）', cell: (row) => row.amount },
];

async function* batches<T>(...groups: T[][]): AsyncGenerator<T[]> {
  for (const group of groups) yield await Promise.resolve(group);
}

describe('the CSV writer every file shares', () => {
  it('writes a cell as it is when nothing in it needs care', () => {
    expect(csvCell('张三')).toBe('张三');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, its quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises a cell a spreadsheet would run as a formula, with a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","点此")')).toBe(`"'=HYPERLINK(""http://evil.example"",""点此"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcalc')).toBe("'\tcalc");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('-2+3')).toBe("'-2+3");
    // A plain negative amount stays a number Excel can add up.
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-7')).toBe('-7');
    // Only the start counts.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends each line with CRLF and starts a file with the byte order mark and the headers', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    expect(csvText(COLUMNS, [{ name: '李四', amount: '3.00' }])).toBe('\uFEFF姓名,金额（元）\r\n李四,3.00\r\n');
    expect(csvText(COLUMNS, [])).toBe('\uFEFF姓名,金额（元）\r\n');
  });

  it('writes a file batch by batch, the same text as whole', async () => {
    const rows = [
      { name: '=1+1', amount: '-1.00' },
      { name: 'a,b', amount: '2.00' },
      { name: '王五', amount: '3.00' },
    ];
    let streamed = '';
    for await (const chunk of csvChunks(COLUMNS, batches(rows.slice(0, 2), [], rows.slice(2)))) streamed += chunk;
    expect(streamed).toBe(csvText(COLUMNS, rows));
    expect(streamed).toBe("\uFEFF姓名,金额（元）\r\n'=1+1,-1.00\r\n\"a,b\",2.00\r\n王五,3.00\r\n");
  });

  it('names a file by its parts, plain ASCII, the empty ones left out', () => {
    expect(csvFileName(['deposits', 'approved', daysPart('2026-11-01', '2026-11-26'), '', undefined, 'alipay'])).toBe('deposits_approved_2026-11-01_2026-11-26_alipay.csv');
    expect(csvFileName(['members', '张三', 'zhang01'])).toBe('members_zhang01.csv');
    expect(csvFileName(['x', 'a"b;c/d'])).toBe('x_abcd.csv');
    expect(daysPart('2026-11-01', undefined)).toBe('2026-11-01_now');
    expect(daysPart(undefined, '')).toBe('');
  });
});
