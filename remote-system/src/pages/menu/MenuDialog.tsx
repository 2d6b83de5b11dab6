import { useEffect, useMemo, useState } from 'react';
import { MENU_FIELD_MAX } from '@dis/contract/rules';
import type { SysMenu } from '@dis/contract';
import {
  dictOptions,
  Dropdown,
  IconPicker,
  Input,
  MenuIcon,
  RadioGroup,
  TreeSelectInput,
  treeSelectNodesOf,
  type DictOption,
} from '@dis/ui';
import { EditDialog, Form, InputNumber } from '@dis/ui/form';
import { useSystemTranslation } from '../../i18n';
import { formOfMenu, menuBody, menuTitle, NEW_MENU, type MenuFormValues } from './menuRows';
import { menus } from './api';
import './menuDialog.css';

export interface MenuDialogProps {
  /** the menu to edit; a new one when absent */
  menuId?: number;
  /** the parent of a new menu (a row's 新增); the top level when absent */
  parentId?: number;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  /** `sys_show_hide` */
  visibilities: readonly DictOption[];
  /** `true` when something was saved */
  onClose: (saved: boolean) => void;
}

/** 菜单图标: the chosen icon in a read-only box; a click opens the icon picker below it. */
function IconField({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (name: string) => void;
  id?: string;
}) {
  const { t } = useSystemTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      popupRender={() => (
        <div className="menu-icon-popup">
          <IconPicker
            value={value}
            onChange={(name) => {
              onChange?.(name);
              setOpen(false);
            }}
          />
        </div>
      )}
    >
      <Input
        id={id}
        readOnly
        value={value}
        placeholder={t('menu.iconPlaceholder')}
        prefix={value ? <MenuIcon name={value} /> : null}
      />
    </Dropdown>
  );
}

/** The fields a menu type shows (RuoYi: 目录 M, 菜单 C, 按钮 F). */
function TypedFields({ visibilities }: { visibilities: readonly DictOption[] }) {
  const { t } = useSystemTranslation();
  const type = Form.useWatch('menuType', Form.useFormInstance()) ?? 'M';
  const routed = type !== 'F';
  const page = type === 'C';
  const yesNo = [
    { value: '0', label: t('menu.yes') },
    { value: '1', label: t('menu.no') },
  ];
  return (
    <>
      {routed ? (
        <>
          <Form.Item name="isFrame" label={t('menu.isFrame')} tooltip={t('menu.isFrameHelp')}>
            <RadioGroup options={yesNo} />
          </Form.Item>
          <Form.Item
            name="path"
            label={t('menu.path')}
            tooltip={t('menu.pathHelp')}
            rules={[
              { required: true, whitespace: true, message: t('menu.pathRequired') },
              { max: MENU_FIELD_MAX.path },
            ]}
          >
            <Input placeholder={t('menu.pathPlaceholder')} maxLength={MENU_FIELD_MAX.path} />
          </Form.Item>
        </>
      ) : null}
      {page ? (
        <>
          <Form.Item
            name="routeName"
            label={t('menu.routeName')}
            tooltip={t('menu.routeNameHelp')}
            rules={[{ max: MENU_FIELD_MAX.routeName }]}
          >
            <Input placeholder={t('menu.routeNamePlaceholder')} maxLength={MENU_FIELD_MAX.routeName} />
          </Form.Item>
          <Form.Item
            name="component"
            label={t('menu.component')}
            tooltip={t('menu.componentHelp')}
            rules={[{ max: MENU_FIELD_MAX.component }]}
          >
            <Input placeholder={t('menu.componentPlaceholder')} maxLength={MENU_FIELD_MAX.component} />
          </Form.Item>
          <Form.Item
            name="query"
            label={t('menu.query')}
            tooltip={t('menu.queryHelp')}
            rules={[{ max: MENU_FIELD_MAX.query }]}
          >
            <Input placeholder={t('menu.queryPlaceholder')} maxLength={MENU_FIELD_MAX.query} />
          </Form.Item>
        </>
      ) : null}
      {type !== 'M' ? (
        <Form.Item
          name="perms"
          label={t('menu.permsLabel')}
          tooltip={t('menu.permsHelp')}
          rules={[{ max: MENU_FIELD_MAX.perms }]}
        >
          <Input placeholder={t('menu.permsPlaceholder')} maxLength={MENU_FIELD_MAX.perms} />
        </Form.Item>
      ) : null}
      {page ? (
        <Form.Item name="isCache" label={t('menu.isCache')} tooltip={t('menu.isCacheHelp')}>
          <RadioGroup
            options={[
              { value: '0', label: t('menu.cache') },
              { value: '1', label: t('menu.noCache') },
            ]}
          />
        </Form.Item>
      ) : null}
      {routed ? (
        <Form.Item name="visible" label={t('menu.visible')} tooltip={t('menu.visibleHelp')}>
          <RadioGroup options={dictOptions(visibilities)} />
        </Form.Item>
      ) : null}
    </>
  );
}

/** 添加菜单 / 修改菜单, as RuoYi's menu dialog. */
export default function MenuDialog({ menuId, parentId, statuses, visibilities, onClose }: MenuDialogProps) {
  const { t, lang } = useSystemTranslation();
  const [all, setAll] = useState<SysMenu[]>([]);
  useEffect(() => {
    let live = true;
    menus
      .list({})
      .then((table) => live && setAll(table.rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const parents = useMemo(
    () =>
      treeSelectNodesOf(
        all
          .filter((menu) => menu.menuType !== 'F')
          .map((menu) => ({ id: menu.menuId, parentId: menu.parentId, title: menuTitle(menu, lang) })),
        { id: 'id', parentId: 'parentId', label: 'title', root: { id: 0, label: t('menu.root') } },
      ),
    [all, lang, t],
  );
  const initialValues = useMemo(() => ({ ...NEW_MENU, parentId: parentId ?? 0 }), [parentId]);
  return (
    <EditDialog<MenuFormValues>
      recordId={menuId}
      title={menuId === undefined ? t('menu.addTitle') : t('menu.editTitle')}
      width={680}
      initialValues={initialValues}
      load={async (id) => formOfMenu(await menus.get(id))}
      save={(values) => menus.save(menuBody(values, menuId))}
      onClose={onClose}
      className="menu-dialog"
    >
      <Form.Item name="parentId" label={t('menu.parentId')}>
        <TreeSelectInput nodes={parents} allowClear={false} placeholder={t('menu.parentPlaceholder')} />
      </Form.Item>
      <Form.Item name="menuType" label={t('menu.menuType')} tooltip={t('menu.menuTypeHelp')}>
        <RadioGroup
          options={[
            { value: 'M', label: t('menu.typeM') },
            { value: 'C', label: t('menu.typeC') },
            { value: 'F', label: t('menu.typeF') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before, after) => before.menuType !== after.menuType}>
        {({ getFieldValue }) =>
          getFieldValue('menuType') !== 'F' ? (
            <Form.Item name="icon" label={t('menu.menuIcon')}>
              <IconField />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item
        name="menuName"
        label={t('menu.menuName')}
        rules={[
          { required: true, whitespace: true, message: t('menu.menuNameRequired') },
          { max: MENU_FIELD_MAX.menuName },
        ]}
      >
        <Input placeholder={t('menu.menuNamePlaceholder')} maxLength={MENU_FIELD_MAX.menuName} />
      </Form.Item>
      <Form.Item
        name="menuNameEn"
        label={t('menu.menuNameEn')}
        tooltip={t('menu.menuNameEnHelp')}
        rules={[{ max: MENU_FIELD_MAX.menuNameEn }]}
      >
        <Input placeholder={t('menu.menuNameEnPlaceholder')} maxLength={MENU_FIELD_MAX.menuNameEn} />
      </Form.Item>
      <Form.Item
        name="orderNum"
        label={t('menu.showOrder')}
        rules={[{ required: true, message: t('menu.orderNumRequired') }]}
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <TypedFields visibilities={visibilities} />
      <Form.Item name="status" label={t('menu.menuStatus')} tooltip={t('menu.statusHelp')}>
        <RadioGroup options={dictOptions(statuses)} />
      </Form.Item>
    </EditDialog>
  );
}
