import type { CSSProperties, ReactNode } from 'react';
import {
  Button,
  Checkbox,
  FileUpload,
  Input,
  MenuIcon,
  RadioGroup,
  Select,
  Switch,
  UploadOutlined,
} from '@dis/ui';
import {
  Cascader,
  ColorPicker,
  DateRangeTextPicker,
  DateTextPicker,
  InputNumber,
  Rate,
  Slider,
  TimeTextPicker,
} from '@dis/ui/form';
import {
  AFFIX_KINDS,
  LENGTH_KINDS,
  READONLY_KINDS,
  WIDTH_KINDS,
  type FieldItem,
  type FieldOption,
} from './model/schema';

export interface ChoiceOption {
  label: string;
  value: string;
  children?: ChoiceOption[];
}

export interface FieldControlProps {
  field: FieldItem;
  /** the field's choices: its static options or its dictionary's */
  options: readonly ChoiceOption[] | readonly FieldOption[];
  /** on the canvas: a picture of the control, not a working one */
  sketch?: boolean;
  /** the upload button's words */
  uploadWord: string;
  value?: unknown;
  checked?: boolean;
  onChange?: (...args: never[]) => void;
  id?: string;
}

/** Words and an icon inside the box, before or after the value (RuoYi's 前缀 / 前图标…). */
function affix(text: string | undefined, icon: string | undefined): ReactNode {
  if (!text && !icon) return undefined;
  return (
    <span className="form-build__affix">
      {icon ? <MenuIcon name={icon} /> : null}
      {text}
    </span>
  );
}

/** The antd control of one field: on the canvas (`sketch`) and in the running form. */
export function FieldControl({ field, options, sketch, uploadWord, ...bound }: FieldControlProps) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Form.Item binds value/onChange of each kind
  const rest = bound as any;
  const { kind } = field;
  const common = {
    disabled: field.disabled || undefined,
    placeholder: field.placeholder || undefined,
    allowClear: field.clearable || undefined,
  };
  // 组件宽度: a share of the cell; the box controls fill it otherwise
  const style: CSSProperties | undefined = WIDTH_KINDS.includes(kind)
    ? { width: `${field.width ?? 100}%` }
    : undefined;
  const text = {
    ...common,
    readOnly: (READONLY_KINDS.includes(kind) && field.readOnly) || undefined,
    ...(LENGTH_KINDS.includes(kind)
      ? { maxLength: field.maxLength, showCount: field.showCount || undefined }
      : {}),
    ...(AFFIX_KINDS.includes(kind)
      ? {
          prefix: affix(field.prefix, field.prefixIcon),
          suffix: affix(field.suffix, field.suffixIcon),
        }
      : {}),
    style,
  };
  const choices = options as ChoiceOption[];
  switch (kind) {
    case 'input':
      return <Input {...text} {...rest} />;
    case 'textarea':
      return <Input.TextArea rows={4} {...text} {...rest} />;
    case 'password':
      return <Input.Password {...text} {...rest} autoComplete="new-password" />;
    case 'number':
      return (
        <InputNumber
          disabled={text.disabled}
          placeholder={text.placeholder}
          readOnly={text.readOnly}
          prefix={text.prefix}
          suffix={text.suffix}
          min={field.min}
          max={field.max}
          style={style}
          {...rest}
        />
      );
    case 'select':
      return <Select {...common} style={style} options={choices} {...rest} />;
    case 'cascader':
      return <Cascader {...common} style={style} options={choices} {...rest} />;
    case 'radio':
      return <RadioGroup disabled={common.disabled} options={choices} {...rest} />;
    case 'checkbox':
      return <Checkbox.Group disabled={common.disabled} options={choices} {...rest} />;
    case 'switch':
      return <Switch disabled={common.disabled} {...rest} />;
    case 'slider':
      return <Slider disabled={common.disabled} min={field.min} max={field.max} style={style} {...rest} />;
    // time and dates are held as text (`HH:mm:ss`, `YYYY-MM-DD`): their defaults are text too
    case 'time':
      return <TimeTextPicker {...common} style={style} {...rest} />;
    case 'date':
      return <DateTextPicker {...common} style={style} {...rest} />;
    case 'dateRange':
      return (
        <DateRangeTextPicker
          style={style}
          disabled={common.disabled}
          allowClear={common.allowClear}
          {...rest}
        />
      );
    case 'rate':
      return (
        <Rate disabled={common.disabled} allowClear={common.allowClear} count={field.max ?? 5} {...rest} />
      );
    case 'color':
      return <ColorPicker disabled={common.disabled} allowClear={common.allowClear} showText {...rest} />;
    case 'upload':
      return sketch ? (
        <Button icon={<UploadOutlined />} disabled={common.disabled}>
          {uploadWord}
        </Button>
      ) : (
        <FileUpload disabled={common.disabled} {...rest} />
      );
  }
}
