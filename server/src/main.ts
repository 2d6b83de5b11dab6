// Dates on the wire are wall-clock times of this zone (Node applies a change of TZ at once).
process.env.TZ ||= 'Asia/Shanghai';

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseAheadError } from './db/migrate';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig(process.env);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { apiPrefix: config.apiPrefix || '/', dataDir: config.dataDir, startupMs: Date.now() - started },
    'server started',
  );
}

/** `--verify-logs`: check the logs' chains and exit (docs/monitor/logs.md "The chain and its check"). */
async function verifyLogs(): Promise<void> {
  try {
    const { runLogCheck } = await import('./modules/monitor/log-chain/command');
    process.exit(await runLogCheck(loadConfig(process.env)));
  } catch (error) {
    console.error('The logs could not be checked:', error instanceof Error ? error.message : error);
    process.exit(2);
  }
}

if (process.argv.includes('--verify-logs')) void verifyLogs();
else
  main().catch((error: unknown) => {
    // refusals an operator acts on: their message alone, no stack
    if (error instanceof ConfigError || error instanceof DatabaseAheadError) {
      console.error(error.message);
    } else {
      console.error('The server could not start:', error);
    }
    process.exit(1);
  });
