import { lazy } from 'react';
import type { Status } from '@dis/shared';
import { CrudView, resourceApi, useCrudPage, type FieldSpec } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';

/** A post (岗位) as the console lists and edits it. */
export interface Post {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: Status;
  remark: string | null;
  createTime: string | null;
}

/** The filters of `GET /system/post/list` besides paging. */
export interface PostFilters {
  postCode?: string;
  postName?: string;
  status?: Status;
}

/** What `POST` / `PUT /system/post` take. */
export type PostBody = Pick<Post, 'postCode' | 'postName' | 'postSort' | 'status'> & {
  postId?: number;
  remark?: string | null;
};

export const posts = resourceApi<Post, PostFilters, PostBody>('system/post');

/** 岗位编码 / 岗位名称 / 状态 searched; 岗位编号 … 创建时间 listed. */
export const POST_FIELDS: readonly FieldSpec<Post>[] = [
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
  const page = useCrudPage<Post, PostFilters>({ api: posts, fields: POST_FIELDS, t, editor: true });
  return (
    <CrudView {...page.view()}>
      {page.editor ? (
        <PostDialog
          postId={page.editor.id as number | undefined}
          statuses={page.dicts.sys_normal_disable ?? []}
          onClose={page.closeEditor}
        />
      ) : null}
    </CrudView>
  );
}
