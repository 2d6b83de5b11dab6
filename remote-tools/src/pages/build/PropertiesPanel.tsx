import { useEffect, useState } from 'react';
import {
  Button,
  DeleteOutlined,
  Empty,
  Input,
  MENU_ICON_NAMES,
  MenuIcon,
  PlusOutlined,
  RadioGroup,
  Select,
  Switch,
  Tabs,
} from '@dis/ui';
import {
  Cascader,
  DateRangeTextPicker,
  DateTextPicker,
  Form,
  InputNumber,
  TimeTextPicker,
} from '@dis/ui/form';
import { useToolsTranslation } from '../../i18n';
import { fetchDictTypes, type DictTypeOption } from './api';
import { keyProblem, setRowColumns, updateField, updateForm, type FieldPatch } from './model/operations';
import { requiredVerb } from './model/formRules';
import {
  AFFIX_KINDS,
  CLEARABLE_KINDS,
  isRow,
  LENGTH_KINDS,
  OPTION_KINDS,
  PLACEHOLDER_KINDS,
  READONLY_KINDS,
  TEXT_KINDS,
  WIDTH_KINDS,
  type FieldItem,
  type FieldOption,
  type FieldRule,
  type FormConfig,
  type FormSchema,
  type Item,
  type JsonValue,
  type RowItem,
} from './model/schema';

type Change = (next: FormSchema, options?: { coalesce?: string }) => void;

export interface PropertiesPanelProps {
  schema: FormSchema;
  selected: Item | null;
  change: Change;
}

/** Layouts a row may take: the spans of its columns. */
const ROW_LAYOUTS: readonly number[][] = [[24], [12, 12], [8, 16], [16, 8], [8, 8, 8], [6, 6, 6, 6]];

function KeyInput({ schema, field, change }: { schema: FormSchema; field: FieldItem; change: Change }) {
  const { t } = useToolsTranslation();
  // what is typed, for the key it was typed over (an undo or another field starts afresh)
  const [typed, setTyped] = useState({ over: field.name, text: field.name });
  const draft = typed.over === field.name ? typed.text : field.name;
  const setDraft = (text: string) => setTyped({ over: field.name, text });
  const problem = draft === field.name ? null : keyProblem(schema, field.id, draft);
  return (
    <Form.Item
      label={t('build.prop.name')}
      required
      validateStatus={problem ? 'error' : undefined}
      help={problem ? t(`build.keyProblem.${problem}`) : undefined}
    >
      <Input
        value={draft}
        aria-label={t('build.prop.name')}
        onChange={(event) => {
          const name = event.target.value.trim();
          setDraft(name);
          if (!keyProblem(schema, field.id, name))
            change(updateField(schema, field.id, { name }), { coalesce: `${field.id}:name` });
        }}
        onBlur={() => setDraft(field.name)}
      />
    </Form.Item>
  );
}

function OptionsEditor({
  options,
  onChange,
  nested,
  depth = 0,
}: {
  options: FieldOption[];
  onChange: (options: FieldOption[]) => void;
  nested: boolean;
  depth?: number;
}) {
  const { t } = useToolsTranslation();
  const set = (index: number, patch: Partial<FieldOption>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <div className={`form-build__options${depth ? ' form-build__options--nested' : ''}`}>
      {options.map((option, index) => (
        <div key={index} className="form-build__option">
          <div className="form-build__option-line">
            <Input
              size="small"
              value={option.label}
              placeholder={t('build.prop.optionLabel')}
              aria-label={`${t('build.prop.optionLabel')} ${index + 1}`}
              onChange={(event) => set(index, { label: event.target.value })}
            />
            <Input
              size="small"
              value={option.value}
              placeholder={t('build.prop.optionValue')}
              aria-label={`${t('build.prop.optionValue')} ${index + 1}`}
              onChange={(event) => set(index, { value: event.target.value })}
            />
            {nested && depth < 2 ? (
              <Button
                size="small"
                type="text"
                icon={<PlusOutlined />}
                aria-label={t('build.prop.addChild')}
                title={t('build.prop.addChild')}
                onClick={() =>
                  set(index, {
                    children: [
                      ...(option.children ?? []),
                      {
                        label: t('build.optionN', { n: (option.children?.length ?? 0) + 1 }),
                        value: `${option.value}-${(option.children?.length ?? 0) + 1}`,
                      },
                    ],
                  })
                }
              />
            ) : null}
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('build.prop.removeOption')}
              title={t('build.prop.removeOption')}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            />
          </div>
          {nested && option.children?.length ? (
            <OptionsEditor
              options={option.children}
              nested
              depth={depth + 1}
              onChange={(children) => set(index, children.length ? { children } : { children: undefined })}
            />
          ) : null}
        </div>
      ))}
      {depth === 0 ? (
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() =>
            onChange([
              ...options,
              { label: t('build.optionN', { n: options.length + 1 }), value: String(options.length + 1) },
            ])
          }
        >
          {t('build.prop.addOption')}
        </Button>
      ) : null}
    </div>
  );
}

function DictTypeSelect({ value, onChange }: { value: string; onChange: (type: string) => void }) {
  const { t } = useToolsTranslation();
  const [types, setTypes] = useState<DictTypeOption[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchDictTypes().then(
      (list) => live && setTypes(list),
      () => live && setTypes([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={types === null}
      value={value || undefined}
      placeholder={t('build.prop.dictTypePlaceholder')}
      aria-label={t('build.prop.dictType')}
      options={(types ?? []).map((type) => ({
        label: `${type.dictName} (${type.dictType})`,
        value: type.dictType,
      }))}
      onChange={(type: string) => onChange(type)}
    />
  );
}

function RulesEditor({ rules, onChange }: { rules: FieldRule[]; onChange: (rules: FieldRule[]) => void }) {
  const { t } = useToolsTranslation();
  const set = (index: number, patch: Partial<FieldRule>) =>
    onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  return (
    <div className="form-build__rules">
      {rules.map((rule, index) => {
        let invalid = false;
        if (rule.kind === 'pattern') {
          try {
            new RegExp(rule.value);
          } catch {
            invalid = true;
          }
        } else invalid = !/^\d+$/.test(rule.value);
        return (
          <div key={index} className="form-build__rule">
            <div className="form-build__option-line">
              <Select
                size="small"
                value={rule.kind}
                aria-label={t('build.prop.ruleKind')}
                options={(['pattern', 'min', 'max'] as const).map((kind) => ({
                  value: kind,
                  label: t(`build.rule.${kind}`),
                }))}
                onChange={(kind: FieldRule['kind']) => set(index, { kind })}
                popupMatchSelectWidth={false}
              />
              <Input
                size="small"
                status={invalid && rule.value ? 'error' : undefined}
                value={rule.value}
                placeholder={t(
                  rule.kind === 'pattern' ? 'build.prop.patternPlaceholder' : 'build.prop.lengthPlaceholder',
                )}
                aria-label={t('build.prop.ruleValue')}
                onChange={(event) => set(index, { value: event.target.value })}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('build.prop.removeRule')}
                title={t('build.prop.removeRule')}
                onClick={() => onChange(rules.filter((_, i) => i !== index))}
              />
            </div>
            <Input
              size="small"
              value={rule.message}
              placeholder={t('build.prop.ruleMessage')}
              aria-label={t('build.prop.ruleMessage')}
              onChange={(event) => set(index, { message: event.target.value })}
            />
          </div>
        );
      })}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rules, { kind: 'pattern', value: '', message: '' }])}
      >
        {t('build.prop.addRule')}
      </Button>
    </div>
  );
}

function DefaultValueInput({
  field,
  onChange,
}: {
  field: FieldItem;
  onChange: (value: JsonValue | undefined) => void;
}) {
  const { t } = useToolsTranslation();
  const label = t('build.prop.defaultValue');
  const value = field.defaultValue;
  const choices = (field.options ?? []).map((o) => ({ label: o.label, value: o.value }));
  switch (field.kind) {
    case 'input':
    case 'textarea':
    case 'password':
    case 'color':
      return (
        <Input
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      );
    case 'number':
    case 'slider':
    case 'rate':
      return (
        <InputNumber
          aria-label={label}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
        />
      );
    case 'switch':
      return <Switch aria-label={label} checked={value === true} onChange={(checked) => onChange(checked)} />;
    case 'select':
    case 'radio':
      return field.dictType !== undefined ? (
        <Input
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      ) : (
        <Select
          aria-label={label}
          allowClear
          options={choices}
          value={typeof value === 'string' ? value : undefined}
          onChange={(next?: string) => onChange(next)}
        />
      );
    case 'checkbox':
      return (
        <Select
          aria-label={label}
          mode={field.dictType !== undefined ? 'tags' : 'multiple'}
          options={field.dictType !== undefined ? [] : choices}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(next: string[]) => onChange(next)}
        />
      );
    case 'cascader':
      // a path of values; from a dictionary (one level), its values as typed
      return field.dictType !== undefined ? (
        <Select
          aria-label={label}
          mode="tags"
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(next: string[]) => onChange(next)}
        />
      ) : (
        <Cascader
          aria-label={label}
          changeOnSelect
          style={{ width: '100%' }}
          options={field.options ?? []}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(path) => onChange(((path as string[] | undefined) ?? []).map(String))}
        />
      );
    case 'time':
      return (
        <TimeTextPicker
          aria-label={label}
          style={{ width: '100%' }}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'date':
      return (
        <DateTextPicker
          aria-label={label}
          style={{ width: '100%' }}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'dateRange':
      return (
        <DateRangeTextPicker
          aria-label={label}
          style={{ width: '100%' }}
          value={Array.isArray(value) && value.length === 2 ? (value as [string, string]) : null}
          onChange={(next) => onChange(next ?? [])}
        />
      );
    case 'upload':
      // the files the field starts with, as the upload keeps them: stored names joined by commas
      return (
        <Input
          aria-label={label}
          placeholder={t('build.prop.uploadDefault')}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value.trim() || undefined)}
        />
      );
  }
}

/** A console icon (`MenuIcon`'s names), searched by name; cleared for none. */
function IconSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange: (icon: string | undefined) => void;
}) {
  const { t } = useToolsTranslation();
  return (
    <Select
      aria-label={label}
      allowClear
      style={{ width: '100%' }}
      showSearch={{ optionFilterProp: 'title' }}
      placeholder={t('build.prop.iconPlaceholder')}
      value={value}
      options={MENU_ICON_NAMES.map((name) => ({
        value: name,
        title: name,
        label: (
          <span className="form-build__icon-option">
            <MenuIcon name={name} /> {name}
          </span>
        ),
      }))}
      onChange={(icon?: string) => onChange(icon || undefined)}
    />
  );
}

function FieldProperties({
  schema,
  field,
  change,
}: {
  schema: FormSchema;
  field: FieldItem;
  change: Change;
}) {
  const { t } = useToolsTranslation();
  const patch = (values: FieldPatch, what: string) =>
    change(updateField(schema, field.id, values), { coalesce: `${field.id}:${what}` });
  const hasOptions = OPTION_KINDS.includes(field.kind);
  const fromDict = field.dictType !== undefined;
  return (
    <>
      <Form.Item label={t('build.prop.kind')}>
        <span className="form-build__kind">{t(`build.kind.${field.kind}`)}</span>
      </Form.Item>
      <KeyInput key={field.id} schema={schema} field={field} change={change} />
      <Form.Item label={t('build.prop.label')}>
        <Input
          aria-label={t('build.prop.label')}
          value={field.label}
          onChange={(event) => patch({ label: event.target.value }, 'label')}
        />
      </Form.Item>
      {PLACEHOLDER_KINDS.includes(field.kind) ? (
        <Form.Item label={t('build.prop.placeholder')}>
          <Input
            aria-label={t('build.prop.placeholder')}
            value={field.placeholder}
            onChange={(event) => patch({ placeholder: event.target.value }, 'placeholder')}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('build.prop.defaultValue')}>
        <DefaultValueInput
          field={field}
          onChange={(value) => patch({ defaultValue: value }, 'defaultValue')}
        />
      </Form.Item>
      {AFFIX_KINDS.includes(field.kind) ? (
        <>
          <div className="form-build__pair">
            <Form.Item label={t('build.prop.prefix')}>
              <Input
                aria-label={t('build.prop.prefix')}
                value={field.prefix ?? ''}
                onChange={(event) => patch({ prefix: event.target.value || undefined }, 'prefix')}
              />
            </Form.Item>
            <Form.Item label={t('build.prop.suffix')}>
              <Input
                aria-label={t('build.prop.suffix')}
                value={field.suffix ?? ''}
                onChange={(event) => patch({ suffix: event.target.value || undefined }, 'suffix')}
              />
            </Form.Item>
          </div>
          <div className="form-build__pair">
            <Form.Item label={t('build.prop.prefixIcon')}>
              <IconSelect
                label={t('build.prop.prefixIcon')}
                value={field.prefixIcon}
                onChange={(prefixIcon) => patch({ prefixIcon }, 'prefixIcon')}
              />
            </Form.Item>
            <Form.Item label={t('build.prop.suffixIcon')}>
              <IconSelect
                label={t('build.prop.suffixIcon')}
                value={field.suffixIcon}
                onChange={(suffixIcon) => patch({ suffixIcon }, 'suffixIcon')}
              />
            </Form.Item>
          </div>
        </>
      ) : null}
      {LENGTH_KINDS.includes(field.kind) || WIDTH_KINDS.includes(field.kind) ? (
        <div className="form-build__pair">
          {LENGTH_KINDS.includes(field.kind) ? (
            <Form.Item label={t('build.prop.maxLength')}>
              <InputNumber
                aria-label={t('build.prop.maxLength')}
                min={1}
                max={100_000}
                precision={0}
                style={{ width: '100%' }}
                value={field.maxLength ?? null}
                onChange={(maxLength) => patch({ maxLength: maxLength ?? undefined }, 'maxLength')}
              />
            </Form.Item>
          ) : null}
          {WIDTH_KINDS.includes(field.kind) ? (
            <Form.Item label={t('build.prop.width')}>
              <InputNumber
                aria-label={t('build.prop.width')}
                min={1}
                max={100}
                precision={0}
                suffix="%"
                style={{ width: '100%' }}
                value={field.width ?? null}
                onChange={(width) => patch({ width: width ?? undefined }, 'width')}
              />
            </Form.Item>
          ) : null}
        </div>
      ) : null}
      <Form.Item label={t('build.prop.span')}>
        <InputNumber
          aria-label={t('build.prop.span')}
          min={1}
          max={24}
          precision={0}
          style={{ width: '100%' }}
          value={field.span}
          onChange={(span) =>
            typeof span === 'number' && patch({ span: Math.min(24, Math.max(1, span)) }, 'span')
          }
        />
      </Form.Item>
      {field.kind === 'number' || field.kind === 'slider' ? (
        <div className="form-build__pair">
          <Form.Item label={t('build.prop.min')}>
            <InputNumber
              aria-label={t('build.prop.min')}
              value={field.min ?? null}
              onChange={(min) => patch({ min: min ?? undefined }, 'min')}
            />
          </Form.Item>
          <Form.Item label={t('build.prop.max')}>
            <InputNumber
              aria-label={t('build.prop.max')}
              value={field.max ?? null}
              onChange={(max) => patch({ max: max ?? undefined }, 'max')}
            />
          </Form.Item>
        </div>
      ) : null}
      {field.kind === 'rate' ? (
        <Form.Item label={t('build.prop.count')}>
          <InputNumber
            aria-label={t('build.prop.count')}
            min={1}
            max={10}
            precision={0}
            value={field.max ?? 5}
            onChange={(max) => typeof max === 'number' && patch({ max }, 'max')}
          />
        </Form.Item>
      ) : null}
      <div className="form-build__switches">
        <label>
          <Switch
            size="small"
            checked={field.required}
            onChange={(required) => patch({ required }, 'required')}
            aria-label={t('build.prop.required')}
          />
          {t('build.prop.required')}
        </label>
        <label>
          <Switch
            size="small"
            checked={field.disabled}
            onChange={(disabled) => patch({ disabled }, 'disabled')}
            aria-label={t('build.prop.disabled')}
          />
          {t('build.prop.disabled')}
        </label>
        {READONLY_KINDS.includes(field.kind) ? (
          <label>
            <Switch
              size="small"
              checked={field.readOnly === true}
              onChange={(readOnly) => patch({ readOnly: readOnly || undefined }, 'readOnly')}
              aria-label={t('build.prop.readOnly')}
            />
            {t('build.prop.readOnly')}
          </label>
        ) : null}
        {LENGTH_KINDS.includes(field.kind) ? (
          <label>
            <Switch
              size="small"
              checked={field.showCount === true}
              onChange={(showCount) => patch({ showCount: showCount || undefined }, 'showCount')}
              aria-label={t('build.prop.showCount')}
            />
            {t('build.prop.showCount')}
          </label>
        ) : null}
        {CLEARABLE_KINDS.includes(field.kind) ? (
          <label>
            <Switch
              size="small"
              checked={field.clearable}
              onChange={(clearable) => patch({ clearable }, 'clearable')}
              aria-label={t('build.prop.clearable')}
            />
            {t('build.prop.clearable')}
          </label>
        ) : null}
      </div>
      {field.required ? (
        <Form.Item label={t('build.prop.requiredMessage')}>
          <Input
            aria-label={t('build.prop.requiredMessage')}
            placeholder={t(`build.required.${requiredVerb(field.kind)}`, {
              label: field.label || field.name,
            })}
            value={field.requiredMessage ?? ''}
            onChange={(event) =>
              patch({ requiredMessage: event.target.value || undefined }, 'requiredMessage')
            }
          />
        </Form.Item>
      ) : null}
      {hasOptions ? (
        <Form.Item label={t('build.prop.options')}>
          <RadioGroup
            size="small"
            optionType="button"
            value={fromDict ? 'dict' : 'static'}
            options={[
              { value: 'static', label: t('build.prop.staticOptions') },
              { value: 'dict', label: t('build.prop.dictOptions') },
            ]}
            onChange={(event) =>
              patch(
                event.target.value === 'dict'
                  ? { dictType: '', defaultValue: Array.isArray(field.defaultValue) ? [] : undefined }
                  : { dictType: undefined, options: field.options ?? [] },
                'source',
              )
            }
          />
          <div className="form-build__options-body">
            {fromDict ? (
              <DictTypeSelect
                value={field.dictType ?? ''}
                onChange={(dictType) => patch({ dictType }, 'dictType')}
              />
            ) : (
              <OptionsEditor
                options={field.options ?? []}
                nested={field.kind === 'cascader'}
                onChange={(options) => patch({ options }, 'options')}
              />
            )}
          </div>
        </Form.Item>
      ) : null}
      {TEXT_KINDS.includes(field.kind) ? (
        <Form.Item label={t('build.prop.rules')}>
          <RulesEditor rules={field.rules} onChange={(rules) => patch({ rules }, 'rules')} />
        </Form.Item>
      ) : null}
    </>
  );
}

function RowProperties({ schema, row, change }: { schema: FormSchema; row: RowItem; change: Change }) {
  const { t } = useToolsTranslation();
  const current = row.columns.map((c) => c.span).join(' ');
  return (
    <>
      <Form.Item label={t('build.prop.kind')}>
        <span className="form-build__kind">{t('build.kind.row')}</span>
      </Form.Item>
      <Form.Item label={t('build.prop.columns')}>
        <Select
          aria-label={t('build.prop.columns')}
          value={current}
          options={[
            ...ROW_LAYOUTS.map((spans) => ({
              value: spans.join(' '),
              label: spans.map((s) => `${s}`).join(' : '),
            })),
            ...(ROW_LAYOUTS.some((spans) => spans.join(' ') === current)
              ? []
              : [{ value: current, label: current.replace(/ /g, ' : ') }]),
          ]}
          onChange={(value: string) => change(setRowColumns(schema, row.id, value.split(' ').map(Number)))}
        />
      </Form.Item>
      <p className="form-build__hint">{t('build.rowHint')}</p>
    </>
  );
}

function FormProperties({ schema, change }: { schema: FormSchema; change: Change }) {
  const { t } = useToolsTranslation();
  const patch = (values: Partial<FormConfig>, what: string) =>
    change(updateForm(schema, values), { coalesce: `form:${what}` });
  const { form } = schema;
  return (
    <>
      <Form.Item label={t('build.form.labelWidth')}>
        <InputNumber
          aria-label={t('build.form.labelWidth')}
          min={0}
          max={400}
          precision={0}
          addonAfter="px"
          value={form.labelWidth}
          onChange={(labelWidth) => typeof labelWidth === 'number' && patch({ labelWidth }, 'labelWidth')}
        />
      </Form.Item>
      <Form.Item label={t('build.form.labelPosition')}>
        <RadioGroup
          size="small"
          optionType="button"
          value={form.labelPosition}
          options={(['right', 'left', 'top'] as const).map((value) => ({
            value,
            label: t(`build.form.position.${value}`),
          }))}
          onChange={(event) => patch({ labelPosition: event.target.value }, 'labelPosition')}
        />
      </Form.Item>
      <Form.Item label={t('build.form.size')}>
        <RadioGroup
          size="small"
          optionType="button"
          value={form.size}
          options={(['large', 'middle', 'small'] as const).map((value) => ({
            value,
            label: t(`build.form.sizes.${value}`),
          }))}
          onChange={(event) => patch({ size: event.target.value }, 'size')}
        />
      </Form.Item>
      <Form.Item label={t('build.form.gutter')}>
        <InputNumber
          aria-label={t('build.form.gutter')}
          min={0}
          max={100}
          precision={0}
          value={form.gutter}
          onChange={(gutter) => typeof gutter === 'number' && patch({ gutter }, 'gutter')}
        />
      </Form.Item>
      <div className="form-build__switches">
        <label>
          <Switch
            size="small"
            checked={form.disabled}
            onChange={(disabled) => patch({ disabled }, 'disabled')}
            aria-label={t('build.form.disabled')}
          />
          {t('build.form.disabled')}
        </label>
      </div>
    </>
  );
}

/** The right pane: the selected item's properties, and the form's. */
export function PropertiesPanel({ schema, selected, change }: PropertiesPanelProps) {
  const { t } = useToolsTranslation();
  // a new selection shows its properties
  const [chosen, setChosen] = useState<{ tab: 'item' | 'form'; at: string | null }>({
    tab: 'item',
    at: null,
  });
  const selectedId = selected?.id ?? null;
  const tab = selectedId !== null && selectedId !== chosen.at ? 'item' : chosen.tab;
  const setTab = (next: 'item' | 'form') => setChosen({ tab: next, at: selectedId });
  const itemPane = selected ? (
    isRow(selected) ? (
      <RowProperties schema={schema} row={selected} change={change} />
    ) : (
      <FieldProperties schema={schema} field={selected} change={change} />
    )
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('build.noSelection')} />
  );
  return (
    <aside className="form-build__props" aria-label={t('build.properties')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'item' | 'form')}
        centered
        items={[
          {
            key: 'item',
            label: t('build.itemTab'),
            children: (
              <Form layout="vertical" size="small" component="div" className="form-build__props-form">
                {itemPane}
              </Form>
            ),
          },
          {
            key: 'form',
            label: t('build.formTab'),
            children: (
              <Form layout="vertical" size="small" component="div" className="form-build__props-form">
                <FormProperties schema={schema} change={change} />
              </Form>
            ),
          },
        ]}
      />
    </aside>
  );
}
