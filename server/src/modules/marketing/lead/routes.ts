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
import { deleteLeads, findLead, leadsForExport, listLeads, recordFollowUp } from './repository';
import { LeadFilterSchema, LeadFollowUpSchema, LeadListQuerySchema, LeadSchema, type Lead } from './schema';
import { followUpValues } from './service';

const TAGS = ['marketing/lead'];
const LOG_TITLE = '试用申请';

/**
 * 试用申请: the trial and solution requests visitors sent (`POST /portal/trial`). Staff read,
 * follow up, delete and export them; there is no adding from the console.
 */
const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/marketing/lead/list',
    {
      schema: {
        tags: TAGS,
        summary: '试用申请列表 · List trial requests',
        description:
          'Paged; name, phone and company contain, status, source, creation day range. Newest first; orderByColumn ' +
          'accepts leadId, name, company, status, source, createTime, updateTime.',
        querystring: LeadListQuerySchema,
        response: { 200: TableDataInfo(LeadSchema) },
      },
      config: { permission: 'marketing:lead:list' },
    },
    async function listLeadsHandler(request) {
      const { total, rows } = await listLeads(app.db, request.query);
      return table(request, total, rows);
    },
  );

  app.get(
    '/marketing/lead/:leadId',
    {
      schema: {
        tags: TAGS,
        summary: '试用申请详情 · One trial request',
        params: Type.Object({ leadId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AjaxResult({ data: LeadSchema }) },
      },
      config: { permission: 'marketing:lead:query' },
    },
    async function getLeadHandler(request) {
      const lead = await findLead(app.db, request.params.leadId);
      if (!lead) throw new ServiceError('marketing.lead.missing');
      return success(request, { data: lead });
    },
  );

  app.put(
    '/marketing/lead',
    {
      schema: {
        tags: TAGS,
        summary: '跟进试用申请 · Follow up a trial request',
        description:
          'Changes status ("0" new → "1" contacted → "2" closed; never back to new) and the follow-up note; ' +
          'any other field of the body is ignored.',
        body: LeadFollowUpSchema,
        response: { 200: MessageResult },
      },
      config: {
        permission: 'marketing:lead:edit',
        operLog: { title: LOG_TITLE, businessType: BusinessType.update },
      },
    },
    async function followUpLeadHandler(request) {
      const lead = await findLead(app.db, request.body.leadId);
      if (!lead) throw new ServiceError('marketing.lead.missing');
      const values = followUpValues(request.lang, lead, request.body);
      await recordFollowUp(app.db, lead.leadId, {
        ...values,
        updateBy: requireLoginUser(request).userName,
        updateTime: formatDateTime(),
      });
      return success(request);
    },
  );

  app.delete(
    '/marketing/lead/:leadIds',
    {
      schema: {
        tags: TAGS,
        summary: '删除试用申请 · Delete trial requests',
        description: 'One id or several joined by commas.',
        params: IdListParam('leadIds'),
        response: { 200: MessageResult },
      },
      config: {
        permission: 'marketing:lead:remove',
        operLog: { title: LOG_TITLE, businessType: BusinessType.delete },
      },
    },
    async function deleteLeadsHandler(request) {
      const removed = await deleteLeads(app.db, parseIdList(request.params.leadIds));
      if (removed === 0) throw new ServiceError('marketing.lead.missing');
      return success(request);
    },
  );

  app.post(
    '/marketing/lead/export',
    {
      schema: {
        tags: TAGS,
        summary: '导出试用申请 · Export trial requests',
        description:
          'Form body with the list filters (paging ignored); .xlsx with headers in the request language.',
        body: Type.Composite([LeadFilterSchema, Type.Object(PageQuery)]),
        response: XlsxResponse,
      },
      config: {
        permission: 'marketing:lead:export',
        operLog: { title: LOG_TITLE, businessType: BusinessType.export },
      },
    },
    async function exportLeadsHandler(request, reply) {
      const { lang } = request;
      const [status, source] = await Promise.all([
        dictLabeller(app, 'mkt_lead_status', lang),
        dictLabeller(app, 'mkt_lead_source', lang),
      ]);
      const yes = label(lang, 'yes');
      const no = label(lang, 'no');
      const columns: SheetColumn<Lead>[] = [
        { header: label(lang, 'leadId'), width: 10, value: (row) => row.leadId },
        { header: label(lang, 'name'), width: 14, value: (row) => row.name },
        { header: label(lang, 'phone'), width: 16, value: (row) => row.phone },
        { header: label(lang, 'company'), width: 28, value: (row) => row.company },
        { header: label(lang, 'email'), width: 26, value: (row) => row.email },
        { header: label(lang, 'position'), width: 16, value: (row) => row.position },
        { header: label(lang, 'subscribe'), width: 10, value: (row) => (row.subscribe ? yes : no) },
        { header: label(lang, 'remark'), width: 48, value: (row) => row.remark },
        { header: label(lang, 'source'), width: 12, value: (row) => source(row.source) },
        { header: label(lang, 'leadStatus'), width: 10, value: (row) => status(row.status) },
        { header: label(lang, 'followUp'), width: 48, value: (row) => row.followUp },
        { header: label(lang, 'ip'), width: 16, value: (row) => row.ip },
        { header: label(lang, 'createTime'), width: 20, value: (row) => row.createTime },
        { header: label(lang, 'updateBy'), width: 12, value: (row) => row.updateBy },
        { header: label(lang, 'updateTime'), width: 20, value: (row) => row.updateTime },
      ];
      const rows = batchesById(leadsForExport(app.db, request.body), (row) => row.leadId);
      return sendXlsx(request, reply, 'lead', (output) =>
        writeXlsx(output, label(lang, 'leadSheet'), columns, rows),
      );
    },
  );
};

export default leadRoutes;
