import { declareNamespace, i18n, loadersOf, loadNamespace, useTranslation } from '@dis/shared';
import { Button, feedback, Space } from '@dis/ui';
import en from '../../locales/en/newBuild.json';
import zhCn from '../../locales/zh-cn/newBuild.json';
import { hasUnsavedDialog } from './dirtyDialogs';

/**
 * The prompt's words, both languages in its own chunk: none of them is part of the console's first
 * view (the console's budget, docs/architecture.md "A new build while the console is open").
 */
export const NEW_BUILD_NS = declareNamespace('newBuild', loadersOf({ 'zh-cn': zhCn, en }));

/** The key of the one new-build notification. */
export const NEW_BUILD_KEY = 'dis-new-build';

/** What 立即刷新 does; a test stands in for it. */
export const page = {
  reload: () => window.location.reload(),
};

/** A word of the console, following a language switch while the notification is open. */
function Word({ k }: { k: keyof typeof zhCn }) {
  const { t } = useTranslation(NEW_BUILD_NS);
  return <>{t(k)}</>;
}

const say = (key: keyof typeof zhCn) => i18n.t(key, { ns: NEW_BUILD_NS });

/**
 * 立即刷新: reloads, but a dialog with unsaved input is not lost in silence — the user confirms
 * first (docs/architecture.md "A new build while the console is open"). The prompt stays when they
 * go back to the dialog.
 */
async function reloadNow(): Promise<void> {
  if (hasUnsavedDialog()) {
    const confirmed = await feedback.confirm({
      title: say('unsavedTitle'),
      content: say('unsavedText'),
      okText: say('reload'),
      cancelText: say('back'),
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
  }
  page.reload();
}

/**
 * The quiet notice of a new build: bottom right, no auto close, 立即刷新 and 稍后. `onLater` is
 * called when it is put away (稍后 or its close button); nothing reloads unless the user says so.
 */
export async function showNewBuildPrompt(onLater: () => void): Promise<void> {
  await loadNamespace(NEW_BUILD_NS).catch(() => undefined);
  feedback.notification.open({
    key: NEW_BUILD_KEY,
    className: 'dis-new-build',
    placement: 'bottomRight',
    duration: false,
    role: 'status',
    title: <Word k="title" />,
    description: <Word k="text" />,
    actions: (
      <Space>
        <Button
          size="small"
          onClick={() => {
            // closing by key does not call `onClose`
            onLater();
            feedback.notification.destroy(NEW_BUILD_KEY);
          }}
        >
          <Word k="later" />
        </Button>
        <Button size="small" type="primary" onClick={() => void reloadNow()}>
          <Word k="reloadNow" />
        </Button>
      </Space>
    ),
    onClose: onLater,
  });
}
