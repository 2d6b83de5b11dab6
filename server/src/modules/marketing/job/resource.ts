import { JobCreateSchema, JobListQuerySchema, JobSchema, JobUpdateSchema } from '@dis/contract';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { defineResource } from '../../../common/resource';
import { clearPortalAnswers } from '../../portal/service';
import { label } from '../service';
import { jobList } from './repository';
import { jobContent } from './service';

/** 招聘管理: the job postings of the public site, for staff (docs/api-contract.md "The website section"). */
export function jobResource(app: FastifyInstance) {
  return defineResource({
    // the public site shows the change at once (docs/site/speed.md)
    afterChange: () => clearPortalAnswers(app),
    key: 'marketing/job',
    logTitle: '招聘管理',
    names: { one: 'Job', many: 'Jobs' },
    missing: 'marketing.job.missing',
    schemas: { row: JobSchema, query: JobListQuerySchema, create: JobCreateSchema, update: JobUpdateSchema },
    list: jobList,
    docs: {
      list: {
        summary: '职位列表 · List job postings',
        description:
          'Paged; title and city contain, lang, status, creation day range. Newest first; orderByColumn accepts ' +
          'jobId, title, city, department, headcount, lang, status, publishTime, createTime.',
      },
      get: { summary: '职位详情 · One job posting' },
      add: {
        summary: '新增职位 · Add a job posting',
        description:
          'title is required; every field is plain text (no HTML); headcount 1–999; status defaults to open ("0"), ' +
          'which sets publishTime = now unless given.',
      },
      edit: { summary: '修改职位 · Edit a job posting' },
      remove: { summary: '删除职位 · Delete job postings' },
      export: { summary: '导出职位 · Export job postings' },
    },
    write: { values: (body, { lang, now, existing }) => jobContent(lang, body, now, existing) },
    export: {
      fileName: 'job',
      sheetName: (lang) => label(lang, 'jobSheet'),
      async columns(lang) {
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
    },
  });
}
