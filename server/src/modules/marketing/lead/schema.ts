/** The wire of the trial-request desk, defined in `@dis/contract`. */
export {
  LeadFilterSchema,
  LeadFollowUpSchema,
  LeadListQuerySchema,
  LeadSchema,
  LeadSource,
  LeadStatus,
  type Lead,
  type LeadFilter,
  type LeadFollowUp,
} from '@dis/contract';
