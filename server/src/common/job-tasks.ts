/**
 * The handlers a scheduled job's invoke target may name (docs/monitor/job.md "What a job may run").
 * The job engine (`modules/monitor/job`) owns the registry; another module contributes its own
 * handlers through `app.jobTasks` when it is registered (the sales desk's `salesTask.remindOverdue`),
 * so the engine imports no module.
 */
export type ArgKind = 'String' | 'Boolean' | 'Long' | 'Double' | 'Integer';
export type ArgValue = string | boolean | number;

/** What a handler gets besides its arguments. */
export interface TaskContext {
  /** a line for the server log */
  log: (message: string) => void;
}

export interface TaskHandler {
  /** the argument kinds, in order */
  params: readonly ArgKind[];
  run: (args: ArgValue[], context: TaskContext) => Promise<void> | void;
}

export type TaskRegistry = Record<string, TaskHandler>;
