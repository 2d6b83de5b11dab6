import type { AppConfig } from '../../../config';
import { processTimeZone } from '../../../common/datetime';
import { openDatabase } from '../../../db/connection';
import type { ChainName } from '../../../security/log-chain';
import { bindLogChainKey, verdictMessage, verifyChain } from './service';
// this module's words join the catalogue
import './messages';

/**
 * `npm run logs:verify` (`node server/dist/main.js --verify-logs` in the server image): checks both
 * logs' chains against the database the server's environment names, prints the verdicts in both
 * languages and answers the exit code — 0 when both are whole, 1 when one is not
 * (docs/monitor/logs.md "The chain and its check"). The embedded database is locked by a running
 * server: stop it first (PostgreSQL is checked while the servers run).
 */
export async function runLogCheck(
  config: AppConfig,
  print: (line: string) => void = console.log,
): Promise<number> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeZone: processTimeZone(),
  });
  try {
    const key = bindLogChainKey(handle.db, config);
    let whole = true;
    for (const chain of ['oper', 'login'] as ChainName[]) {
      const verdict = await verifyChain(handle.db, key, chain);
      whole &&= verdict.intact;
      print(
        `${verdict.intact ? 'OK  ' : 'FAIL'} ${verdictMessage('zh-cn', chain, verdict)} / ${verdictMessage('en', chain, verdict)}`,
      );
    }
    return whole ? 0 : 1;
  } finally {
    await handle.close();
  }
}
