import { Type, type Static } from '@sinclair/typebox';
import { AjaxResult, DateTime, Nullable, RowId, StringEnum, TableDataInfo } from './common';

// ---- 下载中心: background exports of the caller (docs/system/export.md) ----

/** "0" queued, "1" running, "2" done, "3" failed, "4" cancelled */
export const EXPORT_TASK_STATUS = {
  queued: '0',
  running: '1',
  done: '2',
  failed: '3',
  cancelled: '4',
} as const;
export type ExportTaskStatus = (typeof EXPORT_TASK_STATUS)[keyof typeof EXPORT_TASK_STATUS];

/** One background export of the caller, as the 下载中心 lists it (never its filters or its path). */
export const ExportTaskSchema = Type.Object({
  taskId: RowId(),
  /** the list exported, in the requester's language: `用户数据` */
  title: Type.String(),
  /** the file's name when downloaded: `user_20261127121500.xlsx` */
  fileName: Type.String(),
  status: StringEnum(['0', '1', '2', '3', '4'], {
    description: '"0" queued, "1" running, "2" done, "3" failed, "4" cancelled',
  }),
  totalRows: Nullable(Type.Integer({ description: 'rows the export will write, once counted' })),
  doneRows: Type.Integer({ description: 'rows written so far' }),
  fileSize: Nullable(Type.Integer({ description: 'bytes, once done' })),
  errorMsg: Nullable(Type.String({ description: 'why it failed, in the requester language' })),
  createTime: DateTime(),
  finishTime: DateTime(),
  expireTime: DateTime('yyyy-MM-dd HH:mm:ss: the file and the row are deleted after it'),
});
export type ExportTask = Static<typeof ExportTaskSchema>;

/** `GET /system/export/list`: the caller's tasks, newest first (all of them: expiry keeps them few). */
export const ExportTaskList = TableDataInfo(ExportTaskSchema);

/** The answer of an export of more rows than `sys.export.asyncThreshold`: `{code: 200, msg, data: {taskId}}`. */
export const ExportQueuedResult = AjaxResult({ data: Type.Object({ taskId: RowId() }) });
export type ExportQueued = Static<typeof ExportQueuedResult>;

/** `PUT /system/export/{taskId}/cancel`, `GET /system/export/{taskId}/download` */
export const ExportTaskParams = Type.Object({ taskId: RowId() });
