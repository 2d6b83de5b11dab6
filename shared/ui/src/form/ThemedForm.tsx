import { forwardRef, type ComponentType, type Ref } from 'react';
import { ConfigProvider, Form as AntdForm, type FormInstance, type FormProps } from 'antd';
// the kit's main entry is a shared module of its own: reach it by name, not by a relative path
import { useAntdConfig } from '@dis/ui';

/**
 * antd's Form under the console's antd configuration (theme colour, size, 主题模式, locale). This
 * entry is a shared module that each remote also builds with its own copy of antd, and the runtime
 * may take a remote's: that copy's Form cannot see the console's ConfigProvider (another copy's
 * context), so it brings its own, configured alike (`useAntdConfig`). Inside the shell's copy the
 * second provider changes nothing.
 */
// antd's own typing (generic over the values, children also a render function) is restored below
const PlainForm = AntdForm as unknown as ComponentType<FormProps & { ref?: Ref<FormInstance> }>;

const ConfiguredForm = forwardRef<FormInstance, FormProps>(function ConfiguredForm(props, ref) {
  return (
    <ConfigProvider {...useAntdConfig()}>
      <PlainForm ref={ref} {...props} />
    </ConfigProvider>
  );
});

export const Form = Object.assign(ConfiguredForm, {
  Item: AntdForm.Item,
  List: AntdForm.List,
  ErrorList: AntdForm.ErrorList,
  Provider: AntdForm.Provider,
  useForm: AntdForm.useForm,
  useFormInstance: AntdForm.useFormInstance,
  useWatch: AntdForm.useWatch,
}) as unknown as typeof AntdForm;
