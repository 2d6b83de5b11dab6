import type { FieldItem, FieldKind } from './schema';

/** The kinds filled in by typing (请输入…); the others are chosen (请选择…) or uploaded. */
const TYPED: readonly FieldKind[] = ['input', 'textarea', 'password', 'number'];
const ARRAY_VALUED: readonly FieldKind[] = ['checkbox', 'cascader', 'dateRange'];

export type RequiredVerb = 'enter' | 'choose' | 'upload';

export function requiredVerb(kind: FieldKind): RequiredVerb {
  if (kind === 'upload') return 'upload';
  return TYPED.includes(kind) ? 'enter' : 'choose';
}

/** A rule in antd Form's terms (async-validator). */
export interface RunningRule {
  required?: boolean;
  type?: 'array';
  pattern?: RegExp;
  min?: number;
  max?: number;
  message: string;
}

/** The running form's rules of a field: 必填 first, then its own rules in order. */
export function rulesOf(field: FieldItem, requiredMessage: string): RunningRule[] {
  const rules: RunningRule[] = [];
  if (field.required) {
    rules.push(
      ARRAY_VALUED.includes(field.kind)
        ? { required: true, type: 'array', message: requiredMessage }
        : { required: true, message: requiredMessage },
    );
  }
  for (const rule of field.rules) {
    if (rule.kind === 'pattern') {
      try {
        rules.push({ pattern: new RegExp(rule.value), message: rule.message });
      } catch {
        // a pattern still being typed in the properties panel: checked when it is valid
      }
    } else if (/^\d+$/.test(rule.value)) {
      rules.push({ [rule.kind]: Number(rule.value), message: rule.message });
    }
  }
  return rules;
}
