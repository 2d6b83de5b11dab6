import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useTranslation } from '@dis/shared';
import { onRequestEvent } from '@dis/shared/request';
import { useAppDispatch } from '@dis/shared/store';
import { useFeedback } from '@dis/ui';
import { loginReturningTo } from '../../auth/redirectTarget';
import { endSession } from '../../auth/session';
import { createRequestEventHandler, type RequestEventUi } from './requestEventHandler';

/** Shows what the request client reports (toasts, notifications, the re-login dialog). */
export function RequestEventsSubscriber() {
  const { message, notification, confirm } = useFeedback();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ui = useRef<RequestEventUi | null>(null);

  useEffect(() => {
    ui.current = {
      error: (text) => void message.error(text),
      warning: (text) => void message.warning(text),
      notify: (text) => notification.error({ title: text }),
      confirmRelogin: () =>
        confirm({
          title: t('console.sessionTitle'),
          content: t('console.sessionText'),
          okText: t('console.relogin'),
          cancelText: t('console.cancel'),
        }),
      relogin: () => {
        void dispatch(endSession()).then(() => {
          navigate(loginReturningTo(`${pathname}${search}`), { replace: true });
        });
      },
    };
  });

  useEffect(() => onRequestEvent(createRequestEventHandler(() => ui.current as RequestEventUi)), []);
  return null;
}
