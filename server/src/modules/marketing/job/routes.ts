import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatDateTime } from '../../../common/datetime';
import { success } from '../../../common/envelope';
import { resourceRoutes } from '../../../common/resource-routes';
import { MessageResult } from '../../../common/schema';
import type { SheetColumn } from '../../../common/xlsx';
import { requireLoginUser } from '../../../plugins/auth';
import { BusinessType } from '../../../common/business-type';
import { dictLabeller } from '../../../common/dict-labels';
import { label } from '../common/labels';
import { deleteJobs, findJob, insertJob, jobsForExport, listJobs, updateJob } from './repository';
import { JobCreateSchema, JobListQuerySchema, JobSchema, JobUpdateSchema, type Job } from './schema';
import { jobContent } from './service';

/** 招聘管理: the job postings of the public site, for staff (CONTRACT.md "The website section"). */
const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const jobs = resourceRoutes(app, {
    path: '/marketing/job',
    permission: 'marketing:job',
    tag: 'marketing/job',
    logTitle: '招聘管理',
    id: 'jobId',
    names: { one: 'Job', many: 'Jobs' },
    missing: 'marketing.job.missing',
    query: JobListQuerySchema,
  });

  jobs.list({
    summary: '职位列表 · List job postings',
    description:
      'Paged; title and city contain, lang, status, creation day range. Newest first; orderByColumn accepts ' +
      'jobId, title, city, department, headcount, lang, status, publishTime, createTime.',
    row: JobSchema,
    page: (query) => listJobs(app.db, query),
  });

  jobs.get({
    summary: '职位详情 · One job posting',
    row: JobSchema,
    find: (jobId) => findJob(app.db, jobId),
  });

  app.post(
    '/marketing/job',
    {
      schema: {
        tags: jobs.tags,
        summary: '新增职位 · Add a job posting',
        description:
          'title is required; every field is plain text (no HTML); headcount 1–999; status defaults to open ("0"), ' +
          'which sets publishTime = now unless given.',
        body: JobCreateSchema,
        response: { 200: MessageResult },
      },
      config: jobs.config('add', BusinessType.insert),
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
        tags: jobs.tags,
        summary: '修改职位 · Edit a job posting',
        body: JobUpdateSchema,
        response: { 200: MessageResult },
      },
      config: jobs.config('edit', BusinessType.update),
    },
    async function editJobHandler(request) {
      const existing = jobs.found(await findJob(app.db, request.body.jobId));
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

  jobs.remove({
    summary: '删除职位 · Delete job postings',
    remove: (jobIds) => deleteJobs(app.db, jobIds),
  });

  jobs.export({
    summary: '导出职位 · Export job postings',
    fileName: 'job',
    sheetName: (lang) => label(lang, 'jobSheet'),
    async columns(lang): Promise<SheetColumn<Job>[]> {
      const [contentLang, status] = await Promise.all([
        dictLabeller(app, 'mkt_content_lang', lang),
        dictLabeller(app, 'mkt_job_status', lang),
      ]);
      return [
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
    },
    batches: (filter) => jobsForExport(app.db, filter),
  });
};

export default jobRoutes;
