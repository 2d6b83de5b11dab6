import { defineLabels } from '../../i18n/catalogue';

/** The words of the sales section on the server (docs/architecture.md "Server layout"). */
export const SALES_LABELS = defineLabels({
  section: { 'zh-cn': '销售管理', en: 'Sales' },
});
