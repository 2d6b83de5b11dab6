import { CONFIG_FIELD_MAX } from '@dis/contract/rules';
import type { ConfigRow } from '@dis/contract';
import { dictOptions, Input, RadioGroup, type DictOption } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import { configs, type ConfigBody } from './api';

export interface ConfigDialogProps {
  /** the setting to edit; a new one when absent */
  configId?: number;
  /** `sys_yes_no` (系统内置) */
  yesNo: readonly DictOption[];
  onClose: (saved: boolean) => void;
}

export interface ConfigFormValues {
  configName: string;
  configNameEn: string;
  configKey: string;
  configValue: string;
  configType: 'Y' | 'N';
  remark: string;
}

const NEW_CONFIG: ConfigFormValues = {
  configName: '',
  configNameEn: '',
  configKey: '',
  configValue: '',
  // not built in unless chosen: a built-in setting can never be deleted (docs/system/dict-config.md)
  configType: 'N',
  remark: '',
};

const loadConfig = async (configId: number | string): Promise<ConfigFormValues> => {
  const row: ConfigRow = await configs.get(configId);
  return {
    configName: row.configName ?? '',
    configNameEn: row.configNameEn ?? '',
    configKey: row.configKey ?? '',
    configValue: row.configValue ?? '',
    configType: row.configType === 'N' ? 'N' : 'Y',
    remark: row.remark ?? '',
  };
};

/** The body of `POST`/`PUT /system/config`: texts trimmed, blanks as null. */
export const toConfigBody = (values: ConfigFormValues, configId?: number): ConfigBody => ({
  ...(configId === undefined ? {} : { configId }),
  configName: values.configName.trim(),
  configNameEn: values.configNameEn.trim() || null,
  configKey: values.configKey.trim(),
  configValue: values.configValue.trim(),
  configType: values.configType,
  remark: values.remark.trim() || null,
});

/** 添加参数 / 修改参数: name (both languages), key, value, built in, remark. */
export default function ConfigDialog({ configId, yesNo, onClose }: ConfigDialogProps) {
  const { t } = useSystemTranslation();
  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <EditDialog<ConfigFormValues>
      recordId={configId}
      title={configId === undefined ? t('config.addTitle') : t('config.editTitle')}
      width={500}
      initialValues={NEW_CONFIG}
      load={loadConfig}
      save={(values) => configs.save(toConfigBody(values, configId))}
      onClose={onClose}
    >
      <Form.Item
        name="configName"
        label={t('config.configName')}
        rules={[required(t('config.configNameRequired')), { max: CONFIG_FIELD_MAX.configName }]}
      >
        <Input placeholder={t('config.configNamePlaceholder')} maxLength={CONFIG_FIELD_MAX.configName} />
      </Form.Item>
      <Form.Item
        name="configNameEn"
        label={t('config.configNameEn')}
        rules={[{ max: CONFIG_FIELD_MAX.configNameEn }]}
      >
        <Input placeholder={t('config.configNameEnPlaceholder')} maxLength={CONFIG_FIELD_MAX.configNameEn} />
      </Form.Item>
      <Form.Item
        name="configKey"
        label={t('config.configKey')}
        rules={[required(t('config.configKeyRequired')), { max: CONFIG_FIELD_MAX.configKey }]}
      >
        <Input placeholder={t('config.configKeyPlaceholder')} maxLength={CONFIG_FIELD_MAX.configKey} />
      </Form.Item>
      <Form.Item
        name="configValue"
        label={t('config.configValue')}
        rules={[required(t('config.configValueRequired')), { max: CONFIG_FIELD_MAX.configValue }]}
      >
        <Input.TextArea
          rows={2}
          placeholder={t('config.configValuePlaceholder')}
          maxLength={CONFIG_FIELD_MAX.configValue}
        />
      </Form.Item>
      <Form.Item name="configType" label={t('config.configType')}>
        <RadioGroup options={dictOptions(yesNo)} />
      </Form.Item>
      <Form.Item name="remark" label={t('config.remark')} rules={[{ max: CONFIG_FIELD_MAX.remark }]}>
        <Input.TextArea
          rows={3}
          placeholder={t('config.remarkPlaceholder')}
          maxLength={CONFIG_FIELD_MAX.remark}
        />
      </Form.Item>
    </EditDialog>
  );
}
