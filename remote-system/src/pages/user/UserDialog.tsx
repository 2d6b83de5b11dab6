import { useEffect, useState } from 'react';
import { PASSWORD_MAX, USER_FIELD_MAX, USER_NAME_LENGTH } from '@dis/contract/rules';
import type { SysPost, SysRole, TreeSelect } from '@dis/shared';
import { fetchConfigValue } from '@dis/shared/request';
import { dictOptions, Input, RadioGroup, Select, TreeSelectInput, type DictOption } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import { fetchDeptTree, fetchUserForm, users } from './api';
import {
  isEmail,
  MOBILE_PATTERN,
  NEW_USER,
  passwordProblemKey,
  passwordRuleKey,
  toUserBody,
  type UserFormValues,
} from './userRules';

export interface UserDialogProps {
  /** the user to edit; a new one when absent */
  userId?: number;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  /** `sys_user_sex` */
  sexes: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

interface Options {
  roles: SysRole[];
  posts: SysPost[];
}

/**
 * Puts setting `sys.user.initPassword` into 用户密码 of a new user, unless something was typed
 * there first (docs/system/user.md "The list page").
 */
function InitialPassword() {
  const form = Form.useFormInstance<UserFormValues>();
  useEffect(() => {
    let live = true;
    void fetchConfigValue('sys.user.initPassword').then(
      (value) => {
        if (live && value && !form.isFieldTouched('password') && !form.getFieldValue('password'))
          form.setFieldValue('password', value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [form]);
  return null;
}

/**
 * 添加用户 / 修改用户, two fields a row as RuoYi's: nick name, department, phone, e-mail, user name
 * and password (adding only; the password starts as `sys.user.initPassword`), sex, status, posts,
 * roles and remark (a whole row); the password follows the server's rule, shown below it.
 */
export default function UserDialog({ userId, statuses, sexes, onClose }: UserDialogProps) {
  const { t } = useSystemTranslation();
  const adding = userId === undefined;
  const [options, setOptions] = useState<Options>({ roles: [], posts: [] });
  const [depts, setDepts] = useState<TreeSelect[]>([]);
  const [charType, setCharType] = useState('0');

  useEffect(() => {
    let live = true;
    void fetchDeptTree().then((tree) => live && setDepts(tree));
    if (adding) {
      void fetchUserForm().then(
        (form) => live && setOptions({ roles: form.roles ?? [], posts: form.posts ?? [] }),
      );
      void fetchConfigValue('sys.account.chrtype').then((value) => live && setCharType(value.trim() || '0'));
    }
    return () => {
      live = false;
    };
  }, [adding]);

  const load = async (id: number | string): Promise<Partial<UserFormValues>> => {
    const form = await fetchUserForm(id);
    setOptions({ roles: form.roles ?? [], posts: form.posts ?? [] });
    const user = form.data;
    return {
      nickName: user?.nickName ?? '',
      deptId: user?.deptId ?? undefined,
      phonenumber: user?.phonenumber ?? '',
      email: user?.email ?? '',
      sex: user?.sex ?? '0',
      status: (user?.status ?? '0') as '0' | '1',
      remark: user?.remark ?? '',
      postIds: form.postIds ?? [],
      roleIds: form.roleIds ?? [],
    };
  };

  return (
    <EditDialog<UserFormValues>
      recordId={userId}
      title={adding ? t('user.addTitle') : t('user.editTitle')}
      width={600}
      initialValues={NEW_USER}
      load={load}
      save={(values) => users.save(toUserBody(values, userId))}
      onClose={onClose}
      className="user-dialog"
    >
      {adding ? <InitialPassword /> : null}
      <Form.Item
        name="nickName"
        label={t('user.nickName')}
        rules={[
          { required: true, whitespace: true, message: t('user.nickNameRequired') },
          { max: USER_FIELD_MAX.nickName, message: t('user.nickNameMax') },
        ]}
      >
        <Input placeholder={t('user.nickNamePlaceholder')} maxLength={USER_FIELD_MAX.nickName} />
      </Form.Item>
      <Form.Item name="deptId" label={t('user.deptLabel')}>
        <TreeSelectInput nodes={depts} placeholder={t('user.deptPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="phonenumber"
        label={t('user.phonenumber')}
        rules={[{ pattern: MOBILE_PATTERN, message: t('user.phoneFormat') }]}
      >
        <Input placeholder={t('user.phonenumberPlaceholder')} maxLength={USER_FIELD_MAX.phonenumber} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('user.email')}
        rules={[
          { max: USER_FIELD_MAX.email, message: t('user.emailMax') },
          {
            validator: async (_rule, value?: string) => {
              if (value && value.trim() && !isEmail(value)) throw new Error(t('user.emailFormat'));
            },
          },
        ]}
      >
        <Input placeholder={t('user.emailPlaceholder')} maxLength={USER_FIELD_MAX.email} />
      </Form.Item>
      {adding ? (
        <>
          <Form.Item
            name="userName"
            label={t('user.userName')}
            rules={[
              { required: true, whitespace: true, message: t('user.userNameRequired') },
              { ...USER_NAME_LENGTH, message: t('user.userNameLength') },
            ]}
          >
            <Input
              placeholder={t('user.userNamePlaceholder')}
              maxLength={USER_FIELD_MAX.userName}
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('user.password')}
            extra={t(passwordRuleKey(charType))}
            rules={[
              { required: true, message: t('user.passwordRequired') },
              {
                validator: async (_rule, value?: string) => {
                  const problem = value ? passwordProblemKey(value, charType) : null;
                  if (problem) throw new Error(t(problem));
                },
              },
            ]}
          >
            <Input.Password
              placeholder={t('user.passwordPlaceholder')}
              maxLength={PASSWORD_MAX}
              autoComplete="new-password"
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="sex" label={t('user.sex')}>
        <Select
          style={{ width: '100%' }}
          options={dictOptions(sexes)}
          placeholder={t('user.sexPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="status" label={t('user.status')}>
        <RadioGroup options={dictOptions(statuses)} />
      </Form.Item>
      <Form.Item name="postIds" label={t('user.posts')}>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          placeholder={t('user.postsPlaceholder')}
          options={options.posts.map((post) => ({
            value: post.postId,
            label: post.postName,
            disabled: post.status === '1',
          }))}
        />
      </Form.Item>
      <Form.Item name="roleIds" label={t('user.roles')}>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          placeholder={t('user.rolesPlaceholder')}
          options={options.roles.map((role) => ({
            value: role.roleId,
            label: role.roleName,
            disabled: role.status === '1',
          }))}
        />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('user.remark')}
        className="user-dialog__wide"
        rules={[{ max: USER_FIELD_MAX.remark }]}
      >
        <Input.TextArea
          rows={3}
          placeholder={t('user.remarkPlaceholder')}
          maxLength={USER_FIELD_MAX.remark}
        />
      </Form.Item>
    </EditDialog>
  );
}
