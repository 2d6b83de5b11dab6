import type { Language } from '../types';

/**
 * A small translator with the part of the i18next API this product uses: namespaces, nested keys
 * (`a.b.c`), `{{name}}` interpolation, a fallback language, `languageChanged` events. It replaces
 * i18next + react-i18next, which cost ~26 KiB gzip of JavaScript on every public page for features
 * (plurals, formatters, backends, context) the product does not use (README "Performance budgets").
 */

export type Bundle = Record<string, unknown>;

export interface TOptions {
  ns?: string;
  lng?: Language;
  defaultValue?: string;
  [variable: string]: unknown;
}

type Listener = (lng: Language) => void;

export class Translator {
  language: Language = 'zh-cn';
  fallbackLanguage: Language = 'zh-cn';
  defaultNS = 'common';
  isInitialized = false;
  /** bumped on every change, for `useSyncExternalStore` */
  version = 0;
  private readonly bundles = new Map<string, Bundle>();
  private readonly listeners = new Set<Listener>();
  private readonly changeListeners = new Set<() => void>();

  init(options: { lng: Language; fallbackLng?: Language; defaultNS?: string }): void {
    this.language = options.lng;
    this.fallbackLanguage = options.fallbackLng ?? this.fallbackLanguage;
    this.defaultNS = options.defaultNS ?? this.defaultNS;
    this.isInitialized = true;
    this.touch();
  }

  get resolvedLanguage(): Language {
    return this.language;
  }

  hasResourceBundle(lng: Language, ns: string): boolean {
    return this.bundles.has(`${lng}|${ns}`);
  }

  addResourceBundle(lng: Language, ns: string, bundle: Bundle, deep = true, overwrite = false): void {
    const key = `${lng}|${ns}`;
    const existing = this.bundles.get(key);
    this.bundles.set(key, existing && deep ? merge(existing, bundle, overwrite) : { ...bundle });
    this.touch();
  }

  /** The raw value at a key (strings, arrays, objects), or undefined. */
  resource(key: string, options: { ns?: string; lng?: Language } = {}): unknown {
    const [ns, path] = this.split(key, options.ns);
    const lng = options.lng ?? this.language;
    const found = lookup(this.bundles.get(`${lng}|${ns}`), path);
    if (found !== undefined || lng === this.fallbackLanguage) return found;
    return lookup(this.bundles.get(`${this.fallbackLanguage}|${ns}`), path);
  }

  t(key: string, options: TOptions = {}): string {
    const value = this.resource(key, options);
    const text = typeof value === 'string' ? value : (options.defaultValue ?? key);
    return text.replace(/{{\s*([\w.]+)\s*}}/g, (match, name: string) => {
      const v = options[name];
      return v === undefined || v === null ? match : String(v);
    });
  }

  async changeLanguage(lng: Language): Promise<void> {
    if (lng === this.language) return;
    this.language = lng;
    this.touch();
    for (const listener of [...this.listeners]) listener(lng);
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }

  /** Any change (language, bundles); for React subscriptions. */
  subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => {
      this.changeListeners.delete(listener);
    };
  };

  private touch(): void {
    this.version += 1;
    for (const listener of [...this.changeListeners]) listener();
  }

  private split(key: string, ns?: string): [string, string] {
    const colon = key.indexOf(':');
    if (colon > 0 && !key.slice(0, colon).includes('.')) return [key.slice(0, colon), key.slice(colon + 1)];
    return [ns ?? this.defaultNS, key];
  }
}

function lookup(bundle: Bundle | undefined, path: string): unknown {
  if (!bundle) return undefined;
  if (Object.prototype.hasOwnProperty.call(bundle, path)) return bundle[path];
  let node: unknown = bundle;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part))
      return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function merge(target: Bundle, source: Bundle, overwrite: boolean): Bundle {
  const out: Bundle = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    if (isPlainObject(current) && isPlainObject(value)) out[key] = merge(current, value, overwrite);
    else if (overwrite || current === undefined) out[key] = value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
