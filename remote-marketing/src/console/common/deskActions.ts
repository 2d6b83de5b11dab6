import { download, http } from '@dis/shared/request';
import { feedback } from '@dis/ui';
import type { TFunction } from '@dis/shared';

/**
 * 删除 after 是否确认删除…？: deletes the rows by comma-joined ids and says so. Resolves true when
 * deleted; false when the user cancelled or the server refused (its message is already shown).
 */
export async function confirmAndRemove(
  t: TFunction,
  url: string,
  ids: ReadonlyArray<number>,
  question: string,
): Promise<boolean> {
  const confirmed = await feedback.confirm({
    title: t('common.prompt'),
    content: question,
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
  if (!confirmed) return false;
  try {
    await http.delete(`${url}/${ids.join(',')}`);
  } catch {
    return false;
  }
  feedback.message.success(t('common.removed'));
  return true;
}

/** 导出: the list's filters POSTed to `<url>/export`, saved as `<prefix>_<timestamp>.xlsx`. */
export function exportList(url: string, filters: object, prefix: string): Promise<boolean> {
  return download(`${url}/export`, filters, `${prefix}_${Date.now()}.xlsx`);
}

/** A status change after a confirm dialog: resolves true when confirmed and saved. */
export async function confirmAndSave(
  t: TFunction,
  question: string,
  save: () => Promise<unknown>,
  done: string,
): Promise<boolean> {
  const confirmed = await feedback.confirm({
    title: t('common.prompt'),
    content: question,
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
  if (!confirmed) return false;
  try {
    await save();
  } catch {
    return false;
  }
  feedback.message.success(done);
  return true;
}
