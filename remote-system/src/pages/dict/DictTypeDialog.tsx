import { DICT_TYPE_FIELD_MAX } from '@dis/contract/rules';
import type { DictTypeRow } from '@dis/contract';
import { DICT_TYPE_PATTERN } from '@dis/contract/rules';
import { dictOptions, Input, RadioGroup, type DictOption } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import { dictTypes, type DictTypeBody } from './api';

export interface DictTypeDialogProps {
  /** the type to edit; a new one when absent */
  dictId?: number;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  onClose: (saved: boolean) => void;
}

type DictTypeFormValues = Omit<DictTypeBody, 'dictId'>;

const NEW_TYPE: DictTypeFormValues = { dictName: '', dictNameEn: '', dictType: '', status: '0', remark: '' };

const loadType = async (dictId: number | string): Promise<DictTypeFormValues> => {
  const row: DictTypeRow = await dictTypes.get(dictId);
  return {
    dictName: row.dictName ?? '',
    dictNameEn: row.dictNameEn ?? '',
    dictType: row.dictType ?? '',
    status: row.status === '1' ? '1' : '0',
    remark: row.remark ?? '',
  };
};

export const toDictTypeBody = (values: DictTypeFormValues, dictId?: number): DictTypeBody => ({
  ...(dictId === undefined ? {} : { dictId }),
  dictName: values.dictName.trim(),
  dictNameEn: values.dictNameEn?.trim() || null,
  dictType: values.dictType.trim(),
  status: values.status,
  remark: values.remark?.trim() || null,
});

/** 添加字典类型 / 修改字典类型: name (both languages), type, status, remark. */
export default function DictTypeDialog({ dictId, statuses, onClose }: DictTypeDialogProps) {
  const { t } = useSystemTranslation();
  return (
    <EditDialog<DictTypeFormValues>
      recordId={dictId}
      title={dictId === undefined ? t('dict.addTitle') : t('dict.editTitle')}
      width={500}
      initialValues={NEW_TYPE}
      load={loadType}
      save={(values) => dictTypes.save(toDictTypeBody(values, dictId))}
      onClose={onClose}
    >
      <Form.Item
        name="dictName"
        label={t('dict.dictName')}
        rules={[
          { required: true, whitespace: true, message: t('dict.dictNameRequired') },
          { max: DICT_TYPE_FIELD_MAX.dictName },
        ]}
      >
        <Input placeholder={t('dict.dictNamePlaceholder')} maxLength={DICT_TYPE_FIELD_MAX.dictName} />
      </Form.Item>
      <Form.Item
        name="dictNameEn"
        label={t('dict.dictNameEn')}
        rules={[{ max: DICT_TYPE_FIELD_MAX.dictNameEn }]}
      >
        <Input placeholder={t('dict.dictNameEnPlaceholder')} maxLength={DICT_TYPE_FIELD_MAX.dictNameEn} />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('dict.dictType')}
        rules={[
          { required: true, whitespace: true, message: t('dict.dictTypeRequired') },
          { pattern: DICT_TYPE_PATTERN, message: t('dict.dictTypePattern') },
          { max: DICT_TYPE_FIELD_MAX.dictType },
        ]}
      >
        <Input placeholder={t('dict.dictTypePlaceholder')} maxLength={DICT_TYPE_FIELD_MAX.dictType} />
      </Form.Item>
      <Form.Item name="status" label={t('dict.status')}>
        <RadioGroup options={dictOptions(statuses)} />
      </Form.Item>
      <Form.Item name="remark" label={t('dict.remark')} rules={[{ max: DICT_TYPE_FIELD_MAX.remark }]}>
        <Input.TextArea
          rows={3}
          placeholder={t('dict.remarkPlaceholder')}
          maxLength={DICT_TYPE_FIELD_MAX.remark}
        />
      </Form.Item>
    </EditDialog>
  );
}
