import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatDateTime } from '../../../common/datetime';
import { success, table } from '../../../common/envelope';
import { ServiceError } from '../../../common/errors';
import { PageQuery } from '../../../common/paging';
import { AjaxResult, MessageResult, TableDataInfo } from '../../../common/schema';
import { requireLoginUser } from '../../../plugins/auth';
import { BusinessType } from '../../monitor/operlog/business-type';
import { dictLabeller } from '../common/dict-labels';
import { IdListParam, parseIdList } from '../common/ids';
import { label } from '../common/labels';
import { batchesById, sendXlsx, writeXlsx, XlsxResponse, type SheetColumn } from '../common/xlsx';
import { deleteJobs, findJob, insertJob, jobsForExport, listJobs, updateJob } from './repository';
import {
  JobCreateSchema,
  JobFilterSchema,
  JobListQuerySchema,
  JobSchema,
  JobUpdateSchema,
  type Job,
} from './schema';
import { jobContent } from './service';

const TAGS = ['marketing/job'];
const LOG_TITLE = '招聘管理';

/** 招聘管理: the job postings of the public site, for staff (CONTRACT.md "The website section"). */
const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/marketing/job/list',
    {
      schema: {
        tags: TAGS,
        summary: '职位列表 · List job postings',
        description:
          'Paged; title and city contain, lang, status, creation day range. Newest first; orderByColumn accepts ' +
          'jobId, title, city, department, headcount, lang, status, publishTime, createTime.',
        querystring: JobListQuerySchema,
        response: { 200: TableDataInfo(JobSchema) },
      },
      config: { permission: 'marketing:job:list' },
    },
    async function listJobsHandler(request) {
      const { total, rows } = await listJobs(app.db, request.query);
      return table(request, total, rows);
    },
  );

  app.get(
    '/marketing/job/:jobId',
    {
      schema: {
        tags: TAGS,
        summary: '职位详情 · One job posting',
        params: Type.Object({ jobId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AjaxResult({ data: JobSchema }) },
      },
      config: { permission: 'marketing:job:query' },
    },
    async function getJobHandler(request) {
      const job = await findJob(app.db, request.params.jobId);
      if (!job) throw new ServiceError('marketing.job.missing');
      return success(request, { data: job });
    },
  );

  app.post(
    '/marketing/job',
    {
      schema: {
        tags: TAGS,
        summary: '新增职位 · Add a job posting',
        description:
          'title is required; every field is plain text (no HTML); headcount 1–999; status defaults to open ("0"), ' +
          'which sets publishTime = now unless given.',
        body: JobCreateSchema,
        response: { 200: MessageResult },
      },
      config: {
        permission: 'marketing:job:add',
        operLog: { title: LOG_TITLE, businessType: BusinessType.insert },
      },
    },
    async function addJobHandler(request) {
      const now = formatDateTime();
      const content = jobContent(request.lang, request.body, now);
      await insertJob(app.db, { ...content, createBy: requireLoginUser(request).userName, createTime: now });
      return success(request);
    },
  );

  app.put(
    '/marketing/job',
    {
      schema: {
        tags: TAGS,
        summary: '修改职位 · Edit a job posting',
        body: JobUpdateSchema,
        response: { 200: MessageResult },
      },
      config: {
        permission: 'marketing:job:edit',
        operLog: { title: LOG_TITLE, businessType: BusinessType.update },
      },
    },
    async function editJobHandler(request) {
      const existing = await findJob(app.db, request.body.jobId);
      if (!existing) throw new ServiceError('marketing.job.missing');
      const now = formatDateTime();
      const content = jobContent(request.lang, request.body, now, existing);
      await updateJob(app.db, existing.jobId, {
        ...content,
        updateBy: requireLoginUser(request).userName,
        updateTime: now,
      });
      return success(request);
    },
  );

  app.delete(
    '/marketing/job/:jobIds',
    {
      schema: {
        tags: TAGS,
        summary: '删除职位 · Delete job postings',
        description: 'One id or several joined by commas.',
        params: IdListParam('jobIds'),
        response: { 200: MessageResult },
      },
      config: {
        permission: 'marketing:job:remove',
        operLog: { title: LOG_TITLE, businessType: BusinessType.delete },
      },
    },
    async function deleteJobsHandler(request) {
      const removed = await deleteJobs(app.db, parseIdList(request.params.jobIds));
      if (removed === 0) throw new ServiceError('marketing.job.missing');
      return success(request);
    },
  );

  app.post(
    '/marketing/job/export',
    {
      schema: {
        tags: TAGS,
        summary: '导出职位 · Export job postings',
        description:
          'Form body with the list filters (paging ignored); .xlsx with headers in the request language.',
        body: Type.Composite([JobFilterSchema, Type.Object(PageQuery)]),
        response: XlsxResponse,
      },
      config: {
        permission: 'marketing:job:export',
        operLog: { title: LOG_TITLE, businessType: BusinessType.export },
      },
    },
    async function exportJobsHandler(request, reply) {
      const { lang } = request;
      const [contentLang, status] = await Promise.all([
        dictLabeller(app, 'mkt_content_lang', lang),
        dictLabeller(app, 'mkt_job_status', lang),
      ]);
      const columns: SheetColumn<Job>[] = [
        { header: label(lang, 'jobId'), width: 10, value: (row) => row.jobId },
        { header: label(lang, 'jobTitle'), width: 36, value: (row) => row.title },
        { header: label(lang, 'city'), width: 12, value: (row) => row.city },
        { header: label(lang, 'department'), width: 18, value: (row) => row.department },
        { header: label(lang, 'headcount'), width: 10, value: (row) => row.headcount },
        { header: label(lang, 'description'), width: 60, value: (row) => row.description },
        { header: label(lang, 'requirements'), width: 60, value: (row) => row.requirements },
        { header: label(lang, 'lang'), width: 10, value: (row) => contentLang(row.lang) },
        { header: label(lang, 'jobStatus'), width: 10, value: (row) => status(row.status) },
        { header: label(lang, 'publishTime'), width: 20, value: (row) => row.publishTime },
        { header: label(lang, 'createTime'), width: 20, value: (row) => row.createTime },
      ];
      const rows = batchesById(jobsForExport(app.db, request.body), (row) => row.jobId);
      return sendXlsx(request, reply, 'job', (output) =>
        writeXlsx(output, label(lang, 'jobSheet'), columns, rows),
      );
    },
  );
};

export default jobRoutes;
