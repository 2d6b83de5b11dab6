import type { DataSourceFigures, StatementFiguresRow } from '@dis/contract';
import type { Language } from '@dis/contract/site';
import { formatDateTime } from '../../../common/datetime';
import { escapeHtml as esc } from '../../../common/html';
import { staffPageHtml } from '../../../common/staff-page';
import type { MessageKey } from '../../../i18n/catalogue';
import { translate, type MessageParams } from '../../../i18n/language';
import './messages';

/** The page reloads itself as often as the console's 数据监控 does. */
export const DRUID_PAGE_REFRESH_SECONDS = 30;

type PageWord<T> = T extends `monitor.druid.page.${infer K}` ? K : never;
type Label = PageWord<MessageKey>;

const druidLabel = (lang: Language, key: Label, params?: MessageParams) =>
  translate(lang, `monitor.druid.page.${key}`, params);

const number = (lang: Language, value: number) => value.toLocaleString(lang === 'en' ? 'en-US' : 'zh-CN');

function facts(rows: Array<[string, string]>): string {
  return `<dl>${rows.map(([term, value]) => `<dt>${esc(term)}</dt><dd>${esc(value)}</dd>`).join('')}</dl>`;
}

function statementTable(lang: Language, caption: string, rows: readonly StatementFiguresRow[]): string {
  const l = (key: Label) => esc(druidLabel(lang, key));
  const body =
    rows.length === 0
      ? `<tr><td colspan="7" class="muted">${l('none')}</td></tr>`
      : rows
          .map(
            (row) =>
              `<tr><td><code>${esc(row.sql)}</code></td><td class="num">${number(lang, row.count)}</td>` +
              `<td class="num">${row.totalMs}</td><td class="num">${row.maxMs}</td><td class="num">${row.avgMs}</td>` +
              `<td class="num">${number(lang, row.errors)}</td><td class="num">${esc(row.lastRun)}</td></tr>`,
          )
          .join('');
  return (
    `<h2>${esc(caption)}</h2><table><thead><tr><th scope="col">${l('sql')}</th><th scope="col" class="num">${l('count')}</th>` +
    `<th scope="col" class="num">${l('totalMs')}</th><th scope="col" class="num">${l('maxMs')}</th><th scope="col" class="num">${l('avgMs')}</th>` +
    `<th scope="col" class="num">${l('errors')}</th><th scope="col" class="num">${l('lastRun')}</th></tr></thead><tbody>${body}</tbody></table>`
  );
}

/**
 * The page at RuoYi's Druid addresses: the figures of `GET /monitor/druid` (docs/monitor/datasource.md)
 * as one escaped page without script, in the staff member's language, reloading every 30 seconds.
 */
export function druidPageHtml(lang: Language, figures: DataSourceFigures, now = new Date()): string {
  const label = (key: Label, params?: MessageParams) => druidLabel(lang, key, params);
  const l = (key: Label) => esc(label(key));
  const { database, pool, tables, statements } = figures;
  const pglite = database.kind === 'pglite';
  const databaseFacts = facts([
    [label('kind'), label(pglite ? 'kindPglite' : 'kindPostgres')],
    [label('name'), database.name],
    [label('version'), database.version],
    [label('size'), database.size],
    [
      label('connections'),
      database.connections === null ? label('inProcess') : number(lang, database.connections),
    ],
  ]);
  const poolFacts = facts([
    [label('poolMax'), number(lang, pool.max)],
    [label('poolTotal'), number(lang, pool.total)],
    [label('poolIdle'), number(lang, pool.idle)],
    [label('poolWaiting'), number(lang, pool.waiting)],
  ]);
  const tableRows = tables
    .map(
      (table) =>
        `<tr><td><code>${esc(table.name)}</code></td><td class="num">${number(lang, table.rows)}</td>` +
        `<td class="num">${esc(table.size)}</td></tr>`,
    )
    .join('');
  const body =
    `<h1>${l('title')}</h1>` +
    `<p class="muted">${l('intro')} ${esc(label('autoRefresh', { seconds: DRUID_PAGE_REFRESH_SECONDS }))} · ` +
    `${esc(label('shownAt', { time: formatDateTime(now) }))} · <a href="">${l('refresh')}</a></p>` +
    `<section aria-label="${l('database')}"><h2>${l('database')}</h2>${databaseFacts}</section>` +
    `<section aria-label="${l('pool')}"><h2>${l('pool')}</h2>` +
    `${pglite ? `<p class="muted">${l('pgliteNote')}</p>` : ''}${poolFacts}</section>` +
    `<section aria-label="${l('tables')}"><h2>${l('tables')}</h2><table><thead><tr><th scope="col">${l('tableName')}</th>` +
    `<th scope="col" class="num">${l('rows')}</th><th scope="col" class="num">${l('tableSize')}</th></tr></thead><tbody>${tableRows}</tbody></table></section>` +
    `<section aria-label="${l('statements')}"><h2>${l('statements')}</h2><p class="muted">` +
    `${esc(label('since', { since: statements.since, tracked: number(lang, statements.tracked) }))}</p>` +
    `${statementTable(lang, label('slowest'), statements.slowest)}${statementTable(lang, label('frequent'), statements.frequent)}</section>`;
  return staffPageHtml({ lang, title: label('title'), body, refreshSeconds: DRUID_PAGE_REFRESH_SECONDS });
}
