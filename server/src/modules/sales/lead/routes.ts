import {
  SalesAssignSchema,
  SalesFollowUpCreateSchema,
  SalesFollowUpSchema,
  SalesLeadCreateSchema,
  SalesMergeSchema,
  SalesOwnerSchema,
} from '@dis/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../common/business-type';
import { success } from '../../../common/envelope';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { requireLoginUser } from '../../../security/session-store';
import { SALES_LABELS } from '../messages';
import { followUpsOf, leadById } from './repository';
import { salesLeadResource } from './resource';
import {
  assignLeads,
  logFollowUp,
  mergeLeads,
  ownerPool,
  receiveRequest,
  remindOverdue,
  staffRequest,
} from './service';

/** 线索: `/sales/lead` on the resource descriptor, and the desk's own routes (docs/sales/leads.md). */
const salesLeadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = salesLeadResource(app);
  const leads = resource.register(app);
  const actorOf = (request: Parameters<typeof requireLoginUser>[0]) => {
    const user = requireLoginUser(request);
    return { userId: user.userId, userName: user.userName };
  };
  /** the raw rows of ids, each refused when unknown or outside the caller's scope */
  const inScope = async (ids: readonly number[], request: Parameters<typeof resource.findInScope>[2]) => {
    const rows = [];
    for (const id of ids) {
      await resource.findInScope(app, id, request);
      rows.push((await leadById(app.db, id))!);
    }
    return rows;
  };

  // the sweep of the one-working-day promise, run by the job engine (docs/monitor/job.md)
  app.jobTasks['salesTask.remindOverdue'] = {
    params: [],
    async run(_args, { log }) {
      log(`超时线索提醒 ${await remindOverdue(app)} 条`);
    },
  };

  app.post(
    resource.path,
    {
      schema: {
        tags: leads.tags,
        summary: '新增线索 · Add a lead by hand',
        description:
          'name and phone required; company, email, position, remark, product (a sales_product value). The rules of ' +
          "the public forms apply: the same phone or e-mail within 30 days joins the buyer's lead as a request " +
          '(data.joined, no new row); else a new lead, owned by the caller when they hold 销售 or 销售主管, ' +
          'otherwise assigned as a visitor request is.',
        body: SalesLeadCreateSchema,
        response: {
          200: AjaxResult({
            data: Type.Object({ leadId: Type.Integer(), joined: Type.Boolean() }),
          }),
        },
      },
      config: leads.config('add', BusinessType.insert),
    },
    async function addSalesLeadHandler(request) {
      const buyer = await staffRequest(app, request.lang, request.body);
      const received = await receiveRequest(app, buyer, request.ip, actorOf(request));
      const owner = received.owner ?? SALES_LABELS(request.lang, 'unassigned');
      const msg = request.t(received.joined ? 'sales.lead.joined' : 'sales.lead.added', {
        leadId: received.leadId,
        owner,
      });
      return { code: 200, msg, data: { leadId: received.leadId, joined: received.joined } };
    },
  );

  app.get(
    `${resource.path}/owners`,
    {
      schema: {
        tags: leads.tags,
        summary: '线索负责人 · Who may own leads',
        description: 'The enabled holders of the 销售 (sales) and 销售主管 (sales_leader) roles.',
        response: { 200: AjaxResult({ data: Type.Array(SalesOwnerSchema) }) },
      },
      config: leads.config('list'),
    },
    async function listSalesOwnersHandler(request) {
      const data = (await ownerPool(app.db)).map(({ userId, userName, nickName }) => ({
        userId,
        userName,
        nickName,
        deptName: null,
      }));
      return success(request, { data });
    },
  );

  app.get(
    `${resource.path}/:leadId/followUps`,
    {
      schema: {
        tags: leads.tags,
        summary: "跟进记录 · A lead's history",
        description:
          'Newest first: the follow-ups staff logged, repeated requests, assignments, stage changes, merges.',
        params: Type.Object({ leadId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AjaxResult({ data: Type.Array(SalesFollowUpSchema) }) },
      },
      config: leads.config('query'),
    },
    async function listSalesFollowUpsHandler(request) {
      await resource.findInScope(app, request.params.leadId, request);
      return success(request, { data: await followUpsOf(app.db, request.params.leadId) });
    },
  );

  app.post(
    `${resource.path}/followUp`,
    {
      schema: {
        tags: leads.tags,
        summary: '记录跟进 · Log a follow-up',
        description:
          'kind call, meeting, email (a contact: the first one keeps the one-working-day promise and moves a new ' +
          "lead to contacted) or note; content; optionally the new stage and the next step's day.",
        body: SalesFollowUpCreateSchema,
        response: { 200: MessageResult },
      },
      config: { ...leads.config('follow', BusinessType.update) },
    },
    async function logSalesFollowUpHandler(request) {
      const [lead] = await inScope([request.body.leadId], request);
      await logFollowUp(app, request.lang, lead, request.body, actorOf(request));
      return success(request);
    },
  );

  app.put(
    `${resource.path}/assign`,
    {
      schema: {
        tags: leads.tags,
        summary: '分配线索 · Assign leads',
        description:
          "Gives the leads (at most 500) to one owner holding 销售 or 销售主管; each within the caller's scope.",
        body: SalesAssignSchema,
        response: { 200: MessageResult },
      },
      config: leads.config('assign', BusinessType.grant),
    },
    async function assignSalesLeadsHandler(request) {
      const rows = await inScope([...new Set(request.body.leadIds)], request);
      const owner = await assignLeads(app, rows, request.body.ownerId, actorOf(request));
      return {
        code: 200,
        msg: request.t('sales.lead.assigned', { count: rows.length, owner: owner.nickName }),
      };
    },
  );

  app.put(
    `${resource.path}/merge`,
    {
      schema: {
        tags: leads.tags,
        summary: '合并线索 · Merge two leads',
        description: 'The history and requests of mergeId join keepId, which stays; mergeId is removed.',
        body: SalesMergeSchema,
        response: { 200: MessageResult },
      },
      config: leads.config('merge', BusinessType.update),
    },
    async function mergeSalesLeadsHandler(request) {
      const [keep, merge] = await inScope([request.body.keepId, request.body.mergeId], request);
      await mergeLeads(app, keep, merge, actorOf(request));
      return { code: 200, msg: request.t('sales.lead.merged', { merged: merge.leadId, kept: keep.leadId }) };
    },
  );
};

export default salesLeadRoutes;
