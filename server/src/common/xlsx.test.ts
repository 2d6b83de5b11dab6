import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { batchesById, excelSheetName, neutralizeFormula, writeXlsx } from './xlsx';

describe('neutralizeFormula', () => {
  it('puts a TAB before text a spreadsheet would run', () => {
    expect(neutralizeFormula('=HYPERLINK("http://x")')).toBe('\t=HYPERLINK("http://x")');
    expect(neutralizeFormula('+1')).toBe('\t+1');
    expect(neutralizeFormula('-2+3')).toBe('\t-2+3');
    expect(neutralizeFormula('@SUM(A1)')).toBe('\t@SUM(A1)');
    expect(neutralizeFormula('a=b')).toBe('a=b');
  });
});

describe('excelSheetName', () => {
  it('names a sheet as Excel opens it: no * ? : \\ / [ ], no line break or quote at the ends, 31 characters', () => {
    expect(excelSheetName('岗位数据')).toBe('岗位数据');
    expect(excelSheetName('代金券"\'*/ ${x}\n`y`数据')).toBe('代金券"\'__ ${x} `y`数据');
    expect(excelSheetName("'quoted'")).toBe('quoted');
    expect(excelSheetName('x'.repeat(40))).toHaveLength(31);
    expect(excelSheetName(' /:?* ')).toBe('____');
    expect(excelSheetName('\n')).toBe('Sheet1');
  });
});

describe('batchesById', () => {
  it('asks for the next batch below the last id until a short one', async () => {
    const ids = [9, 8, 7, 6, 5];
    const asked: Array<number | undefined> = [];
    const batches: number[][] = [];
    for await (const batch of batchesById(
      async (below, size) => {
        asked.push(below);
        return ids.filter((id) => below === undefined || id < below).slice(0, size);
      },
      (id) => id,
      2,
    )) {
      batches.push(batch);
    }
    expect(batches).toEqual([[9, 8], [7, 6], [5]]);
    expect(asked).toEqual([undefined, 8, 6]);
  });
});

describe('writeXlsx', () => {
  it('writes a real workbook: named sheet, headers, rows, neutralised text', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* rows() {
      yield [{ id: 1, title: '=cmd()' }];
      yield [{ id: 2, title: '正常' }];
    }
    await writeXlsx(
      output,
      '新闻数据',
      [
        { header: '编号', width: 8, value: (row: { id: number; title: string }) => row.id },
        { header: '标题', width: 20, value: (row: { id: number; title: string }) => row.title },
      ],
      rows(),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('新闻数据')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '编号', '标题']);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, '\t=cmd()']);
    expect(sheet.getRow(3).values).toEqual([undefined, 2, '正常']);
  });
});
