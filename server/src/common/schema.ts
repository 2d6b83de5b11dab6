/**
 * The schema helpers of the wire, defined once in `@dis/contract` (docs/api-contract.md) and
 * re-exported here for the server's modules.
 */
export {
  AjaxResult,
  auditFields,
  DateTime,
  MessageResult,
  Nullable,
  NullableInteger,
  StatusFilter,
  StatusFlag,
  StringEnum,
  TableDataInfo,
  TreeSelectSchema,
  WireDateTime,
  type TreeSelect,
} from '@dis/contract';
