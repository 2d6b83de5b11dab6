import type { Language } from '@dis/contract/site';
import type { SalesFollowUpCreate, SalesLeadCreate, SalesLeadUpdate } from '@dis/contract';
import { isEmail, isPhone, normalisePhone } from '@dis/contract/rules';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../common/datetime';
import { ServiceError } from '../../../common/errors';
import { cleanText, refuseMarkup } from '../../../common/text-fields';
import type { Database } from '../../../db/connection';
import { getConfigValue } from '../../system/config/service';
import { insertPersonalNotice } from '../../system/notice/repository';
import { holdersOfRoles } from '../../system/role/repository';
import { loadCalendar } from '../calendar/repository';
import { addWorkingTime, wallMs, wallText, type WorkingCalendar } from '../calendar/service';
import { SALES_LABELS } from '../messages';
import { eq } from 'drizzle-orm';
import { mktLead, sysUser } from '../../../db/schema';
import { dataScopeCondition, type ScopedUser } from '../../../security/data-scope';
import {
  claimOverdue,
  countOverdue,
  countRequest,
  findRecentLead,
  insertFollowUp,
  insertSalesLead,
  lastAssignedOwner,
  leadById,
  mergeInto,
  STAGE,
  updateLead,
  waitingLeads,
  type LeadRow,
} from './repository';

/** A request within this many days of the buyer's last one joins that lead (one buyer, one lead). */
export const DUPLICATE_DAYS = 30;
/** The roles whose holders own leads, and those who lead the desk (seeded: 销售, 销售主管). */
export const OWNER_ROLES = ['sales', 'sales_leader'] as const;
export const SALESPERSON_ROLE = 'sales';
export const LEADER_ROLE = 'sales_leader';
/** What staff log that counts as a contact (a note does not). */
const CONTACTS = new Set(['call', 'meeting', 'email']);

/** The 试用申请 view of a stage: 新申请, 已联系 (contacted to in trial), 已关闭 (won or lost). */
export function statusOfStage(stage: string): '0' | '1' | '2' {
  if (stage === STAGE.new) return '0';
  return stage === STAGE.won || stage === STAGE.lost ? '2' : '1';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who acts: a staff member, or nobody (the visitor, the desk itself). */
export interface Actor {
  userId: number | null;
  userName: string | null;
}
const DESK: Actor = { userId: null, userName: null };

// ---- assignment ----

export interface Owner {
  userId: number;
  userName: string;
  nickName: string;
  email: string | null;
  deptId: number | null;
  ancestors: string | null;
}

/** Who a lead may be given to: the enabled holders of 销售 and 销售主管, once each. */
export async function ownerPool(db: Database): Promise<Owner[]> {
  const seen = new Set<number>();
  const owners: Owner[] = [];
  for (const row of await holdersOfRoles(db, OWNER_ROLES)) {
    if (seen.has(row.userId)) continue;
    seen.add(row.userId);
    owners.push(row);
  }
  return owners;
}

/** `chaos=zhangsan, load=lisi` → product → user name. */
export function productOwners(text: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const pair of text.split(/[,，\n]/)) {
    const [product, userName] = pair.split('=').map((part) => part.trim());
    if (product && userName) owners.set(product, userName);
  }
  return owners;
}

/**
 * The owner of a new lead (docs/sales/leads.md "Assignment"): with `sales.assign.mode` = product,
 * the user `sales.assign.productOwners` names for its product when that user may own leads; else
 * round robin over the 销售 holders (the one after the owner of the newest assigned lead).
 */
export async function chooseOwner(
  app: FastifyInstance,
  product: string | null,
): Promise<{ owner: Owner; how: 'byProduct' | 'roundRobin' } | null> {
  const pool = await ownerPool(app.db);
  const mode = (await getConfigValue(app, 'sales.assign.mode')).trim();
  if (mode === 'product' && product) {
    const userName = productOwners(await getConfigValue(app, 'sales.assign.productOwners')).get(product);
    const owner = pool.find((candidate) => candidate.userName === userName);
    if (owner) return { owner, how: 'byProduct' };
  }
  const turn = (await holdersOfRoles(app.db, [SALESPERSON_ROLE])).map((row) => row.userId);
  if (turn.length === 0) return null;
  const last = await lastAssignedOwner(app.db);
  const next = turn.find((userId) => last !== null && userId > last) ?? turn[0];
  const owner = pool.find((candidate) => candidate.userId === next);
  return owner ? { owner, how: 'roundRobin' } : null;
}

/** The leaders who hear of an owner's overdue leads: 销售主管 of the owner's department or above it. */
export async function leadersOf(db: Database, owner: Owner | undefined): Promise<Owner[]> {
  const leaders = (await holdersOfRoles(db, [LEADER_ROLE])).filter((row) => row.userId !== owner?.userId);
  if (!owner?.deptId) return leaders;
  const line = new Set([owner.deptId, ...(owner.ancestors ?? '').split(',').map(Number)]);
  return leaders.filter((leader) => leader.deptId !== null && line.has(leader.deptId));
}

// ---- a request arrives ----

export interface BuyerRequest {
  name: string;
  phone: string;
  company: string | null;
  email: string | null;
  position: string | null;
  remark: string | null;
  subscribe: boolean;
  source: 'trial' | 'solution' | 'manual';
  product: string | null;
}

/**
 * Refuses a product of interest that is not an enabled value of the dictionary `sales_product`
 * (the public forms and staff alike; docs/sales/leads.md "Assignment"). Blank is no product.
 */
export async function refuseUnknownProduct(
  app: FastifyInstance,
  product: string | null | undefined,
): Promise<void> {
  if (!product) return;
  const known = await app.dicts.get().entries('sales_product', 'zh-cn');
  if (!known.some((entry) => entry.dictValue === product))
    throw new ServiceError('sales.lead.productUnknown');
}

/**
 * A lead staff enter by hand (`POST /sales/lead`): the public forms' rules — name and phone
 * required, a phone and an e-mail that look like one, no markup — and a known product.
 */
export async function staffRequest(
  app: FastifyInstance,
  lang: Language,
  body: SalesLeadCreate,
): Promise<BuyerRequest> {
  const name = cleanText(body.name);
  const rawPhone = cleanText(body.phone);
  if (!name || !rawPhone) throw new ServiceError('portal.trial.required');
  const fields = {
    name,
    phone: rawPhone,
    company: cleanText(body.company),
    email: cleanText(body.email),
    position: cleanText(body.position),
    remark: cleanText(body.remark?.replace(/\r\n?/g, '\n')),
  };
  refuseMarkup(fields, (field) => SALES_LABELS(lang, field as 'name'));
  if (!isPhone(rawPhone)) throw new ServiceError('portal.trial.phone');
  if (fields.email && !isEmail(fields.email)) throw new ServiceError('validation.email');
  const product = cleanText(body.product);
  await refuseUnknownProduct(app, product);
  return {
    ...fields,
    name,
    phone: normalisePhone(rawPhone),
    subscribe: false,
    source: 'manual',
    product,
  };
}

/** The request as one line of the history. */
function requestText(request: BuyerRequest): string {
  return (
    [request.company, request.position, request.remark].filter(Boolean).join(' · ').slice(0, 1000) || '—'
  );
}

/** What became of a request: the lead it made or joined, and that lead's owner (none: nobody yet). */
export interface Received {
  leadId: number;
  joined: boolean;
  owner: string | null;
}

/**
 * A visitor's trial or solution request (`POST /portal/trial`, docs/sales/leads.md), or a lead
 * staff enter by hand (`actor`): within 30 days of the buyer's last request (same phone or
 * e-mail) it joins that lead as a follow-up; otherwise it is a new lead, due one working day
 * later, given an owner — the staff member who entered it when they may own leads, else as a
 * visitor's request.
 */
export async function receiveRequest(
  app: FastifyInstance,
  request: BuyerRequest,
  ip: string,
  actor: Actor = DESK,
): Promise<Received> {
  const now = formatDateTime();
  const since = wallText(wallMs(now) - DUPLICATE_DAYS * DAY_MS);
  const existing = await findRecentLead(app.db, request, since);
  if (existing) {
    await app.db.transaction(async (tx) => {
      await countRequest(tx, existing.leadId, now);
      await insertFollowUp(tx, {
        leadId: existing.leadId,
        kind: 'request',
        content: `${request.name} ${request.phone}${request.email ? ` ${request.email}` : ''}: ${requestText(request)}`,
        userId: actor.userId,
        userName: actor.userName,
        createTime: now,
      });
      // what the first request lacked, the later one may give
      await updateLead(tx, [existing.leadId], {
        company: existing.company ?? request.company,
        email: existing.email ?? request.email,
        position: existing.position ?? request.position,
        product: existing.product ?? request.product,
      });
    });
    if (existing.ownerId) await tellLeadChanged(app, [existing.ownerId], existing.leadId);
    return { leadId: existing.leadId, joined: true, owner: await nickNameOf(app, existing.ownerId) };
  }
  const calendar = await loadCalendar(app.db);
  // staff who may own leads own the ones they enter (so they see them, whatever their data scope)
  const adder =
    actor.userId === null ? undefined : (await ownerPool(app.db)).find((one) => one.userId === actor.userId);
  const chosen = adder ? { owner: adder, how: 'manual' as const } : await chooseOwner(app, request.product);
  const leadId = await app.db.transaction(async (tx) => {
    const id = await insertSalesLead(tx, {
      ...request,
      status: '0',
      stage: STAGE.new,
      ip,
      createTime: now,
      lastRequestTime: now,
      contactDue: addWorkingTime(now, calendar),
      ownerId: chosen?.owner.userId ?? null,
      deptId: chosen?.owner.deptId ?? null,
    });
    if (chosen) {
      await insertFollowUp(tx, {
        leadId: id,
        kind: 'assign',
        content: `${chosen.owner.nickName}（${SALES_LABELS('zh-cn', chosen.how)} / ${SALES_LABELS('en', chosen.how)}）`,
        userId: actor.userId,
        userName: actor.userName,
        createTime: now,
      });
    }
    return id;
  });
  if (chosen) await tellLeadChanged(app, [chosen.owner.userId], leadId);
  return { leadId, joined: false, owner: chosen?.owner.nickName ?? null };
}

/** The nickname of a user who may no longer own leads (the owner of an older lead). */
async function nickNameOf(app: FastifyInstance, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await app.db
    .select({ nickName: sysUser.nickName })
    .from(sysUser)
    .where(eq(sysUser.userId, userId));
  return row?.nickName ?? null;
}

/** The open consoles of these users reload their lead lists (live update `sales-lead`). */
async function tellLeadChanged(app: FastifyInstance, userIds: number[], leadId: number): Promise<void> {
  await app.live.publish({ userIds }, { type: 'sales-lead', data: { leadId } });
}

/** The contact deadline of every lead still waiting, again from the calendar (after it changes). */
export async function recomputeContactDue(db: Database, calendar?: WorkingCalendar): Promise<void> {
  const days = calendar ?? (await loadCalendar(db));
  for (const lead of await waitingLeads(db)) {
    if (!lead.createTime) continue;
    await updateLead(db, [lead.leadId], { contactDue: addWorkingTime(lead.createTime, days) });
  }
}

// ---- what staff do ----

/** The stage, product and next step of a lead (`PUT /sales/lead`); a stage change joins the history. */
export function leadChange(lang: Language, lead: LeadRow, body: SalesLeadUpdate, now: string) {
  const values: Record<string, unknown> = {};
  if (body.product !== undefined) values.product = cleanText(body.product);
  if (body.nextStepDate !== undefined) values.nextStepDate = body.nextStepDate;
  if (body.stage !== undefined && body.stage !== lead.stage) {
    if (body.stage === STAGE.new) throw new ServiceError('sales.lead.backToNew');
    values.stage = body.stage;
    values.status = statusOfStage(body.stage);
    if (!lead.firstContactTime) values.firstContactTime = now;
  }
  refuseMarkup({ product: values.product as string | null }, () => SALES_LABELS(lang, 'product'));
  return values;
}

/** Logs a follow-up (`POST /sales/lead/followUp`): a call, meeting or e-mail is a contact. */
export async function logFollowUp(
  app: FastifyInstance,
  lang: Language,
  lead: LeadRow,
  body: SalesFollowUpCreate,
  actor: Actor,
): Promise<void> {
  const content = cleanText(body.content?.replace(/\r\n?/g, '\n'));
  if (!content) throw new ServiceError('sales.lead.contentRequired');
  refuseMarkup({ content }, () => SALES_LABELS(lang, 'content'));
  const now = formatDateTime();
  const contact = CONTACTS.has(body.kind);
  let stage = body.stage ?? lead.stage;
  if (stage === STAGE.new && lead.stage !== STAGE.new) throw new ServiceError('sales.lead.backToNew');
  if (contact && stage === STAGE.new) stage = STAGE.contacted;
  const values: Record<string, unknown> = { updateBy: actor.userName ?? '', updateTime: now };
  if (contact && !lead.firstContactTime) values.firstContactTime = now;
  if (stage !== lead.stage) {
    values.stage = stage;
    values.status = statusOfStage(stage);
    if (!lead.firstContactTime) values.firstContactTime = now;
  }
  if (body.nextStepDate !== undefined) values.nextStepDate = body.nextStepDate;
  await app.db.transaction(async (tx) => {
    await insertFollowUp(tx, {
      leadId: lead.leadId,
      kind: body.kind,
      content,
      userId: actor.userId,
      userName: actor.userName,
      createTime: now,
    });
    if (stage !== lead.stage) {
      await insertFollowUp(tx, {
        leadId: lead.leadId,
        kind: 'stage',
        content: `${lead.stage} → ${stage}`,
        userId: actor.userId,
        userName: actor.userName,
        createTime: now,
      });
    }
    await updateLead(tx, [lead.leadId], values);
  });
}

/** A stage change made in the editor joins the history too. */
export async function recordStageChange(
  db: Database,
  lead: LeadRow,
  stage: string,
  actor: Actor,
  now: string,
): Promise<void> {
  await insertFollowUp(db, {
    leadId: lead.leadId,
    kind: 'stage',
    content: `${lead.stage} → ${stage}`,
    userId: actor.userId,
    userName: actor.userName,
    createTime: now,
  });
}

/**
 * Gives leads to one owner (`PUT /sales/lead/assign`): the owner must hold 销售 or 销售主管; the
 * leads follow the owner's department (the data scope); an overdue lead not yet contacted is told
 * again to its new owner at the next sweep.
 */
export async function assignLeads(
  app: FastifyInstance,
  leads: readonly LeadRow[],
  ownerId: number,
  actor: Actor,
): Promise<Owner> {
  const owner = (await ownerPool(app.db)).find((candidate) => candidate.userId === ownerId);
  if (!owner) throw new ServiceError('sales.lead.ownerInvalid');
  const now = formatDateTime();
  const moved = leads.filter((lead) => lead.ownerId !== ownerId);
  await app.db.transaction(async (tx) => {
    await updateLead(
      tx,
      moved.map((lead) => lead.leadId),
      {
        ownerId,
        deptId: owner.deptId,
        overdueNoticeTime: null,
        updateBy: actor.userName ?? '',
        updateTime: now,
      },
    );
    for (const lead of moved) {
      await insertFollowUp(tx, {
        leadId: lead.leadId,
        kind: 'assign',
        content: owner.nickName,
        userId: actor.userId,
        userName: actor.userName,
        createTime: now,
      });
    }
  });
  if (moved.length > 0) await tellLeadChanged(app, [ownerId], moved[0].leadId);
  return owner;
}

/** Two leads of one buyer become one (`PUT /sales/lead/merge`); `keep` stays. */
export async function mergeLeads(
  app: FastifyInstance,
  keep: LeadRow,
  merge: LeadRow,
  actor: Actor,
): Promise<void> {
  if (keep.leadId === merge.leadId) throw new ServiceError('sales.lead.mergeSelf');
  const now = formatDateTime();
  await mergeInto(app.db, keep.leadId, merge.leadId, merge);
  await insertFollowUp(app.db, {
    leadId: keep.leadId,
    kind: 'merge',
    content: `#${merge.leadId} ${merge.name} ${merge.phone}${merge.email ? ` ${merge.email}` : ''}`,
    userId: actor.userId,
    userName: actor.userName,
    createTime: now,
  });
}

/** A follow-up made through 试用申请 (RuoYi's API): a request moved on from new was contacted. */
export async function followedUpAsTrial(db: Database, leadId: number, note: string | null, actor: Actor) {
  const lead = await leadById(db, leadId);
  if (!lead) return;
  const now = formatDateTime();
  const values: Record<string, unknown> = {};
  if (lead.status !== '0' && !lead.firstContactTime) values.firstContactTime = now;
  if (lead.status !== '0' && lead.stage === STAGE.new)
    values.stage = lead.status === '2' ? STAGE.lost : STAGE.contacted;
  if (Object.keys(values).length > 0) await updateLead(db, [leadId], values);
  if (note) {
    await insertFollowUp(db, {
      leadId,
      kind: 'note',
      content: note,
      userId: actor.userId,
      userName: actor.userName,
      createTime: now,
    });
  }
}

// ---- the promise kept: who is told ----

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The sweep (job `salesTask.remindOverdue`, every 5 minutes; docs/sales/leads.md "Who is told"):
 * each lead overdue at `now` and not yet told is claimed once, and its owner and the desk's
 * leaders above the owner get a personal notice in their bell at once (live update `notice`) and
 * an e-mail. Answers how many leads were told.
 */
export async function remindOverdue(app: FastifyInstance, now = formatDateTime()): Promise<number> {
  const claimed = await claimOverdue(app.db, now);
  if (claimed.length === 0) return 0;
  const pool = await ownerPool(app.db);
  for (const lead of claimed) {
    const owner = pool.find((candidate) => candidate.userId === lead.ownerId);
    const leaders = await leadersOf(app.db, owner);
    const recipients = [...(owner ? [owner] : []), ...leaders];
    if (recipients.length === 0) continue;
    const who = clip(lead.company ? `${lead.name}（${lead.company}）` : lead.name, 16);
    const ownerName = owner?.nickName ?? '—';
    const title = clip(`线索超时未联系：${who} / Overdue lead`, 50);
    const zh = `线索 #${lead.leadId} ${lead.name}${lead.company ? `（${lead.company}）` : ''}，电话 ${lead.phone}，于 ${lead.createTime} 提交申请，联系期限 ${lead.contactDue}，至今未联系。负责人：${ownerName}。`;
    const en = `Lead #${lead.leadId} ${lead.name}${lead.company ? ` (${lead.company})` : ''}, phone ${lead.phone}, asked on ${lead.createTime}; it was due to be contacted by ${lead.contactDue} and has not been. Owner: ${ownerName}.`;
    const link = `/sales/lead?leadId=${lead.leadId}`;
    await insertPersonalNotice(
      app.db,
      {
        title,
        type: '1',
        content: `<p>${escapeHtml(zh)}</p><p>${escapeHtml(en)}</p><p><a href="${link}">打开线索 / Open the lead</a></p>`,
        createBy: 'system',
      },
      recipients.map((person) => person.userId),
    );
    const userIds = recipients.map((person) => person.userId);
    await app.live.publish({ userIds }, { type: 'notice' });
    await app.live.publish({ userIds }, { type: 'sales-lead', data: { leadId: lead.leadId, overdue: true } });
    await app.mail.send({
      to: recipients.map((person) => person.email ?? '').filter(Boolean),
      subject: `【线索超时】${who} 未在 1 个工作日内联系 / Overdue lead: ${lead.name}`,
      text: `${zh}\n\n${en}\n\n${link}`,
    });
  }
  return claimed.length;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** How many leads are overdue at `now` that the user sees (the 首页 figure). */
export async function overdueLeadsFor(db: Database, user: ScopedUser, now: string): Promise<number> {
  const scope = dataScopeCondition(
    user,
    { deptId: mktLead.deptId, userId: mktLead.ownerId },
    'sales:lead:list',
  );
  return countOverdue(db, now, scope);
}

export { DESK };
