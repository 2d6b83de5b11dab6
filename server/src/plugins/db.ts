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
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db' },
);
