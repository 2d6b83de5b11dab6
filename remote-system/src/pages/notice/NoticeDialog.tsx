import { NOTICE_FIELD_MAX } from '@dis/contract/rules';
import { dictOptions, Input, RadioGroup, RichTextEditor, Select, type DictOption } from '@dis/ui';
import { EditDialog, Form } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import { notices } from './api';
import { NEW_NOTICE, toFormValues, toNoticeBody, type NoticeFormValues } from './noticeForm';

export interface NoticeDialogProps {
  /** the notice to edit; a new one when absent */
  noticeId?: number;
  /** `sys_notice_type` */
  types: readonly DictOption[];
  /** `sys_notice_status` */
  statuses: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

const loadNotice = async (noticeId: number | string) => toFormValues(await notices.get(noticeId));

/** 添加公告 / 修改公告: title, type, status and the rich-text body (the server sanitises it). */
export default function NoticeDialog({ noticeId, types, statuses, onClose }: NoticeDialogProps) {
  const { t } = useSystemTranslation();
  return (
    <EditDialog<NoticeFormValues>
      recordId={noticeId}
      title={noticeId === undefined ? t('notice.addTitle') : t('notice.editTitle')}
      width={780}
      initialValues={NEW_NOTICE}
      load={loadNotice}
      save={(values) => notices.save(toNoticeBody(values, noticeId))}
      onClose={onClose}
    >
      <Form.Item
        name="noticeTitle"
        label={t('notice.noticeTitle')}
        rules={[
          { required: true, whitespace: true, message: t('notice.noticeTitleRequired') },
          {
            max: NOTICE_FIELD_MAX.noticeTitle,
            message: t('notice.noticeTitleTooLong', { max: NOTICE_FIELD_MAX.noticeTitle }),
          },
        ]}
      >
        <Input
          placeholder={t('notice.noticeTitlePlaceholder')}
          maxLength={NOTICE_FIELD_MAX.noticeTitle}
          showCount
        />
      </Form.Item>
      <Form.Item
        name="noticeType"
        label={t('notice.noticeType')}
        rules={[{ required: true, message: t('notice.noticeTypeRequired') }]}
      >
        <Select placeholder={t('notice.noticeTypePlaceholder')} options={dictOptions(types)} />
      </Form.Item>
      <Form.Item name="status" label={t('notice.status')}>
        <RadioGroup options={dictOptions(statuses)} />
      </Form.Item>
      <Form.Item name="noticeContent" label={t('notice.noticeContent')}>
        <RichTextEditor minHeight={192} />
      </Form.Item>
    </EditDialog>
  );
}
