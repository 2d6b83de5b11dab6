// One replica's database step in a process of its own, for migrate-replicas.int.test.ts (run by
// tsx). Opens the database of DATABASE_URL, or the embedded one in DATA_DIR, then:
//   migrate        prints "ready", waits for "go" on stdin (so several processes migrate at the
//                  same moment), applies the migrations and prints {"applied": [...]}
//   migrate --now  the same without waiting
//   sql <text>     runs one statement and prints {"rows": [...]}
// The last line of stdout is the JSON answer; a failure prints {"error": "..."} and exits 1.
import { openDatabase, type DatabaseHandle } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { processTimeZone } from '../src/common/datetime';

const [mode, argument] = process.argv.slice(2);

function waitForGo(): Promise<void> {
  return new Promise((resolve) => {
    let input = '';
    process.stdin.on('data', (chunk: Buffer) => {
      input += chunk.toString();
      if (input.includes('go\n')) resolve();
    });
  });
}

async function main(): Promise<unknown> {
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR ?? '',
      timeZone: processTimeZone(),
    });
    if (mode === 'migrate') {
      if (argument !== '--now') {
        process.stdout.write('ready\n');
        await waitForGo();
      }
      return { applied: await migrate(handle) };
    }
    if (mode === 'sql' && argument) {
      return { rows: await handle.withSession((session) => session.query(argument)) };
    }
    throw new Error(`unknown mode ${mode}`);
  } finally {
    await handle?.close();
  }
}

main().then(
  (answer) => {
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stdout.write(`${JSON.stringify({ error: (error as Error).message })}\n`);
    process.exit(1);
  },
);
