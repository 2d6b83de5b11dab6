import type { FastifyInstance } from 'fastify';
import { loadModule, parse, type Node, type ParseResult } from 'libpg-query';
import { ServiceError } from '../../../common/errors';
import { SUPER_ADMIN_ROLE } from '../../../security/permission';
import type { LoginUser } from '../../../security/session-store';
import { defaultAuthor, importInto } from './import';
import { TABLE_NAME } from './names';
import { OWN_TABLES, relationExists, runStatements } from './repository';

/**
 * 创建表 (docs/tool/gen.md "Create from SQL"): the check of the text, then the statements run in
 * one transaction with the import of the tables they create. The text is read by PostgreSQL's own
 * parser (libpg-query), so comments, quoting, `;--` and layout cannot hide a statement. Only plain
 * `CREATE TABLE` statements pass, plus `COMMENT ON TABLE / COLUMN` for the tables created in the
 * same text; the first thing found otherwise is refused by name and nothing runs.
 */

/** What may run, statement by statement, and the tables it creates (in order). */
export interface CheckedSql {
  statements: string[];
  tables: string[];
}

/**
 * Functions an expression of a table (default, CHECK, generated column) may call;
 * `gen_random_uuid()` gives a uuid key its values (docs/tool/gen.md "Keys").
 */
const ALLOWED_FUNCTIONS = new Set([
  'now',
  'length',
  'char_length',
  'lower',
  'upper',
  'btrim',
  'gen_random_uuid',
]);

/** The words of a statement kind: `CreateFunctionStmt` → `CREATE FUNCTION`. */
function statementWords(kind: string, body: Record<string, unknown>): string {
  if (kind === 'CreateTableAsStmt') return 'CREATE TABLE AS';
  if (kind === 'DropStmt' && typeof body.removeType === 'string') {
    return `DROP ${body.removeType.replace(/^OBJECT_/, '').replace(/_/g, ' ')}`;
  }
  if (kind === 'CommentStmt' && typeof body.objtype === 'string') {
    return `COMMENT ON ${body.objtype.replace(/^OBJECT_/, '').replace(/_/g, ' ')}`;
  }
  if (kind === 'VariableSetStmt') return 'SET';
  if (kind === 'TransactionStmt') return 'BEGIN / COMMIT';
  return kind
    .replace(/Stmt$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase();
}

let loaded: Promise<void> | undefined;

async function parseSql(text: string): Promise<ParseResult> {
  loaded ??= loadModule();
  await loaded;
  try {
    return await parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ServiceError('tool.gen.sqlSyntax', { reason: reason.slice(0, 200) });
  }
}

/** The names of a qualified-name list: `[{String: {sval: 'a'}}, …]` → `['a', …]`. */
function names(node: Node | undefined): string[] {
  if (!node) return [];
  if ('List' in node) return (node.List.items ?? []).flatMap(names);
  if ('String' in node) return [node.String.sval ?? ''];
  return [];
}

/**
 * Refuses any function call outside `ALLOWED_FUNCTIONS` and any sub-query, anywhere in the
 * statement's tree (defaults, CHECK, generated columns, index predicates).
 */
function checkExpressions(table: string, value: unknown, column: string): void {
  if (Array.isArray(value)) {
    for (const item of value) checkExpressions(table, item, column);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const here = typeof record.colname === 'string' ? record.colname : column;
  if ('FuncCall' in record) {
    const call = record.FuncCall as { funcname?: Node[] };
    const qualified = (call.funcname ?? []).flatMap(names);
    const name = qualified[qualified.length - 1] ?? '';
    const schema = qualified.length > 1 ? qualified[0] : 'pg_catalog';
    if (schema !== 'pg_catalog' || !ALLOWED_FUNCTIONS.has(name)) {
      throw new ServiceError('tool.gen.sqlDefault', {
        name: table,
        column: here || '-',
        function: qualified.join('.') || '?',
      });
    }
  }
  if ('SubLink' in record) {
    throw new ServiceError('tool.gen.sqlDefault', { name: table, column: here || '-', function: 'SELECT' });
  }
  for (const child of Object.values(record)) checkExpressions(table, child, here);
}

interface CreateBody {
  relation?: { schemaname?: string; catalogname?: string; relname?: string; relpersistence?: string };
  tableElts?: Node[];
  inhRelations?: Node[];
  partbound?: unknown;
  partspec?: unknown;
  ofTypename?: unknown;
  options?: Node[];
  tablespacename?: string;
  accessMethod?: string;
}

/** The table a plain CREATE TABLE creates; refuses every other form. */
function checkCreate(body: CreateBody): string {
  const relation = body.relation ?? {};
  const name = relation.relname ?? '';
  const clause = (what: string) => new ServiceError('tool.gen.sqlClause', { name, clause: what });
  if (relation.catalogname || (relation.schemaname && relation.schemaname !== 'public')) {
    throw new ServiceError('tool.gen.sqlSchema', { name });
  }
  if (relation.relpersistence === 't') throw clause('TEMPORARY');
  if (relation.relpersistence === 'u') throw clause('UNLOGGED');
  if (body.inhRelations?.length) throw clause('INHERITS');
  if (body.partspec) throw clause('PARTITION BY');
  if (body.partbound) throw clause('PARTITION OF');
  if (body.ofTypename) throw clause('OF type');
  if (body.options?.length) throw clause('WITH (…)');
  if (body.tablespacename) throw clause('TABLESPACE');
  if (body.accessMethod) throw clause('USING');
  if ((body.tableElts ?? []).some((element) => 'TableLikeClause' in element)) throw clause('LIKE');
  if (!TABLE_NAME.test(name)) throw new ServiceError('tool.gen.importName', { name });
  checkExpressions(name, body.tableElts ?? [], '');
  return name;
}

/** The table a COMMENT ON TABLE / COLUMN is about. */
function commentedTable(body: { objtype?: string; object?: Node }): string | undefined {
  const parts = names(body.object);
  if (body.objtype === 'OBJECT_TABLE') {
    if (parts.length === 2 && parts[0] !== 'public') return undefined;
    return parts.length <= 2 ? parts[parts.length - 1] : undefined;
  }
  if (body.objtype === 'OBJECT_COLUMN') {
    if (parts.length === 3 && parts[0] !== 'public') return undefined;
    return parts.length === 2 || parts.length === 3 ? parts[parts.length - 2] : undefined;
  }
  return undefined;
}

/**
 * Reads the text and answers its statements (each its own text, for one transaction) and the
 * tables they create; refuses with a `ServiceError` naming what was found.
 */
export async function checkCreateTableSql(text: string): Promise<CheckedSql> {
  if (!text.trim()) throw new ServiceError('tool.gen.sqlEmpty');
  const result = await parseSql(text);
  const bytes = Buffer.from(text, 'utf8');
  const statements: string[] = [];
  const tables: string[] = [];
  const comments: Array<{ table: string | undefined; words: string }> = [];
  for (const raw of result.stmts ?? []) {
    const stmt = raw.stmt;
    if (!stmt) continue;
    const [kind, body] = Object.entries(stmt)[0] as [string, Record<string, unknown>];
    if (kind === 'CreateStmt') {
      const table = checkCreate(body as CreateBody);
      if (tables.includes(table)) throw new ServiceError('tool.gen.sqlTwice', { name: table });
      tables.push(table);
    } else if (
      kind === 'CommentStmt' &&
      (body.objtype === 'OBJECT_TABLE' || body.objtype === 'OBJECT_COLUMN')
    ) {
      comments.push({
        table: commentedTable(body as { objtype?: string; object?: Node }),
        words: names((body as { object?: Node }).object).join('.'),
      });
    } else {
      throw new ServiceError('tool.gen.sqlStatement', { statement: statementWords(kind, body) });
    }
    const start = raw.stmt_location ?? 0;
    const end = raw.stmt_len ? start + raw.stmt_len : bytes.length;
    statements.push(bytes.subarray(start, end).toString('utf8').trim());
  }
  if (tables.length === 0) throw new ServiceError('tool.gen.sqlNoTable');
  for (const comment of comments) {
    if (!comment.table || !tables.includes(comment.table)) {
      throw new ServiceError('tool.gen.sqlComment', { name: comment.words });
    }
  }
  return { statements, tables };
}

/** The database's own words of a failed statement (drizzle wraps them), never a stack. */
function databaseReason(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const source = cause instanceof Error ? cause : error instanceof Error ? error : undefined;
  return (source?.message ?? String(error)).split('\n')[0].slice(0, 300);
}

/**
 * `POST /tool/gen/createTable` (super administrator only): checks the SQL (create-table.ts), runs
 * it in one transaction and imports the created tables in the same one, so a refusal anywhere
 * leaves nothing behind.
 */
export async function createTables(
  app: FastifyInstance,
  text: string,
  caller: LoginUser,
  tplWebType?: string,
): Promise<void> {
  if (!caller.roles.includes(SUPER_ADMIN_ROLE)) throw new ServiceError('tool.gen.createAdminOnly', {}, 403);
  const { statements, tables } = await checkCreateTableSql(text);
  for (const table of tables) {
    if (OWN_TABLES.has(table) || (await relationExists(app.db, table))) {
      throw new ServiceError('tool.gen.sqlExists', { name: table });
    }
  }
  const author = await defaultAuthor(app);
  await app.db.transaction(async (tx) => {
    try {
      await runStatements(tx, statements);
    } catch (error) {
      throw new ServiceError('tool.gen.sqlFailed', { reason: databaseReason(error) });
    }
    await importInto(tx, tables, caller, tplWebType, author);
  });
}
