import type { ExportTask } from '@dis/contract';
import { STATUS } from './exportTasks';

/** How the drawer shows a task (docs/system/export.md "The drawer"). */

/** 0–100: the rows written of the rows counted (0 before the count; 100 once done). */
export function percentOf(task: Pick<ExportTask, 'status' | 'doneRows' | 'totalRows'>): number {
  if (task.status === STATUS.done) return 100;
  if (!task.totalRows) return 0;
  return Math.min(100, Math.floor((task.doneRows / task.totalRows) * 100));
}

/** `812 B`, `15.3 KB`, `2.41 MB` (1024 steps); empty without a size. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1)} KB`;
  return `${(kb / 1024).toFixed(2)} MB`;
}

/** The tag colour of a status. */
export const STATUS_COLOR: Record<string, string> = {
  [STATUS.queued]: 'default',
  [STATUS.running]: 'processing',
  [STATUS.done]: 'success',
  [STATUS.failed]: 'error',
  [STATUS.cancelled]: 'warning',
};

/** 下载 for a done task, 取消 for an unfinished one, 删除 for a finished one. */
export function actionsOf(task: Pick<ExportTask, 'status'>): Array<'download' | 'cancel' | 'remove'> {
  switch (task.status) {
    case STATUS.queued:
    case STATUS.running:
      return ['cancel'];
    case STATUS.done:
      return ['download', 'remove'];
    default:
      return ['remove'];
  }
}

/** While the drawer is open, the list is asked for again every 2 s as long as a task is moving. */
export const POLL_MS = 2000;
