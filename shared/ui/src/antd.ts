/**
 * The antd components the console uses, and only those: `@dis/ui` is a federation singleton and a
 * shared module is never tree-shaken, so every name here is shipped to the console whether a page
 * uses it or not. Add a component when a page needs it; the console budget test watches the cost.
 * Heavy components that few pages need are not listed here but loaded lazily by the kit component
 * that wraps them (the date picker: `DateRangeInput`).
 */
export {
  Alert,
  App,
  Avatar,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Collapse,
  ConfigProvider,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  Layout,
  Menu,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tag,
  Tooltip,
  Tree,
  Typography,
  theme,
} from 'antd';
export type {
  FormInstance,
  MenuProps,
  TableColumnsType,
  TableProps,
  TablePaginationConfig,
  DropdownProps,
  BreadcrumbProps,
  TreeDataNode,
} from 'antd';
