import { useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@dis/shared';
// the kit's main entry is a shared module of its own: reach it by name, not by a relative path
import { DrawnAheadContext, feedback, Modal, Spin } from '@dis/ui';
import { Form } from './ThemedForm';
import './editDialog.css';

/** A dialog's own words once saved: a success, or something the user should notice (`warning`). */
export interface SavedMessage {
  level: 'success' | 'info' | 'warning';
  text: string;
}

export interface EditDialogProps<V extends object> {
  /** the record being edited; a new one is added when absent */
  recordId?: number | string;
  title: ReactNode;
  width?: number;
  /** the values of a new record (and of fields the loaded record leaves out) */
  initialValues?: Partial<V>;
  /** loads the record to edit, as form values; without it the initial values are edited */
  load?: (recordId: number | string) => Promise<Partial<V>>;
  /** saves the values; a rejection means the request client has already said why */
  save: (values: V) => Promise<unknown>;
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
  /**
   * what to say once saved, from what `save` answered, instead of 新增成功 / 修改成功 (e.g. the
   * server's account of what it did: a lead joined an existing one); nothing: the usual words
   */
  savedMessage?: (answer: unknown) => SavedMessage | undefined;
  /** shown above the form (what is being edited, read-only) */
  header?: ReactNode;
  /** the form's class */
  className?: string;
  /** the form's `Form.Item`s */
  children: ReactNode;
}

/**
 * The add / edit dialog of a console list: loads the record into the form (closing again if it
 * cannot be loaded), validates, saves, says 新增成功 or 修改成功 and closes with `true`. The
 * buttons are 确定 / 取消; clicking outside does not close it.
 */
export function EditDialog<V extends object>({
  recordId,
  title,
  width,
  initialValues,
  load,
  save,
  onClose,
  savedMessage,
  header,
  className,
  children,
}: EditDialogProps<V>) {
  const { t } = useTranslation('ui');
  const [form] = Form.useForm<V>();
  const [loading, setLoading] = useState(recordId !== undefined && load !== undefined);
  const [saving, setSaving] = useState(false);
  const loadRecord = useEffectEvent((id: number | string) => load?.(id));
  const giveUp = useEffectEvent(() => onClose(false));
  const adding = recordId === undefined;
  const ahead = useContext(DrawnAheadContext);
  // a place off the page for the form drawn ahead
  const [aheadRoot] = useState(() =>
    ahead && typeof document !== 'undefined' ? document.createElement('div') : null,
  );

  useEffect(() => {
    if (recordId === undefined) return;
    const loaded = loadRecord(recordId);
    if (!loaded) return;
    let live = true;
    loaded
      .then((values) => {
        if (!live) return;
        form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
        setLoading(false);
      })
      .catch(() => {
        // the failure was reported by the request client
        if (live) giveUp();
      });
    return () => {
      live = false;
    };
  }, [recordId, form]);

  const submit = async (values: V) => {
    setSaving(true);
    let answer: unknown;
    try {
      answer = await save(values);
    } catch (error) {
      setSaving(false);
      // a refused or failed request was reported by the request client; anything else is a fault of
      // the page itself, which must not pass in silence
      if ((error as Error | null)?.name !== 'RequestError') {
        console.error(error);
        feedback.message.error(t('crud.saveFailed'));
      }
      return;
    }
    const own = savedMessage?.(answer);
    if (own) feedback.message[own.level](own.text);
    else feedback.message.success(adding ? t('crud.added') : t('crud.edited'));
    onClose(true);
  };

  const body = (
    <Spin spinning={loading}>
      {header}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        className={className ? `dis-edit-form ${className}` : 'dis-edit-form'}
      >
        {children}
      </Form>
    </Spin>
  );
  // drawn ahead (`EditorSlot`), hidden: the form alone, off the page, its code run and warm; no
  // dialog yet, which would take the keyboard's Escape from whatever is open before it is shown
  if (ahead) return aheadRoot ? createPortal(body, aheadRoot) : null;

  return (
    <Modal
      open
      // it opens at once, as it closes: antd's zoom draws the dialog's body only a frame after the
      // dialog is in the page (docs/site/speed.md "Nothing waits for a click")
      transitionName=""
      maskTransitionName=""
      title={title}
      width={width}
      okText={t('crud.confirm')}
      cancelText={t('crud.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      {body}
    </Modal>
  );
}
