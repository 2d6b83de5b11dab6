import { defineMessages, defineLabels, type KeysOf, type Catalogue } from '../../../i18n/catalogue';

/** The refusals of posts (`/system/post`), in RuoYi's words. */
export const POST_MESSAGES = defineMessages({
  'system.post.missing': { 'zh-cn': '岗位不存在', en: 'The post does not exist' },
  'system.post.addCodeExists': {
    'zh-cn': "新增岗位'{name}'失败，岗位编码已存在",
    en: "Could not add post '{name}': the post code already exists",
  },
  'system.post.addNameExists': {
    'zh-cn': "新增岗位'{name}'失败，岗位名称已存在",
    en: "Could not add post '{name}': the post name already exists",
  },
  'system.post.editCodeExists': {
    'zh-cn': "修改岗位'{name}'失败，岗位编码已存在",
    en: "Could not change post '{name}': the post code already exists",
  },
  'system.post.editNameExists': {
    'zh-cn': "修改岗位'{name}'失败，岗位名称已存在",
    en: "Could not change post '{name}': the post name already exists",
  },
  'system.post.assigned': {
    'zh-cn': '{name}已分配,不能删除',
    en: '{name} is assigned to users and cannot be deleted',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof POST_MESSAGES> {}
}

/** The names of the post fields (refusals, export headers). */
const POST_LABELS = {
  postId: { 'zh-cn': '岗位序号', en: 'Post ID' },
  postCode: { 'zh-cn': '岗位编码', en: 'Post code' },
  postName: { 'zh-cn': '岗位名称', en: 'Post name' },
  postSort: { 'zh-cn': '岗位排序', en: 'Order' },
  status: { 'zh-cn': '状态', en: 'Status' },
  sheet: { 'zh-cn': '岗位数据', en: 'Posts' },
} as const satisfies Catalogue;

export const postLabel = defineLabels(POST_LABELS);
