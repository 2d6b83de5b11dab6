import type { FastifyInstance } from 'fastify';
import type { Node, ParseResult } from 'libpg-query';
import { ServiceError } from '../../../common/errors';
import { onFirstUse } from '../../../common/on-first-use';
import { SUPER_ADMIN_ROLE } from '../../../security/permission';
import type { LoginUser } from '../../../security/session-store';
import { defaultAuthor, importInto } from './import';
import { TABLE_NAME } from './names';
import { genTablesByNames, OWN_TABLES, relationExists, runStatements } from './repository';

/**
 * 创建表 (docs/tool/gen.md "Create from SQL"): the check of the text, then the statements run in
 * one transaction with the import of the tables they create. The text is read by PostgreSQL's own
 * parser (libpg-query), so comments, quoting, `;--` and layout cannot hide a statement. Only plain
 * `CREATE TABLE` statements pass, plus `COMMENT ON TABLE / COLUMN` for the tables created in the
 * same text; the first thing found otherwise is refused by name and nothing runs.
 */

/** What may run, statement by statement, the tables it creates (in order) and those its foreign keys name. */
export interface CheckedSql {
  statements: string[];
  tables: string[];
  /** the tables the foreign keys reference, as written (`sys_user`, `pg_catalog.pg_class`), by creating table */
  references: Array<{ table: string; target: string }>;
}

/** Functions an expression of a table (default, CHECK, generated column, index) may call. */
const ALLOWED_FUNCTIONS = new Set([
  'now',
  'length',
  'char_length',
  'lower',
  'upper',
  'btrim',
  'gen_random_uuid',
]);

/** The SQL value functions an expression may use: the clock's, never who is asking (CURRENT_USER…). */
const ALLOWED_VALUE_FUNCTIONS = new Set([
  'SVFOP_CURRENT_DATE',
  'SVFOP_CURRENT_TIME',
  'SVFOP_CURRENT_TIME_N',
  'SVFOP_CURRENT_TIMESTAMP',
  'SVFOP_CURRENT_TIMESTAMP_N',
  'SVFOP_LOCALTIME',
  'SVFOP_LOCALTIME_N',
  'SVFOP_LOCALTIMESTAMP',
  'SVFOP_LOCALTIMESTAMP_N',
]);

/**
 * The types a cast may name: the ones code is generated for and their usual spellings. A cast runs
 * the type's input function (`'…'::xml` parses XML, `'…'::regclass` looks up the catalog), so any
 * other type is a function call like any other.
 */
const ALLOWED_CAST_TYPES = new Set([
  'int2',
  'int4',
  'int8',
  'smallint',
  'integer',
  'bigint',
  'numeric',
  'decimal',
  'float4',
  'float8',
  'real',
  'bool',
  'boolean',
  'varchar',
  'bpchar',
  'char',
  'text',
  'date',
  'timestamp',
  'interval',
]);

/**
 * The kinds of node a table's definition may hold. Every other node kind — XmlExpr, XmlSerialize,
 * a JSON constructor, a sub-query, a row, a parameter… — is refused by name wherever it stands: a
 * function-like node that is not a plain call cannot slip past the list of functions.
 */
const ALLOWED_NODES = new Set([
  'ColumnDef',
  'Constraint',
  'IndexElem',
  'PartitionElem',
  'DefElem',
  'String',
  'Integer',
  'Float',
  'Boolean',
  'BitString',
  'List',
  'A_Const',
  'A_Expr',
  'A_ArrayExpr',
  'BoolExpr',
  'NullTest',
  'BooleanTest',
  'ColumnRef',
  'CollateClause',
  'CaseExpr',
  'CaseWhen',
  'CoalesceExpr',
  'MinMaxExpr',
  'NullIfExpr',
  'TypeCast',
  'FuncCall',
  'SQLValueFunction',
]);

/** the words of a refused node: `XmlExpr` IS_XMLPARSE → xmlparse, `SubLink` → SELECT */
function nodeWords(kind: string, body: Record<string, unknown>): string {
  if (kind === 'XmlExpr' && typeof body.op === 'string') return body.op.replace(/^IS_/, '').toLowerCase();
  if (kind === 'XmlSerialize') return 'xmlserialize';
  if (kind === 'SubLink') return 'SELECT';
  if (kind === 'SQLValueFunction' && typeof body.op === 'string')
    return body.op.replace(/^SVFOP_/, '').replace(/_N$/, '');
  return kind;
}

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

/**
 * The parser, loaded on the first 创建表: the package starts its WebAssembly module (128 MiB of
 * linear memory) as soon as it is imported, which every server process paid at start for a tool
 * few of them ever use (docs/architecture.md "What a start costs").
 */
const loadParser = onFirstUse(async () => {
  const loaded = await import('libpg-query');
  await loaded.loadModule();
  return loaded;
});

async function parseSql(text: string): Promise<ParseResult> {
  const { parse } = await loadParser();
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
 * Walks every node of the statement's tree — defaults, CHECK, generated columns, index and
 * partition expressions, wherever they nest (inside a cast, a CASE, an array…) — and refuses a node
 * kind outside `ALLOWED_NODES`, a call outside `ALLOWED_FUNCTIONS`, a value function outside
 * `ALLOWED_VALUE_FUNCTIONS` and a cast to a type outside `ALLOWED_CAST_TYPES`, naming the column it
 * belongs to. Foreign keys are collected into `references`.
 */
function checkExpressions(
  table: string,
  value: unknown,
  column: string,
  references: CheckedSql['references'],
): void {
  if (Array.isArray(value)) {
    for (const item of value) checkExpressions(table, item, column, references);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const here = typeof record.colname === 'string' ? record.colname : column;
  const refuse = (what: string) =>
    new ServiceError('tool.gen.sqlDefault', { name: table, column: here || '-', function: what || '?' });
  for (const [key, child] of Object.entries(record)) {
    // a node is wrapped as {Kind: {…}}; a field name starts in lower case
    if (!/^[A-Z]/.test(key) || typeof child !== 'object' || child === null) continue;
    const body = child as Record<string, unknown>;
    if (!ALLOWED_NODES.has(key)) throw refuse(nodeWords(key, body));
    if (key === 'FuncCall') {
      const qualified = ((body.funcname as Node[] | undefined) ?? []).flatMap(names);
      const name = qualified[qualified.length - 1] ?? '';
      const schema = qualified.length > 1 ? qualified[0] : 'pg_catalog';
      if (schema !== 'pg_catalog' || !ALLOWED_FUNCTIONS.has(name)) throw refuse(qualified.join('.'));
    }
    if (key === 'SQLValueFunction' && !ALLOWED_VALUE_FUNCTIONS.has(String(body.op)))
      throw refuse(nodeWords(key, body));
    if (key === 'TypeCast') {
      const typeNames = names({
        List: { items: (body.typeName as { names?: Node[] })?.names ?? [] },
      } as Node);
      const type = typeNames[typeNames.length - 1] ?? '';
      if (!ALLOWED_CAST_TYPES.has(type)) throw refuse(type);
    }
    if (key === 'Constraint' && body.contype === 'CONSTR_FOREIGN') {
      const target = body.pktable as { schemaname?: string; relname?: string } | undefined;
      const schema = target?.schemaname && target.schemaname !== 'public' ? `${target.schemaname}.` : '';
      references.push({ table, target: `${schema}${target?.relname ?? ''}` });
    }
  }
  for (const child of Object.values(record)) checkExpressions(table, child, here, references);
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

/** The table a plain CREATE TABLE creates; refuses every other form and every expression not allowed. */
function checkCreate(body: CreateBody, references: CheckedSql['references']): string {
  const relation = body.relation ?? {};
  const name = relation.relname ?? '';
  const clause = (what: string) => new ServiceError('tool.gen.sqlClause', { name, clause: what });
  if (relation.catalogname || (relation.schemaname && relation.schemaname !== 'public')) {
    throw new ServiceError('tool.gen.sqlSchema', { name });
  }
  if (relation.relpersistence === 't') throw clause('TEMPORARY');
  if (relation.relpersistence === 'u') throw clause('UNLOGGED');
  if (body.inhRelations?.length) throw clause('INHERITS');
  if ((body.tableElts ?? []).some((element) => 'TableLikeClause' in element)) throw clause('LIKE');
  // every expression of the statement — columns, constraints, indexes, partition keys, options —
  // before the forms that are refused whole, so a function is named wherever it hides
  checkExpressions(name, [body.tableElts, body.partspec, body.partbound, body.options], '', references);
  if (body.partspec) throw clause('PARTITION BY');
  if (body.partbound) throw clause('PARTITION OF');
  if (body.ofTypename) throw clause('OF type');
  if (body.options?.length) throw clause('WITH (…)');
  if (body.tablespacename) throw clause('TABLESPACE');
  if (body.accessMethod) throw clause('USING');
  if (!TABLE_NAME.test(name)) throw new ServiceError('tool.gen.importName', { name });
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
  const references: CheckedSql['references'] = [];
  for (const raw of result.stmts ?? []) {
    const stmt = raw.stmt;
    if (!stmt) continue;
    const [kind, body] = Object.entries(stmt)[0] as [string, Record<string, unknown>];
    if (kind === 'CreateStmt') {
      const table = checkCreate(body as CreateBody, references);
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
  return { statements, tables, references };
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
  const { statements, tables, references } = await checkCreateTableSql(text);
  for (const table of tables) {
    if (OWN_TABLES.has(table) || (await relationExists(app.db, table))) {
      throw new ServiceError('tool.gen.sqlExists', { name: table });
    }
  }
  // a foreign key reaches only generated tables: those of this text, or ones the generator holds
  // (never the server's own, so no ON DELETE CASCADE hangs on sys_user): docs/tool/gen.md
  const outside = references.filter((ref) => !tables.includes(ref.target));
  const generated = new Set(
    (await genTablesByNames(app.db, [...new Set(outside.map((ref) => ref.target))])).map(
      (row) => row.tableName,
    ),
  );
  const refused = outside.find((ref) => OWN_TABLES.has(ref.target) || !generated.has(ref.target));
  if (refused)
    throw new ServiceError('tool.gen.sqlReference', { name: refused.table, target: refused.target });
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
