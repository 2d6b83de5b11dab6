/** RuoYi's BusinessType (sys_oper_type dictionary values). */
export const BusinessType = {
  other: 0,
  insert: 1,
  update: 2,
  delete: 3,
  grant: 4,
  export: 5,
  import: 6,
  forceLogout: 7,
  generateCode: 8,
  clean: 9,
} as const;

export type BusinessTypeValue = (typeof BusinessType)[keyof typeof BusinessType];
