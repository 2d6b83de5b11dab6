/**
 * The longest value of each field the server takes (its schemas use these numbers; the browser's
 * inputs set the same `maxLength`). No imports: the browser takes them without any schema library.
 */

/** `POST /portal/trial`: both request forms. */
export const TRIAL_FIELD_MAX = {
  name: 50,
  phone: 20,
  company: 100,
  email: 100,
  position: 100,
  remark: 1000,
  companyName: 100,
  companyEmail: 100,
  role: 100,
  pain: 1000,
} as const;

/** News items (`/marketing/news`). */
export const NEWS_FIELD_MAX = { title: 200, summary: 500, coverUrl: 500, content: 200_000 } as const;

/** Job postings (`/marketing/job`). */
export const JOB_FIELD_MAX = {
  title: 100,
  city: 50,
  department: 100,
  description: 5000,
  requirements: 5000,
} as const;

/** The follow-up note of a trial request (`/marketing/lead`). */
export const LEAD_FIELD_MAX = { followUp: 1000 } as const;

/** The personal centre (`/system/user/profile`). */
export const PROFILE_FIELD_MAX = { nickName: 30, email: 50, phonenumber: 11 } as const;

/** Posts (`/system/post`), as the `sys_post` columns hold them. */
export const POST_FIELD_MAX = { postCode: 64, postName: 50, remark: 500 } as const;

/** Notices (`/system/notice`): the title as `sys_notice` holds it, the sanitised HTML body. */
export const NOTICE_FIELD_MAX = { noticeTitle: 50, noticeContent: 200_000, remark: 255 } as const;
