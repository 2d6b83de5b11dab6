/**
 * What a job may run: the server's task registry, as the dialog's help lists it. The server is the
 * judge (it refuses anything else and names what is allowed); see docs/monitor/job.md.
 */
export const ALLOWED_TARGETS: readonly string[] = [
  'ryTask.ryNoParams',
  "ryTask.ryParams('ry')",
  "ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)",
  'maintenanceTask.purgeLoginLogs(30)',
  'maintenanceTask.purgeOperLogs(30)',
  'maintenanceTask.cleanTempFiles(1)',
];

/** The words of `misfirePolicy` ("0" … "3") under `job.misfire<N>`. */
export const misfireKey = (policy: string | null) => `job.misfire${policy ?? '0'}`;

/** The run's duration in milliseconds, or null when it has not ended. */
export function runMillis(startTime: string | null, endTime: string | null): number | null {
  if (!startTime || !endTime) return null;
  const start = Date.parse(startTime.replace(' ', 'T'));
  const end = Date.parse(endTime.replace(' ', 'T'));
  return Number.isNaN(start) || Number.isNaN(end) ? null : Math.max(0, end - start);
}
