/**
 * `@dis/ui/form`: antd's Form and the controls of editing dialogs. A separate shared entry so a
 * list page does not load form validation until a dialog that needs it is opened (import the
 * dialog lazily). Search forms above lists use the kit's light `SearchForm` instead.
 */
export { InputNumber } from 'antd';
export { Form } from './ThemedForm';
export type { FormInstance, FormProps, FormItemProps, FormRule, InputNumberProps } from 'antd';
export { EditDialog, type EditDialogProps, type SavedMessage } from './EditDialog';
export * from './controls';
export { DateTimeInput, type DateTimeInputProps } from '../date/DateTimeInput';
