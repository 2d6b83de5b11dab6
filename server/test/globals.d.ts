/** Set per jest project: the integration suite runs once on PGlite and once on PostgreSQL + Redis. */
declare const __DB_KIND__: 'pglite' | 'postgres';
