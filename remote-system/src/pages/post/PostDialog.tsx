import { POST_FIELD_MAX } from '@dis/contract/rules';
import { dictOptions, Input, RadioGroup, type DictOption } from '@dis/ui';
import { EditDialog, Form, InputNumber } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import type { SysPost } from '@dis/contract';
import { posts, type PostBody } from './api';

export interface PostDialogProps {
  /** the post to edit; a new one when absent */
  postId?: number;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

type PostFormValues = Omit<PostBody, 'postId'>;

const NEW_POST: PostFormValues = { postName: '', postCode: '', postSort: 0, status: '0', remark: '' };

const loadPost = async (postId: number | string): Promise<PostFormValues> => {
  const { postName, postCode, postSort, status, remark }: SysPost = await posts.get(postId);
  return { postName, postCode, postSort, status, remark: remark ?? '' };
};

const toBody = (values: PostFormValues, postId?: number): PostBody => ({
  ...(postId === undefined ? {} : { postId }),
  postName: values.postName.trim(),
  postCode: values.postCode.trim(),
  postSort: values.postSort,
  status: values.status,
  remark: values.remark?.trim() || null,
});

/** 添加岗位 / 修改岗位: name, code, order, status and remark. */
export default function PostDialog({ postId, statuses, onClose }: PostDialogProps) {
  const { t } = useSystemTranslation();
  return (
    <EditDialog<PostFormValues>
      recordId={postId}
      title={postId === undefined ? t('post.addTitle') : t('post.editTitle')}
      width={500}
      initialValues={NEW_POST}
      load={loadPost}
      save={(values) => posts.save(toBody(values, postId))}
      onClose={onClose}
    >
      <Form.Item
        name="postName"
        label={t('post.postName')}
        rules={[
          { required: true, whitespace: true, message: t('post.postNameRequired') },
          { max: POST_FIELD_MAX.postName },
        ]}
      >
        <Input placeholder={t('post.postNamePlaceholder')} maxLength={POST_FIELD_MAX.postName} />
      </Form.Item>
      <Form.Item
        name="postCode"
        label={t('post.postCode')}
        rules={[
          { required: true, whitespace: true, message: t('post.postCodeRequired') },
          { max: POST_FIELD_MAX.postCode },
        ]}
      >
        <Input placeholder={t('post.postCodePlaceholder')} maxLength={POST_FIELD_MAX.postCode} />
      </Form.Item>
      <Form.Item
        name="postSort"
        label={t('post.postOrder')}
        rules={[{ required: true, message: t('post.postSortRequired') }]}
      >
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('post.statusLabel')}>
        <RadioGroup options={dictOptions(statuses)} />
      </Form.Item>
      <Form.Item name="remark" label={t('post.remark')} rules={[{ max: POST_FIELD_MAX.remark }]}>
        <Input.TextArea
          rows={3}
          placeholder={t('post.remarkPlaceholder')}
          maxLength={POST_FIELD_MAX.remark}
        />
      </Form.Item>
    </EditDialog>
  );
}
