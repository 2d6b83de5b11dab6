import { download, http } from '@dis/shared/request';
import { feedback } from '../feedback/feedback';
import { uiText } from '../i18n';

export interface ConfirmActionOptions {
  /** the question of the 系统提示 dialog */
  question: string;
  /** what to do once confirmed; a rejection means the request client has already said why */
  action: () => Promise<unknown>;
  /** the success message, or the one made from the action's answer (e.g. the server's `msg`) */
  done: string | ((answer: unknown) => string);
}

/**
 * The one confirm path of list pages: a 系统提示 dialog with the question, then the action, then
 * the success message. Resolves true when done; false when the user cancelled or the action
 * failed (its error was already shown by the request client).
 */
export async function confirmAction({ question, action, done }: ConfirmActionOptions): Promise<boolean> {
  const confirmed = await feedback.confirm({
    title: uiText('crud.prompt'),
    content: question,
    okText: uiText('crud.confirm'),
    cancelText: uiText('crud.cancel'),
  });
  if (!confirmed) return false;
  let answer: unknown;
  try {
    answer = await action();
  } catch {
    return false;
  }
  feedback.message.success(typeof done === 'function' ? done(answer) : done);
  return true;
}

/** 删除 after 是否确认删除…？: `DELETE <url>/<ids joined by commas>`, then 删除成功. */
export function confirmRemove(
  url: string,
  ids: ReadonlyArray<string | number>,
  question: string,
): Promise<boolean> {
  return confirmAction({
    question,
    action: () => http.delete(`${url}/${ids.join(',')}`),
    done: uiText('crud.removed'),
  });
}

/** 导出: the list's filters POSTed to `<url>/export`, saved as `<prefix>_<timestamp>.xlsx`. */
export function exportList(url: string, filters: object, prefix: string): Promise<boolean> {
  return download(`${url}/export`, filters, `${prefix}_${Date.now()}.xlsx`);
}
