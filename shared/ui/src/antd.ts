/**
 * The antd components the console uses, and only those: `@dis/ui` is a federation singleton and a
 * shared module is never tree-shaken, so every name here is shipped to the console whether a page
 * uses it or not. Add a component when a page needs it; the console budget test watches the cost.
 * Components that few pages need are not listed here but load with the page that renders them:
 * see `lazy/components.tsx`, `feedback/feedback.ts` (message, notification, confirm) and
 * `DateRangeInput` (the date picker).
 */
export {
  Avatar,
  Breadcrumb,
  Button,
  Checkbox,
  ConfigProvider,
  Dropdown,
  Empty,
  Input,
  Layout,
  Menu,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Tree,
  theme,
} from 'antd';
export type {
  MenuProps,
  TableColumnsType,
  TableColumnType,
  TableProps,
  TablePaginationConfig,
  DropdownProps,
  BreadcrumbProps,
  TreeDataNode,
} from 'antd';
