import type { ConsoleFilters, Lead, LeadFilter, LeadFollowUp } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** `PUT /marketing/lead` takes the follow-up only. */
export const leads = resourceApi<Lead, ConsoleFilters<LeadFilter>, LeadFollowUp>('marketing/lead');
