import { PROFILE_FIELD_MAX } from '@dis/contract/rules';
import { useAppDispatch, nickNameChanged } from '@dis/shared/store';
import { feedback, Input, RadioGroup } from '@dis/ui';
import { Form } from '@dis/ui/form';
import { saveBasicInfo } from './api';
import { FormActions, useSave } from './FormActions';
import type { BasicInfoValues, Profile } from './types';
import { MOBILE_PATTERN } from './validation';
import { useProfileWords } from './words';

/** 基本资料: nick name, phone, email and sex → `PUT /system/user/profile`. */
export function BasicInfoForm({
  profile,
  onSaved,
  onClose,
}: {
  profile: Profile;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useProfileWords();
  const dispatch = useAppDispatch();
  const { user } = profile;
  const initialValues: BasicInfoValues = {
    nickName: user.nickName ?? '',
    phonenumber: user.phonenumber ?? '',
    email: user.email ?? '',
    sex: user.sex === '1' ? '1' : '0',
  };

  const { saving, submit } = useSave(async (values: BasicInfoValues) => {
    await saveBasicInfo({ ...values, nickName: values.nickName.trim() });
    dispatch(nickNameChanged(values.nickName.trim()));
    feedback.message.success(t('saved'));
    onSaved();
  });

  return (
    <Form<BasicInfoValues>
      layout="horizontal"
      labelCol={{ flex: '88px' }}
      initialValues={initialValues}
      onFinish={submit}
    >
      <Form.Item
        name="nickName"
        label={t('nickName')}
        rules={[
          { required: true, whitespace: true, message: t('rules.nickNameRequired') },
          { max: PROFILE_FIELD_MAX.nickName, message: t('rules.nickNameMax') },
        ]}
      >
        <Input maxLength={PROFILE_FIELD_MAX.nickName} />
      </Form.Item>
      <Form.Item
        name="phonenumber"
        label={t('phone')}
        rules={[
          { required: true, message: t('rules.phoneRequired') },
          { pattern: MOBILE_PATTERN, message: t('rules.phoneFormat') },
        ]}
      >
        <Input maxLength={PROFILE_FIELD_MAX.phonenumber} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('emailLabel')}
        rules={[
          { required: true, message: t('rules.emailRequired') },
          { type: 'email', message: t('rules.emailFormat') },
        ]}
      >
        <Input maxLength={PROFILE_FIELD_MAX.email} />
      </Form.Item>
      <Form.Item name="sex" label={t('sex')}>
        <RadioGroup
          options={[
            { value: '0', label: t('male') },
            { value: '1', label: t('female') },
          ]}
        />
      </Form.Item>
      <FormActions saving={saving} onClose={onClose} />
    </Form>
  );
}
