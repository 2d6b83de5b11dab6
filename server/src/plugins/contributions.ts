import fp from 'fastify-plugin';
import type { DictReader } from '../common/dict-labels';
import { ExportRegistry, type ExportCentre } from '../common/export-registry';
import { Provided } from '../common/provided';
import type { RightsRefresher } from '../security/rights-refresh';
import type { OperLogWriter } from '../common/oper-log';
import type { TaskRegistry } from '../common/job-tasks';

declare module 'fastify' {
  interface FastifyInstance {
    /** reads dictionaries for labels (exports): provided by `modules/system/dict` */
    dicts: Provided<DictReader>;
    /** makes a change of rights take effect at once: provided by `modules/auth` */
    rights: Provided<RightsRefresher>;
    /** writes an operation-log row: provided by `modules/monitor/operlog` */
    operLog: Provided<OperLogWriter>;
    /** the list exports a background job can run, by resource key: filled by `defineResource` */
    exportSources: ExportRegistry;
    /** runs big exports in the background (下载中心): provided by `modules/system/export` */
    exportCentre: Provided<ExportCentre>;
    /** job handlers other modules contribute to the task registry (`modules/monitor/job`) */
    jobTasks: TaskRegistry;
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
    app.decorate('exportSources', new ExportRegistry());
    app.decorate('exportCentre', new Provided<ExportCentre>('the export centre (modules/system/export)'));
    app.decorate('jobTasks', {} as TaskRegistry);
  },
  { name: 'contributions' },
);
