import { useMemo, useState } from 'react';
import { Alert, Button, Space, useDicts } from '@dis/ui';
import { Form } from '@dis/ui/form';
import { useToolsTranslation } from '../../i18n';
import { FieldControl } from './FieldControl';
import { formLayoutProps } from './formLayout';
import { allFields } from './model/operations';
import { requiredVerb, rulesOf } from './model/formRules';
import { isRow, OPTION_KINDS, type FieldItem, type FormSchema, type Item } from './model/schema';

type Values = Record<string, unknown>;

const DATE_FORMATS: Partial<Record<FieldItem['kind'], string>> = {
  time: 'HH:mm:ss',
  date: 'YYYY-MM-DD',
  dateRange: 'YYYY-MM-DD',
};

interface Formattable {
  format: (pattern: string) => string;
}
const isFormattable = (value: unknown): value is Formattable =>
  typeof value === 'object' && value !== null && typeof (value as Formattable).format === 'function';

/** The submitted values as shown: dates as text. */
export function shownValues(fields: readonly FieldItem[], values: Values): Values {
  const shown: Values = {};
  for (const field of fields) {
    const value = values[field.name];
    const pattern = DATE_FORMATS[field.kind];
    const show = (v: unknown) => (pattern && isFormattable(v) ? v.format(pattern) : v);
    shown[field.name] = Array.isArray(value) ? value.map(show) : (show(value) ?? null);
  }
  return shown;
}

/** The form's first values: every field's default (times and dates as text, files joined by commas). */
function initialValuesOf(fields: readonly FieldItem[]): Values {
  const initial: Values = {};
  for (const field of fields) {
    if (field.defaultValue !== undefined) initial[field.name] = field.defaultValue;
  }
  return initial;
}

const colorText = (color: { toHexString?: () => string; cleared?: boolean } | null | undefined) =>
  color && !color.cleared && color.toHexString ? color.toHexString() : '';

/** The designed form, working: values, defaults, rules, dictionary options, submit and reset. */
export function RunningForm({ schema }: { schema: FormSchema }) {
  const { t } = useToolsTranslation();
  const [form] = Form.useForm<Values>();
  const fields = useMemo(() => allFields(schema), [schema]);
  const dictTypes = useMemo(
    () => [
      ...new Set(fields.flatMap((f) => (f.dictType && OPTION_KINDS.includes(f.kind) ? [f.dictType] : []))),
    ],
    [fields],
  );
  const dicts = useDicts(...dictTypes);
  const [outcome, setOutcome] = useState<{ values: Values } | { errors: number } | null>(null);

  const item = (entry: Item) => {
    if (isRow(entry)) {
      return (
        <div key={entry.id} className="form-build__run-cell" style={{ width: '100%' }}>
          <div className="form-build__run-row" style={{ marginInline: -schema.form.gutter / 2 }}>
            {entry.columns.map((column) => (
              <div
                key={column.id}
                className="form-build__run-column"
                style={{ width: `${(column.span / 24) * 100}%` }}
              >
                <div className="form-build__run-row">{column.children.map(item)}</div>
              </div>
            ))}
          </div>
        </div>
      );
    }
    const field = entry;
    const required =
      field.requiredMessage ||
      t(`build.required.${requiredVerb(field.kind)}`, { label: field.label || field.name });
    return (
      <div
        key={field.id}
        className="form-build__run-cell"
        style={{ width: `${(field.span / 24) * 100}%`, paddingInline: schema.form.gutter / 2 }}
      >
        <Form.Item
          label={field.label}
          name={field.name}
          rules={rulesOf(field, required)}
          {...(field.kind === 'switch' ? { valuePropName: 'checked' } : {})}
          {...(field.kind === 'color' ? { getValueFromEvent: colorText } : {})}
        >
          <FieldControl
            field={field}
            options={field.dictType !== undefined ? (dicts[field.dictType] ?? []) : (field.options ?? [])}
            uploadWord={t('build.uploadButton')}
          />
        </Form.Item>
      </div>
    );
  };

  return (
    <Form
      {...formLayoutProps(schema.form)}
      form={form}
      initialValues={initialValuesOf(fields)}
      onFinish={(values) => setOutcome({ values: shownValues(fields, values) })}
      onFinishFailed={({ errorFields }) => setOutcome({ errors: errorFields.length })}
      className="form-build__running"
    >
      <div className="form-build__run-row" style={{ marginInline: -schema.form.gutter / 2 }}>
        {schema.items.map(item)}
      </div>
      <Form.Item className="form-build__run-buttons">
        <Space>
          <Button type="primary" htmlType="submit">
            {t('build.submit')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setOutcome(null);
            }}
          >
            {t('build.reset')}
          </Button>
        </Space>
      </Form.Item>
      {outcome && 'errors' in outcome ? (
        <Alert type="error" showIcon title={t('build.invalid', { count: outcome.errors })} />
      ) : null}
      {outcome && 'values' in outcome ? (
        <Alert
          type="success"
          showIcon
          title={t('build.submitted')}
          description={<pre className="form-build__values">{JSON.stringify(outcome.values, null, 2)}</pre>}
        />
      ) : null}
    </Form>
  );
}
