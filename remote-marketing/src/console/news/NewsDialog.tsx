import { useEffect, useEffectEvent, useState } from 'react';
import {
  feedback,
  ImageUpload,
  Input,
  Modal,
  RadioGroup,
  RichTextEditor,
  Select,
  Spin,
  type DictOption,
} from '@dis/ui';
import { Form } from '@dis/ui/form';
import { useDeskTranslation } from '../i18n';
import { getNews, saveNews } from './api';
import {
  isBlankHtml,
  NEW_NEWS,
  SUMMARY_MAX,
  TITLE_MAX,
  toFormValues,
  toNewsInput,
  type NewsFormValues,
} from './newsForm';

export interface NewsDialogProps {
  /** the item to edit; a new one when absent */
  newsId?: number;
  categories: readonly DictOption[];
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

const toOptions = (options: readonly DictOption[]) =>
  options.map((option) => ({ label: option.label, value: option.value }));

/**
 * 添加新闻 / 修改新闻: title, category, language, summary, cover image, rich-text body and
 * publish or draft. A published item needs a body (the server checks it too).
 */
export default function NewsDialog({ newsId, categories, languages, statuses, onClose }: NewsDialogProps) {
  const { t } = useDeskTranslation();
  const [form] = Form.useForm<NewsFormValues>();
  const [loading, setLoading] = useState(newsId !== undefined);
  const [saving, setSaving] = useState(false);
  const giveUp = useEffectEvent(() => onClose(false));

  useEffect(() => {
    if (newsId === undefined) return;
    let live = true;
    getNews(newsId)
      .then((news) => {
        if (!live) return;
        form.setFieldsValue(toFormValues(news));
        setLoading(false);
      })
      .catch(() => {
        // the failure was reported by the request client
        if (live) giveUp();
      });
    return () => {
      live = false;
    };
  }, [newsId, form]);

  const submit = async (values: NewsFormValues) => {
    setSaving(true);
    try {
      await saveNews(toNewsInput(values, newsId));
    } catch {
      setSaving(false);
      return;
    }
    feedback.message.success(newsId === undefined ? t('common.added') : t('common.edited'));
    onClose(true);
  };

  return (
    <Modal
      open
      title={newsId === undefined ? t('news.addTitle') : t('news.editTitle')}
      width={880}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Spin spinning={loading}>
        <Form<NewsFormValues>
          form={form}
          layout="vertical"
          initialValues={NEW_NEWS}
          onFinish={(values) => void submit(values)}
          className="desk-dialog"
        >
          <Form.Item
            name="title"
            label={t('news.title')}
            rules={[
              { required: true, whitespace: true, message: t('news.titleRequired') },
              { max: TITLE_MAX },
            ]}
          >
            <Input placeholder={t('news.titlePlaceholder')} maxLength={TITLE_MAX} showCount />
          </Form.Item>
          <div className="desk-dialog__row">
            <Form.Item
              name="category"
              label={t('news.category')}
              rules={[{ required: true, message: t('news.categoryRequired') }]}
            >
              <Select placeholder={t('news.categoryPlaceholder')} options={toOptions(categories)} />
            </Form.Item>
            <Form.Item
              name="lang"
              label={t('common.contentLang')}
              rules={[{ required: true, message: t('news.langRequired') }]}
            >
              <Select placeholder={t('common.contentLangPlaceholder')} options={toOptions(languages)} />
            </Form.Item>
            <Form.Item name="status" label={t('news.status')}>
              <RadioGroup optionType="button" options={toOptions(statuses)} />
            </Form.Item>
          </div>
          <Form.Item name="summary" label={t('news.summary')} rules={[{ max: SUMMARY_MAX }]}>
            <Input.TextArea
              rows={2}
              placeholder={t('news.summaryPlaceholder')}
              maxLength={SUMMARY_MAX}
              showCount
            />
          </Form.Item>
          <Form.Item name="coverUrl" label={t('news.cover')}>
            <ImageUpload limit={1} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('news.content')}
            dependencies={['status']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) =>
                  getFieldValue('status') === '0' && isBlankHtml(value)
                    ? Promise.reject(new Error(t('news.contentRequired')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <RichTextEditor minHeight={260} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
