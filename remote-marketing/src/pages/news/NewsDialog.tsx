import { NEWS_FIELD_MAX } from '@dis/contract/rules';
import {
  dictOptions,
  ImageUpload,
  Input,
  RadioGroup,
  RichTextEditor,
  Select,
  type DictOption,
} from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useDeskTranslation } from '../../desk/i18n';
import { news } from './api';
import { isBlankHtml, NEW_NEWS, toFormValues, toNewsInput, type NewsFormValues } from './newsForm';

export interface NewsDialogProps {
  /** the item to edit; a new one when absent */
  newsId?: number;
  categories: readonly DictOption[];
  languages: readonly DictOption[];
  statuses: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

const loadNews = async (newsId: number | string) => toFormValues(await news.get(newsId));

/**
 * 添加新闻 / 修改新闻: title, category, language, summary, cover image, rich-text body and
 * publish or draft. A published item needs a body (the server checks it too).
 */
export default function NewsDialog({ newsId, categories, languages, statuses, onClose }: NewsDialogProps) {
  const { t } = useDeskTranslation();
  return (
    <EditDialog<NewsFormValues>
      recordId={newsId}
      title={newsId === undefined ? t('news.addTitle') : t('news.editTitle')}
      width={880}
      initialValues={NEW_NEWS}
      load={loadNews}
      save={(values) => news.save(toNewsInput(values, newsId))}
      onClose={onClose}
      className="desk-dialog"
    >
      <Form.Item
        name="title"
        label={t('news.title')}
        rules={[
          { required: true, whitespace: true, message: t('news.titleRequired') },
          { max: NEWS_FIELD_MAX.title },
        ]}
      >
        <Input placeholder={t('news.titlePlaceholder')} maxLength={NEWS_FIELD_MAX.title} showCount />
      </Form.Item>
      <div className="desk-dialog__row">
        <Form.Item
          name="category"
          label={t('news.category')}
          rules={[{ required: true, message: t('news.categoryRequired') }]}
        >
          <Select placeholder={t('news.categoryPlaceholder')} options={dictOptions(categories)} />
        </Form.Item>
        <Form.Item
          name="lang"
          label={t('common.contentLang')}
          rules={[{ required: true, message: t('news.langRequired') }]}
        >
          <Select placeholder={t('common.contentLangPlaceholder')} options={dictOptions(languages)} />
        </Form.Item>
        <Form.Item name="status" label={t('news.status')}>
          <RadioGroup optionType="button" options={dictOptions(statuses)} />
        </Form.Item>
      </div>
      <Form.Item name="summary" label={t('news.summary')} rules={[{ max: NEWS_FIELD_MAX.summary }]}>
        <Input.TextArea
          rows={2}
          placeholder={t('news.summaryPlaceholder')}
          maxLength={NEWS_FIELD_MAX.summary}
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
    </EditDialog>
  );
}
