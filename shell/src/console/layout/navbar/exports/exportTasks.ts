import type { ExportTask, ExportTaskStatus } from '@dis/contract';
import { http } from '@dis/shared/request';

/**
 * The 下载中心's calls and the rules its button and drawer share (docs/system/export.md). Kept
 * small: the button loads after the console's first view; the drawer is a chunk of its own.
 */

/** A task's status (`@dis/contract` EXPORT_TASK_STATUS; only its types reach the browser). */
export const STATUS = {
  queued: '0',
  running: '1',
  done: '2',
  failed: '3',
  cancelled: '4',
} as const satisfies Record<string, ExportTaskStatus>;

/** queued or running */
export const isUnfinished = (task: Pick<ExportTask, 'status'>) =>
  task.status === STATUS.queued || task.status === STATUS.running;

/** The badge: how many of the caller's tasks are queued or running. */
export const unfinishedCount = (tasks: ReadonlyArray<Pick<ExportTask, 'status'>>) =>
  tasks.filter(isUnfinished).length;

/** the caller's tasks, newest first; `silent`: a failed refresh says nothing (the next one may work) */
export const listExports = async (silent = false): Promise<ExportTask[]> =>
  (await http.get<{ rows?: ExportTask[] }>('/system/export/list', undefined, { silent })).rows ?? [];
