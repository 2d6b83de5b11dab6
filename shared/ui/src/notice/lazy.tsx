import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import type { NoticeDetailProps } from './NoticeDetailDrawer';

/**
 * 公告详情 (the navbar bell and the 通知公告 page open the same one), loaded when first shown.
 */
export const NoticeDetail: ComponentType<NoticeDetailProps> = lazyComponent(() =>
  import(/* webpackChunkName: "ui-notice" */ './NoticeDetailDrawer').then((m) => m.default),
);

export type { NoticeDetailProps };
export { noticeApi } from './noticeApi';
