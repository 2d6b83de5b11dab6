import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { formatCompactDateTime } from './datetime';
import { MessageResult } from './schema';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answer of an export route: the workbook, or an envelope when refused. */
export const XlsxResponse = {
  200: {
    description: 'the .xlsx workbook (streamed); JSON {code, msg} when refused',
    content: {
      [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) },
      'application/json': { schema: MessageResult },
    },
  },
};

export interface SheetColumn<R> {
  header: string;
  /** characters */
  width: number;
  value: (row: R) => string | number | null | undefined;
}

/**
 * A text cell that a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) gets a
 * leading TAB, as RuoYi does: the text shows as written and never runs.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@]/.test(value) ? `\t${value}` : value;
}

function cellValue(value: string | number | null | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? neutralizeFormula(value) : value;
}

/**
 * Writes one sheet to `output` row by row as the batches arrive: neither the rows nor the
 * workbook are ever held whole in memory.
 */
export async function writeXlsx<R>(
  output: Writable,
  sheetName: string,
  columns: ReadonlyArray<SheetColumn<R>>,
  batches: AsyncIterable<R[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(columns.map((column) => cellValue(column.value(row)))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

const percentEncode = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Streams a workbook as the answer (`<prefix>_<yyyyMMddHHmmss>.xlsx`). A failure half-way ends
 * the download (logged); refusals must happen before this is called.
 */
export function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  filePrefix: string,
  write: (output: Writable) => Promise<void>,
): FastifyReply {
  const output = new PassThrough();
  const encoded = percentEncode(`${filePrefix}_${formatCompactDateTime()}.xlsx`);
  write(output).catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename=${encoded};filename*=utf-8''${encoded}`)
    .header('download-filename', encoded)
    .send(output);
}

/** Pages through a query by id, newest first, `size` rows at a time. */
export async function* batchesById<R>(
  fetchBelow: (beforeId: number | undefined, size: number) => Promise<R[]>,
  idOf: (row: R) => number,
  size = 500,
): AsyncGenerator<R[]> {
  let beforeId: number | undefined;
  for (;;) {
    const batch = await fetchBelow(beforeId, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    beforeId = idOf(batch[batch.length - 1]);
  }
}
