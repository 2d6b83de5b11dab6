import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { EXPORT_TASK_STATUS, type ExportTask } from '@dis/contract';
import type { Database } from '../../../db/connection';
import { sysExportTask } from '../../../db/schema';

/** Every query of the 下载中心 (`sys_export_task`, docs/system/export.md). */

type NewTask = typeof sysExportTask.$inferInsert;
export type TaskRow = typeof sysExportTask.$inferSelect;

const { queued, running, done, failed, cancelled } = EXPORT_TASK_STATUS;
const FINISHED = [done, failed, cancelled];

/** the columns the owner sees (never the filters or the path) */
const listed = {
  taskId: sysExportTask.taskId,
  title: sysExportTask.title,
  fileName: sysExportTask.fileName,
  status: sysExportTask.status,
  totalRows: sysExportTask.totalRows,
  doneRows: sysExportTask.doneRows,
  fileSize: sysExportTask.fileSize,
  errorMsg: sysExportTask.errorMsg,
  createTime: sysExportTask.createTime,
  finishTime: sysExportTask.finishTime,
  expireTime: sysExportTask.expireTime,
};

export async function insertTask(db: Database, values: NewTask): Promise<number> {
  const [row] = await db.insert(sysExportTask).values(values).returning({ taskId: sysExportTask.taskId });
  return row.taskId;
}

export async function findTask(db: Database, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(sysExportTask).where(eq(sysExportTask.taskId, taskId)).limit(1);
  return row;
}

/** The user's task, or undefined (another user's task is as good as missing). */
export async function ownTask(db: Database, taskId: number, userId: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(sysExportTask)
    .where(and(eq(sysExportTask.taskId, taskId), eq(sysExportTask.userId, userId)))
    .limit(1);
  return row;
}

/** The user's tasks, newest first. */
export async function ownTasks(db: Database, userId: number): Promise<ExportTask[]> {
  const rows = await db
    .select(listed)
    .from(sysExportTask)
    .where(eq(sysExportTask.userId, userId))
    .orderBy(desc(sysExportTask.taskId));
  return rows as ExportTask[];
}

/** Takes a queued task for this worker; false when it is no longer queued (cancelled, or taken). */
export async function claimTask(db: Database, taskId: number, totalRows: number | null): Promise<boolean> {
  const rows = await db
    .update(sysExportTask)
    .set({ status: running, ...(totalRows === null ? {} : { totalRows }) })
    .where(and(eq(sysExportTask.taskId, taskId), eq(sysExportTask.status, queued)))
    .returning({ taskId: sysExportTask.taskId });
  return rows.length > 0;
}

/** A running task whose replica stopped goes back to the queue, its progress forgotten. */
export async function reopenTask(db: Database, taskId: number): Promise<void> {
  await db
    .update(sysExportTask)
    .set({ status: queued, doneRows: 0 })
    .where(and(eq(sysExportTask.taskId, taskId), eq(sysExportTask.status, running)));
}

/** Writes to a task while it is running; false when it is not (cancelled meanwhile). */
async function updateRunning(db: Database, taskId: number, values: Partial<NewTask>): Promise<boolean> {
  const rows = await db
    .update(sysExportTask)
    .set(values)
    .where(and(eq(sysExportTask.taskId, taskId), eq(sysExportTask.status, running)))
    .returning({ taskId: sysExportTask.taskId });
  return rows.length > 0;
}

/** Progress of a running task; false when it is no longer running (cancelled). */
export function recordProgress(
  db: Database,
  taskId: number,
  values: { doneRows: number; totalRows?: number },
): Promise<boolean> {
  return updateRunning(db, taskId, values);
}

/** Ends a running task (done or failed); false when it was cancelled meanwhile. */
export function finishTask(
  db: Database,
  taskId: number,
  values: Pick<
    NewTask,
    'status' | 'doneRows' | 'fileSize' | 'filePath' | 'errorMsg' | 'finishTime' | 'expireTime'
  >,
): Promise<boolean> {
  return updateRunning(db, taskId, values);
}

/** Cancels the user's queued or running task; false when it is neither (or not the user's). */
export async function cancelTask(
  db: Database,
  taskId: number,
  userId: number,
  times: { finishTime: string; expireTime: string },
): Promise<boolean> {
  const rows = await db
    .update(sysExportTask)
    .set({ status: cancelled, ...times })
    .where(
      and(
        eq(sysExportTask.taskId, taskId),
        eq(sysExportTask.userId, userId),
        inArray(sysExportTask.status, [queued, running]),
      ),
    )
    .returning({ taskId: sysExportTask.taskId });
  return rows.length > 0;
}

/** Fails one task still queued or running; false when it had already ended. */
export async function failTask(
  db: Database,
  taskId: number,
  values: { errorMsg: string; finishTime: string; expireTime: string },
): Promise<boolean> {
  const rows = await db
    .update(sysExportTask)
    .set({ status: failed, ...values })
    .where(and(eq(sysExportTask.taskId, taskId), inArray(sysExportTask.status, [queued, running])))
    .returning({ taskId: sysExportTask.taskId });
  return rows.length > 0;
}

/** Fails every task left queued or running by a process that is gone (the embedded queue). */
export async function failUnfinished(
  db: Database,
  values: { errorMsg: string; finishTime: string; expireTime: string },
  statuses: readonly string[] = [running],
): Promise<void> {
  await db
    .update(sysExportTask)
    .set({ status: failed, ...values })
    .where(inArray(sysExportTask.status, [...statuses]));
}

/** The ids of the tasks waiting in the queue, oldest first. */
export async function queuedTaskIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ taskId: sysExportTask.taskId })
    .from(sysExportTask)
    .where(eq(sysExportTask.status, queued))
    .orderBy(sysExportTask.taskId);
  return rows.map((row) => row.taskId);
}

/** The user's tasks among `ids` (with their status and file). */
export function ownTasksWithIds(db: Database, ids: readonly number[], userId: number) {
  return db
    .select({ taskId: sysExportTask.taskId, status: sysExportTask.status, filePath: sysExportTask.filePath })
    .from(sysExportTask)
    .where(and(inArray(sysExportTask.taskId, [...ids]), eq(sysExportTask.userId, userId)));
}

export async function deleteTasks(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(sysExportTask).where(inArray(sysExportTask.taskId, [...ids]));
}

/** Finished tasks whose time is up. */
export function expiredTasks(db: Database, now: string) {
  return db
    .select({ taskId: sysExportTask.taskId, filePath: sysExportTask.filePath })
    .from(sysExportTask)
    .where(
      and(
        inArray(sysExportTask.status, FINISHED),
        isNotNull(sysExportTask.expireTime),
        lt(sysExportTask.expireTime, now),
      ),
    );
}
