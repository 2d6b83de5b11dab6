import { Button, Checkbox, FileUpload, Input, RadioGroup, Select, Switch, UploadOutlined } from '@dis/ui';
import {
  Cascader,
  ColorPicker,
  DatePicker,
  DateRangePicker,
  InputNumber,
  Rate,
  Slider,
  TimePicker,
} from '@dis/ui/form';
import type { FieldItem, FieldOption } from './model/schema';

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

/** The antd control of one field: on the canvas (`sketch`) and in the running form. */
export function FieldControl({ field, options, sketch, uploadWord, ...bound }: FieldControlProps) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Form.Item binds value/onChange of each kind
  const rest = bound as any;
  const common = {
    disabled: field.disabled || undefined,
    placeholder: field.placeholder || undefined,
    allowClear: field.clearable || undefined,
  };
  const choices = options as ChoiceOption[];
  const full = { width: '100%' };
  switch (field.kind) {
    case 'input':
      return <Input {...common} {...rest} />;
    case 'textarea':
      return <Input.TextArea rows={4} {...common} {...rest} />;
    case 'password':
      return <Input.Password {...common} {...rest} autoComplete="new-password" />;
    case 'number':
      return (
        <InputNumber
          disabled={common.disabled}
          placeholder={common.placeholder}
          min={field.min}
          max={field.max}
          style={full}
          {...rest}
        />
      );
    case 'select':
      return <Select {...common} style={full} options={choices} {...rest} />;
    case 'cascader':
      return <Cascader {...common} style={full} options={choices} {...rest} />;
    case 'radio':
      return <RadioGroup disabled={common.disabled} options={choices} {...rest} />;
    case 'checkbox':
      return <Checkbox.Group disabled={common.disabled} options={choices} {...rest} />;
    case 'switch':
      return <Switch disabled={common.disabled} {...rest} />;
    case 'slider':
      return <Slider disabled={common.disabled} min={field.min} max={field.max} {...rest} />;
    case 'time':
      return <TimePicker {...common} style={full} {...rest} />;
    case 'date':
      return <DatePicker {...common} style={full} {...rest} />;
    case 'dateRange':
      return (
        <DateRangePicker style={full} disabled={common.disabled} allowClear={common.allowClear} {...rest} />
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
