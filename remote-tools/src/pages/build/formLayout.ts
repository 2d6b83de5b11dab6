import type { FormProps } from '@dis/ui/form';
import type { FormConfig } from './model/schema';

/** antd Form's layout props for the form settings (label width, position, size, disabled). */
export function formLayoutProps(form: FormConfig): FormProps {
  const vertical = form.labelPosition === 'top';
  return {
    layout: vertical ? 'vertical' : 'horizontal',
    labelAlign: form.labelPosition === 'left' ? 'left' : 'right',
    ...(vertical ? {} : { labelCol: { flex: `${form.labelWidth}px` }, wrapperCol: { flex: '1 1 0' } }),
    labelWrap: true,
    size: form.size,
    disabled: form.disabled,
  };
}
