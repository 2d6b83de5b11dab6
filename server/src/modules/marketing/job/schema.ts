/** The wire of the job desk and the public job listing, defined in `@dis/contract`. */
export {
  JobCreateSchema,
  JobFilterSchema,
  JobListQuerySchema,
  JobSchema,
  JobStatus,
  JobUpdateSchema,
  PortalJobQuerySchema,
  PortalJobSchema,
  jobPublicFields,
  type Job,
  type JobCreate,
  type JobFilter,
  type JobUpdate,
  type PortalJob,
} from '@dis/contract';
