import { useTranslation } from '@dis/shared';
import { Button, Modal } from '@dis/ui';
import { SHORTCUT_IDS } from './matchShortcut';
import { keysOf } from './shortcutKeys';
import { SHORTCUTS_NS } from './words';
import './shortcuts.css';

/** `?`: 快捷键 / Keyboard shortcuts, every shortcut with its keys as this platform names them. */
export default function ShortcutsHelp({ onClose, mac }: { onClose: () => void; mac?: boolean }) {
  const { t } = useTranslation(SHORTCUTS_NS);
  return (
    <Modal
      open
      title={t('title')}
      onCancel={onClose}
      width={440}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <p className="console-shortcuts__intro">{t('intro')}</p>
      <table className="console-shortcuts">
        <thead>
          <tr>
            <th scope="col">{t('action')}</th>
            <th scope="col">{t('keys')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_IDS.map((id) => (
            <tr key={id}>
              <td>{t(id)}</td>
              <td>
                <kbd>{keysOf(id, mac)}</kbd>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="console-shortcuts__hint">{t('offHint')}</p>
    </Modal>
  );
}
