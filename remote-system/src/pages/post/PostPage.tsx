import { lazy } from 'react';
import type { PostFilter, SysPost } from '@dis/contract';
import { CrudView, useCrudPage, type FieldSpec, EditorSlot } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { posts } from './api';

/** 岗位编码 / 岗位名称 / 状态 searched; 岗位编号 … 创建时间 listed. */
export const POST_FIELDS: readonly FieldSpec<SysPost>[] = [
  { name: 'postId', label: 'post.postId', column: { align: 'center', width: 90 } },
  { name: 'postCode', label: 'post.postCode', search: 'input', column: { align: 'center' } },
  { name: 'postName', label: 'post.postName', search: 'input', column: { align: 'center' } },
  { name: 'postSort', label: 'post.postSort', column: { align: 'center' } },
  { name: 'status', label: 'post.status', dict: 'sys_normal_disable', search: 'select', column: 'tag' },
  { name: 'createTime', label: 'post.createTime', column: 'time' },
];

/** The dialog loads (with antd's Form) only when it is first opened. */
const PostDialog = lazy(() => import('./PostDialog'));

/** 岗位管理: search, list, add, edit, delete and export the posts users hold. */
export default function PostPage() {
  const { t } = useSystemTranslation();
  const page = useCrudPage<SysPost, PostFilter>({ api: posts, fields: POST_FIELDS, t, editor: true });
  return (
    <CrudView {...page.view()}>
      <EditorSlot editor={page.editor}>
        {(id) => (
          <PostDialog
            postId={id as number | undefined}
            statuses={page.dicts.sys_normal_disable ?? []}
            onClose={page.closeEditor}
          />
        )}
      </EditorSlot>
    </CrudView>
  );
}
