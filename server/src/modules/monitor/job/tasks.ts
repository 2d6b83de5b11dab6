import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../db/connection';
import { profileFolder } from '../../common/service';
import { cleanExpired } from '../log-chain/service';
import type { TaskRegistry } from './targets';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes files under `folder` last changed before `before`, and the folders left empty. */
async function removeOlderThan(folder: string, before: number): Promise<number> {
  let removed = 0;
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      removed += await removeOlderThan(full, before);
      if ((await fs.promises.readdir(full)).length === 0)
        await fs.promises.rmdir(full).catch(() => undefined);
    } else if (entry.isFile() && (await fs.promises.stat(full)).mtimeMs < before) {
      await fs.promises.rm(full, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * The handlers a job's invoke target may name: RuoYi's three samples and our maintenance tasks.
 * Adding a handler here is the only way to make a new target allowed (docs/monitor/job.md).
 */
export function taskRegistry(
  db: Database,
  dataDir: string,
  /** the logs' retention period: a purge never reaches a younger row (docs/monitor/logs.md) */
  retentionDays: () => Promise<number>,
): TaskRegistry {
  const days = (value: unknown) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`the number of days must be a positive integer: ${value}`);
    return n;
  };
  return {
    'ryTask.ryNoParams': {
      params: [],
      run: (_args, { log }) => log('执行无参方法'),
    },
    'ryTask.ryParams': {
      params: ['String'],
      run: ([text], { log }) => log(`执行有参方法：${text}`),
    },
    'ryTask.ryMultipleParams': {
      params: ['String', 'Boolean', 'Long', 'Double', 'Integer'],
      run: (args, { log }) => log(`执行多参方法：${args.map(String).join(', ')}`),
    },
    'maintenanceTask.purgeLoginLogs': {
      params: ['Integer'],
      async run([n], { log }) {
        const kept = Math.max(days(n), await retentionDays());
        log(`删除登录日志 ${(await cleanExpired(db, 'login', kept)).removed} 条（保留${kept}天内的日志）`);
      },
    },
    'maintenanceTask.purgeOperLogs': {
      params: ['Integer'],
      async run([n], { log }) {
        const kept = Math.max(days(n), await retentionDays());
        log(`删除操作日志 ${(await cleanExpired(db, 'oper', kept)).removed} 条（保留${kept}天内的日志）`);
      },
    },
    'maintenanceTask.cleanTempFiles': {
      params: ['Integer'],
      async run([n], { log }) {
        const removed = await removeOlderThan(
          profileFolder(dataDir, 'download'),
          Date.now() - days(n) * DAY_MS,
        );
        log(`删除临时文件 ${removed} 个`);
      },
    },
  };
}
