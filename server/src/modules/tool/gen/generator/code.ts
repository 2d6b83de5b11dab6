import { Eta } from 'eta';
import { TEMPLATES_DIR } from '../template-files';

/**
 * The templates' engine (docs/tool/gen-output.md "Templates"): Eta, over the `.eta` files of
 * `templates/`, each shaped like the file it makes. What a template prints is code, never HTML, so
 * nothing is escaped by the engine: every text that comes from the user (comments, names, labels)
 * goes through one of the helpers below, which write it as a safe literal or comment.
 */

/**
 * A string literal in single quotes, as prettier writes it, for any text: backslashes, quotes,
 * line breaks and the two line separators JavaScript refuses in a literal are escaped (`${` and
 * backticks need nothing in single quotes).
 */
export function q(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

/**
 * A text on one line inside a comment (`/** … *\/`, `//` or SQL's `--`): line breaks become
 * spaces and `*\/` cannot close the comment.
 */
export const c = (text: string) => text.replace(/\s+/g, ' ').replace(/\*\//g, '* /').trim();

/** The text of an SQL string literal (`'…'`, quotes doubled). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** A value as a TypeScript literal (strings through `q`). */
export const literal = (value: unknown): string =>
  typeof value === 'string'
    ? q(value)
    : Array.isArray(value)
      ? `[${value.map(literal).join(', ')}]`
      : JSON.stringify(value);

/** Import names as the hand-written modules order them: values, then types, each alphabetically. */
export function importOrder(names: Iterable<string>): string[] {
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  const all = [...new Set(names)];
  const types = all.filter((name) => name.startsWith('type ')).sort(byName);
  return [...all.filter((name) => !name.startsWith('type ')).sort(byName), ...types];
}

/** The names of `names` that `text` uses (as whole words): what a file imports of them. */
export const uses = (text: string, names: readonly string[]) =>
  names.filter((name) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(text));

/** What every template can call without `it.`. */
const HELPERS = { q, c, sqlText, literal, importOrder, uses };

class CodeTemplates extends Eta {
  readonly helpers = HELPERS;
}

const engine = new CodeTemplates({
  views: TEMPLATES_DIR,
  // code, not HTML
  autoEscape: false,
  // a line that is only a statement ends its tag with `-%>`, which takes its line break along;
  // every other line break is the output's
  autoTrim: false,
  cache: true,
  // a failing template names its file and line
  debug: true,
  functionHeader: 'const { q, c, sqlText, literal, importOrder, uses } = this.helpers;',
});

/**
 * Renders a template of `templates/` (`page/{Name}Page.tsx`, without `.eta`) with its view: the
 * data it prints, read in the template as `it`.
 */
export function render(template: string, view: object): string {
  return engine.render(`./${template}.eta`, view);
}
