/**
 * Invoke targets: the text a job names (`ryTask.ryParams('ry')`) and the registry of handlers it
 * may name. Only a registered `bean.method` with arguments of the declared kinds runs; nothing is
 * ever evaluated, required or looked up by name outside the registry. See docs/monitor/job.md.
 */

import type { ArgKind, ArgValue, TaskHandler, TaskRegistry } from '../../../common/job-tasks';

export type { ArgKind, ArgValue, TaskContext, TaskHandler, TaskRegistry } from '../../../common/job-tasks';

export interface ParsedTarget {
  bean: string;
  method: string;
  args: Array<{ kind: ArgKind; value: ArgValue }>;
}

const TARGET = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)(?:\((.*)\))?$/s;

/** Splits the argument list on commas outside quotes. */
function splitArgs(text: string): string[] | null {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of text) {
    if (quote) {
      current += char;
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
      current += char;
    } else if (char === ',') {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (quote) return null;
  if (current.trim() || parts.length > 0) parts.push(current.trim());
  return parts;
}

/** One argument in RuoYi's grammar: quoted string, true/false, 12L, 3.5D, or an integer. */
function parseArg(text: string): { kind: ArgKind; value: ArgValue } | null {
  const quoted = /^(['"])(.*)\1$/s.exec(text);
  if (quoted) return { kind: 'String', value: quoted[2] };
  if (text === 'true' || text === 'false') return { kind: 'Boolean', value: text === 'true' };
  if (/^-?\d+L$/.test(text)) return { kind: 'Long', value: Number(text.slice(0, -1)) };
  if (/^-?\d+(\.\d+)?D$/.test(text)) return { kind: 'Double', value: Number(text.slice(0, -1)) };
  if (/^-?\d+$/.test(text)) return { kind: 'Integer', value: Number(text) };
  return null;
}

/** The target as `bean.method(args)`, or null when it is not of that shape. */
export function parseTarget(text: string): ParsedTarget | null {
  const match = TARGET.exec(text.trim());
  if (!match) return null;
  const [, bean, method, argText] = match;
  const rawArgs = argText === undefined ? [] : splitArgs(argText);
  if (!rawArgs) return null;
  const args = [];
  for (const raw of rawArgs) {
    const arg = parseArg(raw);
    if (!arg) return null;
    args.push(arg);
  }
  return { bean, method, args };
}

/** The signature a registry entry accepts: `ryTask.ryParams(String)`. */
export const signatureOf = (name: string, handler: TaskHandler) => `${name}(${handler.params.join(', ')})`;

/**
 * The handler a target names, checked against the registry: name and argument kinds must match
 * (an Integer is accepted where a Long or a Double is declared, as Java would widen it).
 */
export function resolveTarget(
  registry: TaskRegistry,
  text: string,
): { name: string; handler: TaskHandler; args: ArgValue[] } | null {
  const parsed = parseTarget(text);
  if (!parsed) return null;
  const name = `${parsed.bean}.${parsed.method}`;
  if (!Object.hasOwn(registry, name)) return null;
  const handler = registry[name];
  if (handler.params.length !== parsed.args.length) return null;
  const fits = parsed.args.every(
    (arg, index) =>
      arg.kind === handler.params[index] ||
      (arg.kind === 'Integer' && (handler.params[index] === 'Long' || handler.params[index] === 'Double')),
  );
  return fits ? { name, handler, args: parsed.args.map((arg) => arg.value) } : null;
}

/** RuoYi's refusals of a target, before the registry is asked (the order is RuoYi's). */
export type TargetRefusal = 'rmi' | 'ldap' | 'http' | 'banned' | 'notAllowed';

const BANNED = [
  'java.net.URL',
  'javax.naming.InitialContext',
  'org.yaml.snakeyaml',
  'org.springframework',
  'org.apache',
  'com.ruoyi.common.utils.file',
  'com.ruoyi.common.config',
  'com.ruoyi.generator',
];

export function refuseTarget(registry: TaskRegistry, text: string): TargetRefusal | null {
  const lower = text.toLowerCase();
  if (lower.includes('rmi:')) return 'rmi';
  if (lower.includes('ldap:') || lower.includes('ldaps:')) return 'ldap';
  if (lower.includes('http://') || lower.includes('https://')) return 'http';
  if (BANNED.some((banned) => lower.includes(banned.toLowerCase()))) return 'banned';
  return resolveTarget(registry, text) ? null : 'notAllowed';
}
