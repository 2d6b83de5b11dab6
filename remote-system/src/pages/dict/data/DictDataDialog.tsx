import { DICT_DATA_FIELD_MAX } from '@dis/contract/rules';
import type { DictDataFilter, DictDataRow } from '@dis/contract';
import { DICT_LIST_CLASSES } from '@dis/contract/rules';
import { dictOptions, Input, RadioGroup, Select, type DictOption, type ResourceApi } from '@dis/ui';
import { EditDialog, Form, InputNumber } from '@dis/ui/form';
import { useSystemTranslation } from '../../../i18n';
import type { DictDataBody } from './api';

export interface DictDataDialogProps {
  /** the entries of the dictionary (`entriesOf`) */
  api: ResourceApi<DictDataRow, DictDataFilter, DictDataBody>;
  dictType: string;
  /** the entry to edit; a new one when absent */
  dictCode?: number;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  onClose: (saved: boolean) => void;
}

export interface DictDataFormValues {
  dictType: string;
  dictLabel: string;
  dictLabelEn: string;
  dictValue: string;
  cssClass: string;
  dictSort: number;
  listClass: string;
  isDefault: 'Y' | 'N';
  status: '0' | '1';
  remark: string;
}

export const newEntry = (dictType: string): DictDataFormValues => ({
  dictType,
  dictLabel: '',
  dictLabelEn: '',
  dictValue: '',
  cssClass: '',
  dictSort: 0,
  listClass: 'default',
  isDefault: 'N',
  status: '0',
  remark: '',
});

export const entryValues = (row: DictDataRow): DictDataFormValues => ({
  dictType: row.dictType ?? '',
  dictLabel: row.dictLabel ?? '',
  dictLabelEn: row.dictLabelEn ?? '',
  dictValue: row.dictValue ?? '',
  cssClass: row.cssClass ?? '',
  dictSort: row.dictSort ?? 0,
  listClass: row.listClass ?? '',
  isDefault: row.isDefault === 'Y' ? 'Y' : 'N',
  status: row.status === '1' ? '1' : '0',
  remark: row.remark ?? '',
});

/** The body of `POST`/`PUT /system/dict/data`: texts trimmed, blanks as null. */
export const toDictDataBody = (values: DictDataFormValues, dictCode?: number): DictDataBody => ({
  ...(dictCode === undefined ? {} : { dictCode }),
  dictType: values.dictType,
  dictLabel: values.dictLabel.trim(),
  dictLabelEn: values.dictLabelEn.trim() || null,
  dictValue: values.dictValue.trim(),
  cssClass: values.cssClass.trim() || null,
  dictSort: values.dictSort,
  listClass: (values.listClass || '') as DictDataBody['listClass'],
  isDefault: values.isDefault,
  status: values.status,
  remark: values.remark.trim() || null,
});

/** 添加字典数据 / 修改字典数据: both labels, value, styles, order, status, remark. */
export default function DictDataDialog({ api, dictType, dictCode, statuses, onClose }: DictDataDialogProps) {
  const { t } = useSystemTranslation();
  const listClasses = DICT_LIST_CLASSES.map((value) => ({
    value,
    label: `${t(`dict.data.listClasses.${value}`)}(${value})`,
  }));
  return (
    <EditDialog<DictDataFormValues>
      recordId={dictCode}
      title={dictCode === undefined ? t('dict.data.addTitle') : t('dict.data.editTitle')}
      width={500}
      initialValues={newEntry(dictType)}
      load={async (code) => entryValues(await api.get(code))}
      save={(values) => api.save(toDictDataBody(values, dictCode))}
      onClose={onClose}
    >
      <Form.Item name="dictType" label={t('dict.dictType')}>
        <Input disabled />
      </Form.Item>
      {/* not shown (as in RuoYi), but kept: an edit must not reset the entry's 默认 flag */}
      <Form.Item name="isDefault" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="dictLabel"
        label={t('dict.data.dataLabel')}
        rules={[{ required: true, whitespace: true, message: t('dict.data.dictLabelRequired') }, { max: DICT_DATA_FIELD_MAX.dictLabel }]}
      >
        <Input placeholder={t('dict.data.dataLabelPlaceholder')} maxLength={DICT_DATA_FIELD_MAX.dictLabel} />
      </Form.Item>
      <Form.Item name="dictLabelEn" label={t('dict.data.dictLabelEn')} rules={[{ max: DICT_DATA_FIELD_MAX.dictLabelEn }]}>
        <Input placeholder={t('dict.data.dictLabelEnPlaceholder')} maxLength={DICT_DATA_FIELD_MAX.dictLabelEn} />
      </Form.Item>
      <Form.Item
        name="dictValue"
        label={t('dict.data.dataValue')}
        rules={[{ required: true, whitespace: true, message: t('dict.data.dictValueRequired') }, { max: DICT_DATA_FIELD_MAX.dictValue }]}
      >
        <Input placeholder={t('dict.data.dataValuePlaceholder')} maxLength={DICT_DATA_FIELD_MAX.dictValue} />
      </Form.Item>
      <Form.Item name="cssClass" label={t('dict.data.cssClass')} rules={[{ max: DICT_DATA_FIELD_MAX.cssClass }]}>
        <Input placeholder={t('dict.data.cssClassPlaceholder')} maxLength={DICT_DATA_FIELD_MAX.cssClass} />
      </Form.Item>
      <Form.Item
        name="dictSort"
        label={t('dict.data.sortLabel')}
        rules={[{ required: true, message: t('dict.data.dictSortRequired') }]}
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="listClass" label={t('dict.data.listClass')}>
        <Select options={listClasses} allowClear />
      </Form.Item>
      <Form.Item name="status" label={t('dict.data.status')}>
        <RadioGroup options={dictOptions(statuses)} />
      </Form.Item>
      <Form.Item name="remark" label={t('dict.data.remark')} rules={[{ max: DICT_DATA_FIELD_MAX.remark }]}>
        <Input.TextArea rows={3} placeholder={t('dict.data.remarkPlaceholder')} maxLength={DICT_DATA_FIELD_MAX.remark} />
      </Form.Item>
    </EditDialog>
  );
}
