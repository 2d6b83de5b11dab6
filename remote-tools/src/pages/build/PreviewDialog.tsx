import { Modal } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import type { FormSchema } from './model/schema';
import { RunningForm } from './RunningForm';

/** 预览: the designed form running in a dialog. */
export default function PreviewDialog({ schema, onClose }: { schema: FormSchema; onClose: () => void }) {
  const { t } = useToolsTranslation();
  return (
    <Modal open title={t('build.preview')} width={860} footer={null} onCancel={onClose} destroyOnHidden>
      <RunningForm schema={schema} />
    </Modal>
  );
}
