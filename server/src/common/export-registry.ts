import type { Language } from '@dis/contract/site';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import type { ScopedUser } from '../security/data-scope';
import type { SheetColumn } from './xlsx';

/**
 * The list exports a background job can run again (docs/system/export.md): `defineResource` adds
 * each resource's export here under its key, so the export centre finds a task's list by the key
 * it stored (`sys_export_task.resource`) without the frame or the centre importing any module.
 */
export interface ExportSource {
  /** the resource key: `system/user` */
  key: string;
  /** the file name's prefix: `user` → `user_20261127121500.xlsx` */
  fileName: string;
  sheetName: (lang: Language) => string;
  columns: (
    lang: Language,
  ) => Promise<ReadonlyArray<SheetColumn<ExportRow>>> | ReadonlyArray<SheetColumn<ExportRow>>;
  /** the id field of a row, a number or a uuid (the export pages by it, newest first) */
  idOf: (row: ExportRow) => number | string;
  /** how many rows the filter gives within the user's data scope (the scope of `<prefix>:export`) */
  count: (db: Database, filter: unknown, user: ScopedUser) => Promise<number>;
  /** the rows, `size` at a time below `beforeId`, newest first, within the user's data scope */
  batches: (
    db: Database,
    filter: unknown,
    user: ScopedUser,
  ) => (beforeId: number | string | undefined, size: number) => Promise<ExportRow[]>;
}

export type ExportRow = Record<string, unknown>;

/** The exports of one app by resource key (the `app.exportSources` decorator). */
export class ExportRegistry {
  private readonly sources = new Map<string, ExportSource>();

  add(source: ExportSource): void {
    this.sources.set(source.key, source);
  }

  get(key: string): ExportSource | undefined {
    return this.sources.get(key);
  }
}

/** What an export above the threshold asks of the export centre (`app.exportCentre`). */
export interface BackgroundExport {
  /** the resource key in `app.exportSources` */
  resource: string;
  /** the filter as the export route received it (stored as JSON and used again by the job) */
  filter: unknown;
  /** the rows counted when asked */
  total: number;
}

/**
 * The export centre as the frame sees it: provided by `modules/system/export`. An export route
 * asks for the threshold, counts, and above it hands the export over instead of streaming it.
 */
export interface ExportCentre {
  /** `sys.export.asyncThreshold`: more rows than this run in the background */
  threshold(): Promise<number>;
  /** stores the task, queues it and answers the envelope `{code: 200, msg, data: {taskId}}` */
  enqueue(
    request: FastifyRequest,
    task: BackgroundExport,
  ): Promise<{ code: number; msg: string; data: { taskId: number } }>;
}
