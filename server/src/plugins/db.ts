import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/connection';
import { migrate } from '../db/migrate';
import { processTimeZone } from '../common/datetime';

declare module 'fastify' {
  interface FastifyInstance {
    /** the query layer (drizzle), the same on PGlite and PostgreSQL */
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir: string;
}

/** Opens PGlite (default) or PostgreSQL, applies pending migrations, closes on shutdown. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const started = Date.now();
    const handle = await openDatabase({ ...options, timeZone: processTimeZone() });
    try {
      const applied = await migrate(handle);
      app.log.info({ kind: handle.kind, applied, ms: Date.now() - started }, 'database ready');
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    // PGlite runs no autovacuum: without statistics, a table that grew a lot is read by full scans
    // and sorts where its index would do (docs/system/export.md "Memory"). The embedded database
    // is analysed once it is ready and every hour, as autovacuum would on PostgreSQL.
    let analyse: Cron | undefined;
    if (handle.kind === 'pglite') {
      const run = () =>
        handle.db.execute(sql`ANALYZE`).then(
          () => undefined,
          (error: unknown) => app.log.warn({ err: error }, 'ANALYZE of the embedded database failed'),
        );
      app.addHook('onReady', async () => {
        analyse = new Cron('17 * * * *', { protect: true }, run);
        void run();
      });
    }
    app.addHook('onClose', async () => {
      analyse?.stop();
      await handle.close();
    });
  },
  { name: 'db' },
);
