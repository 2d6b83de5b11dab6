import type { ModalFuncProps } from 'antd';
import type { ArgsProps as NotificationArgs } from 'antd/es/notification';

/**
 * Messages, notifications and confirm dialogs, loaded on first use: a list page does not pay
 * ~19 KiB gzip for antd's message/notification/modal until something has to be said. They render
 * with the console's theme, size and locale through `ConfigProvider.config({ holderRender })`
 * (set by `UiProvider`).
 */

type Modules = {
  message: typeof import('antd/es/message').default;
  notification: typeof import('antd/es/notification').default;
  Modal: typeof import('antd/es/modal').default;
};

let modules: Promise<Modules> | undefined;

function load(): Promise<Modules> {
  modules ??= Promise.all([
    import('antd/es/message'),
    import('antd/es/notification'),
    import('antd/es/modal'),
  ]).then(([message, notification, modal]) => ({
    message: message.default,
    notification: notification.default,
    Modal: modal.default,
  }));
  modules.catch(() => {
    modules = undefined;
  });
  return modules;
}

type Say = (content: string) => void;

export interface Feedback {
  message: { success: Say; error: Say; warning: Say; info: Say };
  notification: {
    error: (args: NotificationArgs) => void;
    /** a notification without a type (no icon), e.g. the console's new-build prompt */
    open: (args: NotificationArgs) => void;
    /** closes the notification of `key` (its `onClose` is not called) */
    destroy: (key: string) => void;
  };
  /** A confirm dialog; resolves true when confirmed (after `onOk` settles), false when cancelled. */
  confirm: (props: Omit<ModalFuncProps, 'onCancel'>) => Promise<boolean>;
}

const say =
  (level: 'success' | 'error' | 'warning' | 'info'): Say =>
  (content) => {
    void load().then((m) => m.message[level](content));
  };

export const feedback: Feedback = {
  message: { success: say('success'), error: say('error'), warning: say('warning'), info: say('info') },
  notification: {
    error: (args) => {
      void load().then((m) => m.notification.error(args));
    },
    open: (args) => {
      void load().then((m) => m.notification.open(args));
    },
    destroy: (key) => {
      void load().then((m) => m.notification.destroy(key));
    },
  },
  confirm: (props) =>
    load().then(
      ({ Modal }) =>
        new Promise<boolean>((resolve) => {
          Modal.confirm({
            ...props,
            onOk: async (...args) => {
              await props.onOk?.(...args);
              resolve(true);
            },
            onCancel: () => resolve(false),
          });
        }),
    ),
};

/** The same as `feedback`, for components (mirrors antd's `App.useApp()`). */
export function useFeedback(): Feedback {
  return feedback;
}
