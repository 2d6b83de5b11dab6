/**
 * The one definition of every table — columns, keys and indexes — for the query layer (on PGlite
 * and PostgreSQL alike) and for the migrations: a change here is followed by
 * `npm run db:generate -w @dis/server`, which writes its migration into `./migrations`. Tests check
 * that no change lacks its migration and that the migrated database is exactly what this file
 * describes (docs/architecture.md "Database schema and migrations").
 */
import type {
  ContentLang,
  JobStatus,
  LeadSource,
  LeadStatus,
  NewsCategory,
  NewsStatus,
  Status,
} from '@dis/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const time = (name: string) => timestamp(name, { mode: 'string', precision: 0 });
const flag = (name: string) => char(name, { length: 1 });

const audit = {
  createBy: varchar('create_by', { length: 64 }).default(''),
  createTime: time('create_time'),
  updateBy: varchar('update_by', { length: 64 }).default(''),
  updateTime: time('update_time'),
};

export const sysDept = pgTable(
  'sys_dept',
  {
    deptId: id('dept_id'),
    parentId: ref('parent_id').notNull().default(0),
    ancestors: varchar('ancestors', { length: 50 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 30 }).notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
    leader: varchar('leader', { length: 20 }),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 50 }),
    status: flag('status').notNull().default('0'),
    delFlag: flag('del_flag').notNull().default('0'),
    ...audit,
  },
  (t) => [index('idx_sys_dept_parent').on(t.parentId)],
);

export const sysUser = pgTable(
  'sys_user',
  {
    userId: id('user_id'),
    deptId: ref('dept_id'),
    userName: varchar('user_name', { length: 30 }).notNull(),
    nickName: varchar('nick_name', { length: 30 }).notNull(),
    userType: varchar('user_type', { length: 2 }).notNull().default('00'),
    email: varchar('email', { length: 50 }).default(''),
    phonenumber: varchar('phonenumber', { length: 11 }).default(''),
    sex: flag('sex').default('0'),
    avatar: varchar('avatar', { length: 100 }).default(''),
    password: varchar('password', { length: 100 }).default(''),
    status: flag('status').notNull().default('0'),
    delFlag: flag('del_flag').notNull().default('0'),
    loginIp: varchar('login_ip', { length: 128 }).default(''),
    loginDate: time('login_date'),
    pwdUpdateDate: time('pwd_update_date'),
    ...audit,
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    index('idx_sys_user_dept').on(t.deptId),
    uniqueIndex('uq_sys_user_name_live')
      .on(t.userName)
      .where(sql`del_flag = '0'`),
  ],
);

export const sysPost = pgTable('sys_post', {
  postId: id('post_id'),
  postCode: varchar('post_code', { length: 64 }).notNull(),
  postName: varchar('post_name', { length: 50 }).notNull(),
  postSort: integer('post_sort').notNull(),
  status: flag('status').$type<Status>().notNull(),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const sysRole = pgTable('sys_role', {
  roleId: id('role_id'),
  roleName: varchar('role_name', { length: 30 }).notNull(),
  roleKey: varchar('role_key', { length: 100 }).notNull(),
  roleSort: integer('role_sort').notNull(),
  dataScope: flag('data_scope').default('1'),
  menuCheckStrictly: boolean('menu_check_strictly').default(true),
  deptCheckStrictly: boolean('dept_check_strictly').default(true),
  status: flag('status').notNull(),
  delFlag: flag('del_flag').notNull().default('0'),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const sysMenu = pgTable(
  'sys_menu',
  {
    menuId: id('menu_id'),
    menuName: varchar('menu_name', { length: 50 }).notNull(),
    menuNameEn: varchar('menu_name_en', { length: 100 }).notNull().default(''),
    parentId: ref('parent_id').notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
    path: varchar('path', { length: 200 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    query: varchar('query', { length: 255 }),
    routeName: varchar('route_name', { length: 50 }).notNull().default(''),
    isFrame: flag('is_frame').notNull().default('1'),
    isCache: flag('is_cache').notNull().default('0'),
    menuType: flag('menu_type').notNull().default(''),
    visible: flag('visible').notNull().default('0'),
    status: flag('status').notNull().default('0'),
    perms: varchar('perms', { length: 100 }),
    icon: varchar('icon', { length: 100 }).default('#'),
    ...audit,
    remark: varchar('remark', { length: 500 }).default(''),
  },
  (t) => [index('idx_sys_menu_parent').on(t.parentId, t.orderNum)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  { userId: ref('user_id').notNull(), roleId: ref('role_id').notNull() },
  (t) => [primaryKey({ name: 'sys_user_role_pkey', columns: [t.userId, t.roleId] })],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  { roleId: ref('role_id').notNull(), menuId: ref('menu_id').notNull() },
  (t) => [primaryKey({ name: 'sys_role_menu_pkey', columns: [t.roleId, t.menuId] })],
);

export const sysRoleDept = pgTable(
  'sys_role_dept',
  { roleId: ref('role_id').notNull(), deptId: ref('dept_id').notNull() },
  (t) => [primaryKey({ name: 'sys_role_dept_pkey', columns: [t.roleId, t.deptId] })],
);

export const sysUserPost = pgTable(
  'sys_user_post',
  { userId: ref('user_id').notNull(), postId: ref('post_id').notNull() },
  (t) => [primaryKey({ name: 'sys_user_post_pkey', columns: [t.userId, t.postId] })],
);

export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: id('oper_id'),
    title: varchar('title', { length: 50 }).default(''),
    businessType: integer('business_type').default(0),
    method: varchar('method', { length: 200 }).default(''),
    requestMethod: varchar('request_method', { length: 10 }).default(''),
    operatorType: integer('operator_type').default(0),
    operName: varchar('oper_name', { length: 50 }).default(''),
    deptName: varchar('dept_name', { length: 50 }).default(''),
    operUrl: varchar('oper_url', { length: 255 }).default(''),
    operIp: varchar('oper_ip', { length: 128 }).default(''),
    operLocation: varchar('oper_location', { length: 255 }).default(''),
    operParam: varchar('oper_param', { length: 2000 }).default(''),
    jsonResult: varchar('json_result', { length: 2000 }).default(''),
    status: integer('status').default(0),
    errorMsg: varchar('error_msg', { length: 2000 }).default(''),
    operTime: time('oper_time'),
    costTime: bigint('cost_time', { mode: 'number' }).default(0),
    /** the chain (docs/security.md "The logs are evidence"): the previous row's hash and this row's */
    prevHash: varchar('prev_hash', { length: 64 }),
    rowHash: varchar('row_hash', { length: 64 }),
  },
  (t) => [
    index('idx_sys_oper_log_bt').on(t.businessType),
    index('idx_sys_oper_log_s').on(t.status),
    index('idx_sys_oper_log_ot').on(t.operTime),
  ],
);

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: id('dict_id'),
    dictName: varchar('dict_name', { length: 100 }).default(''),
    dictNameEn: varchar('dict_name_en', { length: 100 }).notNull().default(''),
    dictType: varchar('dict_type', { length: 100 }).default(''),
    status: flag('status').default('0'),
    ...audit,
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [unique('sys_dict_type_dict_type_key').on(t.dictType)],
);

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: id('dict_code'),
    dictSort: integer('dict_sort').default(0),
    dictLabel: varchar('dict_label', { length: 100 }).default(''),
    dictLabelEn: varchar('dict_label_en', { length: 100 }).notNull().default(''),
    dictValue: varchar('dict_value', { length: 100 }).default(''),
    dictType: varchar('dict_type', { length: 100 }).default(''),
    cssClass: varchar('css_class', { length: 100 }),
    listClass: varchar('list_class', { length: 100 }),
    isDefault: flag('is_default').default('N'),
    status: flag('status').default('0'),
    ...audit,
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('idx_sys_dict_data_type').on(t.dictType, t.dictSort)],
);

export const sysConfig = pgTable(
  'sys_config',
  {
    configId: id('config_id'),
    configName: varchar('config_name', { length: 100 }).default(''),
    configNameEn: varchar('config_name_en', { length: 100 }).notNull().default(''),
    configKey: varchar('config_key', { length: 100 }).default(''),
    configValue: varchar('config_value', { length: 500 }).default(''),
    configType: flag('config_type').default('N'),
    ...audit,
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [unique('sys_config_config_key_key').on(t.configKey)],
);

export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: id('info_id'),
    userName: varchar('user_name', { length: 50 }).default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).default(''),
    loginLocation: varchar('login_location', { length: 255 }).default(''),
    browser: varchar('browser', { length: 50 }).default(''),
    os: varchar('os', { length: 50 }).default(''),
    status: flag('status').default('0'),
    msg: varchar('msg', { length: 255 }).default(''),
    loginTime: time('login_time'),
    /** the chain (docs/security.md "The logs are evidence"): the previous row's hash and this row's */
    prevHash: varchar('prev_hash', { length: 64 }),
    rowHash: varchar('row_hash', { length: 64 }),
  },
  (t) => [index('idx_sys_logininfor_s').on(t.status), index('idx_sys_logininfor_lt').on(t.loginTime)],
);

export const sysJob = pgTable('sys_job', {
  jobId: id('job_id'),
  jobName: varchar('job_name', { length: 64 }).notNull().default(''),
  jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
  invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
  cronExpression: varchar('cron_expression', { length: 255 }).default(''),
  misfirePolicy: varchar('misfire_policy', { length: 20 }).default('3'),
  concurrent: flag('concurrent').default('1'),
  status: flag('status').default('0'),
  ...audit,
  remark: varchar('remark', { length: 500 }).default(''),
});

export const sysJobLog = pgTable('sys_job_log', {
  jobLogId: id('job_log_id'),
  jobName: varchar('job_name', { length: 64 }).notNull(),
  jobGroup: varchar('job_group', { length: 64 }).notNull(),
  invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
  jobMessage: varchar('job_message', { length: 500 }),
  status: flag('status').default('0'),
  exceptionInfo: varchar('exception_info', { length: 2000 }).default(''),
  startTime: time('start_time'),
  endTime: time('end_time'),
  createTime: time('create_time'),
});

export const sysNotice = pgTable('sys_notice', {
  noticeId: id('notice_id'),
  noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
  noticeType: flag('notice_type').notNull(),
  noticeContent: text('notice_content'),
  status: flag('status').default('0'),
  ...audit,
  remark: varchar('remark', { length: 255 }),
});

export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    readId: id('read_id'),
    noticeId: ref('notice_id').notNull(),
    userId: ref('user_id').notNull(),
    readTime: time('read_time').notNull(),
  },
  (t) => [unique('sys_notice_read_user_id_notice_id_key').on(t.userId, t.noticeId)],
);

/**
 * The recipients of a personal notice (docs/system/notice.md "Personal notices"): a notice with
 * rows here is shown in the bells of those users only; one without any is everybody's.
 */
export const sysNoticeUser = pgTable(
  'sys_notice_user',
  { noticeId: ref('notice_id').notNull(), userId: ref('user_id').notNull() },
  (t) => [
    primaryKey({ name: 'sys_notice_user_pkey', columns: [t.noticeId, t.userId] }),
    index('idx_sys_notice_user_user').on(t.userId),
  ],
);

export const genTable = pgTable('gen_table', {
  tableId: id('table_id'),
  tableName: varchar('table_name', { length: 200 }).default(''),
  tableComment: varchar('table_comment', { length: 500 }).default(''),
  subTableName: varchar('sub_table_name', { length: 64 }),
  subTableFkName: varchar('sub_table_fk_name', { length: 64 }),
  className: varchar('class_name', { length: 100 }).default(''),
  tplCategory: varchar('tpl_category', { length: 200 }).default('crud'),
  tplWebType: varchar('tpl_web_type', { length: 30 }).default(''),
  packageName: varchar('package_name', { length: 100 }),
  moduleName: varchar('module_name', { length: 30 }),
  businessName: varchar('business_name', { length: 30 }),
  functionName: varchar('function_name', { length: 50 }),
  functionAuthor: varchar('function_author', { length: 50 }),
  genType: flag('gen_type').default('0'),
  genPath: varchar('gen_path', { length: 200 }).default('/'),
  options: varchar('options', { length: 1000 }),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const genTableColumn = pgTable(
  'gen_table_column',
  {
    columnId: id('column_id'),
    tableId: ref('table_id'),
    columnName: varchar('column_name', { length: 200 }),
    columnComment: varchar('column_comment', { length: 500 }),
    columnType: varchar('column_type', { length: 100 }),
    javaType: varchar('java_type', { length: 500 }),
    javaField: varchar('java_field', { length: 200 }),
    isPk: flag('is_pk'),
    isIncrement: flag('is_increment'),
    isRequired: flag('is_required'),
    isInsert: flag('is_insert'),
    isEdit: flag('is_edit'),
    isList: flag('is_list'),
    isQuery: flag('is_query'),
    queryType: varchar('query_type', { length: 200 }).default('EQ'),
    htmlType: varchar('html_type', { length: 200 }),
    dictType: varchar('dict_type', { length: 200 }).default(''),
    sort: integer('sort'),
    /** what the catalog gives a row that leaves the column out: a default, an identity or a generation (docs/tool/gen.md) */
    columnDefault: varchar('column_default', { length: 1000 }),
    /** '1': the column takes NULL; '0': NOT NULL; null: imported before these two were kept */
    isNullable: flag('is_nullable'),
    ...audit,
  },
  (t) => [index('idx_gen_table_column_table').on(t.tableId)],
);

export const mktNews = pgTable(
  'mkt_news',
  {
    newsId: id('news_id'),
    title: varchar('title', { length: 200 }).notNull(),
    category: varchar('category', { length: 10 }).$type<NewsCategory>().notNull(),
    lang: varchar('lang', { length: 10 }).$type<ContentLang>().notNull().default('zh-cn'),
    summary: varchar('summary', { length: 500 }),
    coverUrl: varchar('cover_url', { length: 500 }),
    content: text('content'),
    status: flag('status').$type<NewsStatus>().notNull().default('1'),
    publishTime: time('publish_time'),
    ...audit,
  },
  (t) => [index('idx_mkt_news_listing').on(t.status, t.lang, t.category, t.publishTime)],
);

export const mktJob = pgTable(
  'mkt_job',
  {
    jobId: id('job_id'),
    title: varchar('title', { length: 100 }).notNull(),
    city: varchar('city', { length: 50 }),
    department: varchar('department', { length: 100 }),
    headcount: integer('headcount'),
    description: text('description'),
    requirements: text('requirements'),
    lang: varchar('lang', { length: 10 }).$type<ContentLang>().notNull().default('zh-cn'),
    status: flag('status').$type<JobStatus>().notNull().default('0'),
    publishTime: time('publish_time'),
    ...audit,
  },
  (t) => [index('idx_mkt_job_listing').on(t.status, t.lang, t.publishTime)],
);

export const mktLead = pgTable(
  'mkt_lead',
  {
    leadId: id('lead_id'),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    company: varchar('company', { length: 100 }),
    email: varchar('email', { length: 100 }),
    position: varchar('position', { length: 100 }),
    subscribe: boolean('subscribe').notNull().default(false),
    remark: varchar('remark', { length: 1000 }),
    source: varchar('source', { length: 20 }).$type<LeadSource>().notNull().default('trial'),
    status: flag('status').$type<LeadStatus>().notNull().default('0'),
    followUp: varchar('follow_up', { length: 1000 }),
    ip: varchar('ip', { length: 128 }),
    createTime: time('create_time'),
    updateBy: varchar('update_by', { length: 64 }).default(''),
    updateTime: time('update_time'),
    // the sales desk's side of the lead (docs/sales/leads.md): a lead IS the trial row extended
    /** the staff member who follows it up (sys_user), null until assigned */
    ownerId: ref('owner_id'),
    /** the owner's department when assigned: the data scope of the desk's lists */
    deptId: ref('dept_id'),
    /** dictionary `sales_lead_stage`: 0 新线索 … 4 成交, 5 流失 */
    stage: flag('stage').notNull().default('0'),
    /** product of interest, dictionary `sales_product` */
    product: varchar('product', { length: 30 }),
    /** the day of the next step the owner plans */
    nextStepDate: date('next_step_date', { mode: 'string' }),
    /** one working day after the request: the promise the site makes */
    contactDue: time('contact_due'),
    /** the first call, meeting or e-mail logged */
    firstContactTime: time('first_contact_time'),
    /** when the owner and the desk's leader were told it is overdue */
    overdueNoticeTime: time('overdue_notice_time'),
    /** how many requests the buyer sent (one buyer, one lead) and the latest */
    requestCount: integer('request_count').notNull().default(1),
    lastRequestTime: time('last_request_time'),
  },
  (t) => [
    index('idx_mkt_lead_status').on(t.status, t.createTime),
    index('idx_mkt_lead_owner').on(t.ownerId, t.stage),
    index('idx_mkt_lead_phone').on(t.phone),
  ],
);

/** A lead's history (docs/sales/leads.md): a follow-up staff logged, or what happened to it. */
export const salesFollowUp = pgTable(
  'sales_follow_up',
  {
    followUpId: id('follow_up_id'),
    leadId: ref('lead_id').notNull(),
    /** call, meeting, email, note (staff); request, assign, stage, merge (what happened) */
    kind: varchar('kind', { length: 10 }).notNull(),
    content: varchar('content', { length: 1000 }),
    userId: ref('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createTime: time('create_time').notNull(),
  },
  (t) => [index('idx_sales_follow_up_lead').on(t.leadId, t.createTime)],
);

/**
 * The working-day calendar (docs/sales/calendar.md): a day that differs from Monday–Friday —
 * `1` a holiday (休) on a weekday, `0` a make-up working day (班) on a weekend.
 */
export const salesCalendar = pgTable(
  'sales_calendar',
  {
    calendarId: id('calendar_id'),
    day: date('day', { mode: 'string' }).notNull(),
    kind: flag('kind').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    ...audit,
  },
  (t) => [unique('sales_calendar_day_key').on(t.day)],
);

/**
 * A staff member's background export (下载中心, docs/system/export.md): queued, running, done,
 * failed or cancelled; the file lives under DATA_DIR and is deleted when the row expires.
 */
export const sysExportTask = pgTable(
  'sys_export_task',
  {
    taskId: id('task_id'),
    userId: ref('user_id').notNull(),
    userName: varchar('user_name', { length: 30 }).notNull(),
    /** the resource key of the list exported (`system/user`) */
    resource: varchar('resource', { length: 100 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** 0 queued, 1 running, 2 done, 3 failed, 4 cancelled */
    status: flag('status').notNull().default('0'),
    /** the list filter as sent, JSON */
    filters: text('filters'),
    lang: varchar('lang', { length: 10 }).notNull().default('zh-cn'),
    totalRows: integer('total_rows'),
    doneRows: integer('done_rows').notNull().default(0),
    fileSize: bigint('file_size', { mode: 'number' }),
    filePath: varchar('file_path', { length: 500 }),
    errorMsg: varchar('error_msg', { length: 2000 }),
    createTime: time('create_time'),
    finishTime: time('finish_time'),
    expireTime: time('expire_time'),
  },
  (t) => [index('idx_sys_export_task_user').on(t.userId, t.createTime)],
);

/**
 * A staff member's authenticator (two-factor sign-in, docs/security.md): the secret encrypted with
 * the key from the environment, the recovery codes as hashes; `enabled` once confirmed.
 */
export const sysUserTotp = pgTable('sys_user_totp', {
  userId: ref('user_id').primaryKey(),
  secret: varchar('secret', { length: 500 }).notNull(),
  enabled: flag('enabled').notNull().default('0'),
  /** JSON array of hashes of the unused recovery codes */
  recoveryCodes: text('recovery_codes'),
  createTime: time('create_time'),
  enabledTime: time('enabled_time'),
});

/**
 * A staff member's column choices on one list page (shown, order, widths), JSON, so they follow
 * the staff member to another browser.
 */
export const sysColumnPref = pgTable(
  'sys_column_pref',
  {
    userId: ref('user_id').notNull(),
    pageKey: varchar('page_key', { length: 200 }).notNull(),
    prefs: text('prefs').notNull(),
    updateTime: time('update_time'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageKey] })],
);

/**
 * The head of each log's chain (docs/security.md "The logs are evidence"): `oper` (sys_oper_log)
 * and `login` (sys_logininfor). Rows below `anchor_id` are outside the chain (cleaned, or written
 * before it began); the row at the anchor links to `anchor_hash`; `head_id` / `head_hash` are the
 * newest row's. Appends lock this row, so two replicas never chain onto the same row; `seal` is the
 * keyed hash over the rest.
 */
export const sysLogChain = pgTable('sys_log_chain', {
  chain: varchar('chain', { length: 20 }).primaryKey(),
  anchorId: bigint('anchor_id', { mode: 'number' }).notNull().default(0),
  anchorHash: varchar('anchor_hash', { length: 64 }).notNull().default(''),
  headId: bigint('head_id', { mode: 'number' }).notNull().default(0),
  headHash: varchar('head_hash', { length: 64 }).notNull().default(''),
  seal: varchar('seal', { length: 64 }),
  updateTime: time('update_time'),
});

/** A chained row deleted by id once past the retention period: its hashes, sealed, so the chain links across. */
export const sysLogChainGap = pgTable(
  'sys_log_chain_gap',
  {
    chain: varchar('chain', { length: 20 }).notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    rowHash: varchar('row_hash', { length: 64 }).notNull(),
    seal: varchar('seal', { length: 64 }).notNull(),
    removedBy: varchar('removed_by', { length: 64 }).default(''),
    removedTime: time('removed_time'),
  },
  (t) => [primaryKey({ columns: [t.chain, t.rowId] })],
);

// Generated tables (docs/tool/gen-output.md) go above this line.
