import fp from 'fastify-plugin';
import type { DictReader } from '../common/dict-labels';
import { Provided } from '../common/provided';
import type { RightsRefresher } from '../security/rights-refresh';
import type { OperLogWriter } from '../common/oper-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** reads dictionaries for labels (exports): provided by `modules/system/dict` */
    dicts: Provided<DictReader>;
    /** makes a change of rights take effect at once: provided by `modules/auth` */
    rights: Provided<RightsRefresher>;
    /** writes an operation-log row: provided by `modules/monitor/operlog` */
    operLog: Provided<OperLogWriter>;
  }
}

/**
 * The slots feature modules fill when they are registered (docs/architecture.md "Server
 * layout"): the frame and other modules call `app.dicts`, `app.rights` and `app.operLog`
 * without importing the module behind them.
 */
export default fp(
  async (app) => {
    app.decorate('dicts', new Provided<DictReader>('the dictionary reader (modules/system/dict)'));
    app.decorate('rights', new Provided<RightsRefresher>('the rights refresher (modules/auth)'));
    app.decorate(
      'operLog',
      new Provided<OperLogWriter>('the operation-log writer (modules/monitor/operlog)'),
    );
  },
  { name: 'contributions' },
);
