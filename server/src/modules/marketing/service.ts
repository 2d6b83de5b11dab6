import { defineLabels } from '../../i18n/catalogue';

/**
 * The names of the content desk's fields in both languages: used in refusals ("标题不能为空")
 * and as the column headers of the exports.
 */
const LABELS = {
  newsId: { 'zh-cn': '新闻编号', en: 'News ID' },
  newsTitle: { 'zh-cn': '新闻标题', en: 'Title' },
  category: { 'zh-cn': '新闻分类', en: 'Category' },
  lang: { 'zh-cn': '内容语言', en: 'Language' },
  summary: { 'zh-cn': '摘要', en: 'Summary' },
  coverUrl: { 'zh-cn': '封面图片', en: 'Cover image' },
  newsStatus: { 'zh-cn': '发布状态', en: 'Status' },
  publishTime: { 'zh-cn': '发布时间', en: 'Published' },
  createBy: { 'zh-cn': '创建者', en: 'Created by' },
  createTime: { 'zh-cn': '创建时间', en: 'Created' },
  updateBy: { 'zh-cn': '更新者', en: 'Updated by' },
  updateTime: { 'zh-cn': '更新时间', en: 'Updated' },
  jobId: { 'zh-cn': '职位编号', en: 'Job ID' },
  jobTitle: { 'zh-cn': '职位名称', en: 'Job title' },
  city: { 'zh-cn': '工作城市', en: 'City' },
  department: { 'zh-cn': '所属部门', en: 'Department' },
  headcount: { 'zh-cn': '招聘人数', en: 'Openings' },
  description: { 'zh-cn': '岗位职责', en: 'Responsibilities' },
  requirements: { 'zh-cn': '任职要求', en: 'Requirements' },
  jobStatus: { 'zh-cn': '招聘状态', en: 'Status' },
  leadId: { 'zh-cn': '申请编号', en: 'Request ID' },
  name: { 'zh-cn': '姓名', en: 'Name' },
  phone: { 'zh-cn': '手机号', en: 'Phone' },
  company: { 'zh-cn': '公司名称', en: 'Company' },
  email: { 'zh-cn': '邮箱', en: 'Email' },
  position: { 'zh-cn': '职位', en: 'Position' },
  subscribe: { 'zh-cn': '订阅资讯', en: 'Newsletter' },
  remark: { 'zh-cn': '需求与痛点', en: 'Needs and pain points' },
  source: { 'zh-cn': '申请来源', en: 'Source' },
  leadStatus: { 'zh-cn': '跟进状态', en: 'Status' },
  followUp: { 'zh-cn': '跟进记录', en: 'Follow-up note' },
  ip: { 'zh-cn': '来源IP', en: 'IP address' },
  yes: { 'zh-cn': '是', en: 'Yes' },
  no: { 'zh-cn': '否', en: 'No' },
  newsSheet: { 'zh-cn': '新闻数据', en: 'News' },
  jobSheet: { 'zh-cn': '职位数据', en: 'Jobs' },
  leadSheet: { 'zh-cn': '试用申请数据', en: 'Trial requests' },
} as const;

export type LabelKey = keyof typeof LABELS;

export const label = defineLabels(LABELS);
