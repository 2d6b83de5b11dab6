import type { PostCreate, PostFilter, PostUpdate, SysPost } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What `POST` (no id) / `PUT /system/post` (with the id) take. */
export type PostBody = PostCreate | PostUpdate;

export const posts = resourceApi<SysPost, PostFilter, PostBody>('system/post');
