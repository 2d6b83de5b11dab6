import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type ExcelJSModule from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { formatCompactDateTime } from './datetime';
import { onFirstUse } from './on-first-use';
import { ExportQueuedResult } from '@dis/contract';

/**
 * exceljs, loaded with the first workbook written or read: loading it costs a start of the server
 * seconds, and most starts (a replica, a test file) never touch a workbook.
 */
export const loadExcel = onFirstUse(() =>
  import('exceljs').then(
    (loaded) => ((loaded as { default?: typeof ExcelJSModule }).default ?? loaded) as typeof ExcelJSModule,
  ),
);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answer of an export route: the workbook, or an envelope when refused or sent to the background. */
export const XlsxResponse = {
  200: {
    description:
      'the .xlsx workbook (streamed); JSON {code, msg} when refused, {code: 200, msg, data: {taskId}} when sent to the 下载中心',
    content: {
      [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) },
      // a refusal `{code, msg}`, or an export handed to the 下载中心 `{code: 200, msg, data: {taskId}}`
      'application/json': { schema: ExportQueuedResult },
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
 * Waits until the zip has taken the rows written so far. exceljs's sheet stream hands its 64 KB
 * buffers to the zip without heeding backpressure, so rows written faster than they are compressed
 * and sent would pile up uncompressed (about half a kilobyte a row: 100 MB for 200 000 rows);
 * waiting for the zip's input to drain after each batch keeps the memory flat
 * (docs/system/export.md "Memory").
 */
async function zipCaughtUp(sheet: object): Promise<void> {
  type ZipInput = Writable & { _writableState?: { needDrain?: boolean } };
  const pipes = (sheet as { stream?: { pipes?: ZipInput[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    // archiver's own `readable-stream` PassThrough: no `writableNeedDrain`, the state says it
    if (pipe.writableNeedDrain || pipe._writableState?.needDrain) await once(pipe, 'drain');
  }
}

/**
 * A sheet name Excel opens: at most 31 characters, none of `* ? : \\ / [ ]` (each becomes `_`), no
 * line break, no quote at either end (the streaming writer checks none of it, and Excel "repairs"
 * a file that breaks it). A generated resource's sheet is named from a table comment, which may
 * hold anything.
 */
export function excelSheetName(name: string): string {
  const clean = name
    .replace(/[*?:/\\[\]]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  return [...clean].slice(0, 31).join('').trim() || 'Sheet1';
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
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(excelSheetName(sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
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
    await zipCaughtUp(sheet);
  }
  sheet.commit();
  await workbook.commit();
}

/** A file name for `Content-Disposition` / `download-filename` (RFC 5987 percent-encoding). */
export const percentEncode = (name: string) =>
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
export async function* batchesById<R, Id extends number | string = number>(
  fetchBelow: (beforeId: Id | undefined, size: number) => Promise<R[]>,
  idOf: (row: R) => Id,
  size = 500,
): AsyncGenerator<R[]> {
  let beforeId: Id | undefined;
  for (;;) {
    const batch = await fetchBelow(beforeId, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    beforeId = idOf(batch[batch.length - 1]);
  }
}
