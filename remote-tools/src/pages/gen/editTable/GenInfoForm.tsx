import { useMemo } from 'react';
import { GEN_TEMPLATES, type GenTable, type SysMenu } from '@dis/contract';
import { REMOTES } from '@dis/contract/remotes';
import { GEN_FIELD_MAX } from '@dis/contract/rules';
import { Checkbox, Input, RadioGroup, Select, TreeSelectInput, treeSelectNodesOf } from '@dis/ui';
import { Form, type FormInstance } from '@dis/ui/form';
import { useToolsTranslation } from '../../../i18n';

/**
 * The console sections a generated page can go into: the sections of the one list of remotes
 * (`@dis/contract/remotes`), so a new section (docs/architecture.md "Adding a section") is offered.
 */
export const GEN_SECTIONS: readonly string[] = REMOTES.map((remote) => remote.section);

/** The business name rule the server applies: a lowercase letter, then letters and digits. */
export const BUSINESS_NAME = /^[a-z][A-Za-z0-9]*$/;

/** The form values of 生成信息. */
export interface GenInfoValues {
  tplCategory: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  functionNameEn: string;
  genView: boolean;
  parentMenuId: number | null;
  genType: '0' | '1';
  treeCode: string | null;
  treeParentCode: string | null;
  treeName: string | null;
  subTableName: string | null;
  subTableFkName: string | null;
}

export interface GenInfoFormProps {
  form: FormInstance<GenInfoValues>;
  initialValues: GenInfoValues;
  /** this table (its columns feed the tree fields) */
  info: GenTable;
  /** every generated table: the sub-table choices */
  tables: readonly GenTable[];
  menus: readonly SysMenu[];
}

const columnOptions = (table: GenTable | undefined) =>
  (table?.columns ?? []).map((column) => ({
    value: column.columnName ?? '',
    label: column.columnComment ? `${column.columnName}：${column.columnComment}` : (column.columnName ?? ''),
  }));

/** 生成信息: template, section, names, menu, output; the tree or sub-table fields of their template. */
export default function GenInfoForm({ form, initialValues, info, tables, menus }: GenInfoFormProps) {
  const { t, lang } = useToolsTranslation();
  const template = Form.useWatch('tplCategory', form) ?? initialValues.tplCategory;
  const subTableName = Form.useWatch('subTableName', form) ?? initialValues.subTableName;

  const menuNodes = useMemo(
    () =>
      treeSelectNodesOf(
        menus
          .filter((menu) => menu.menuType === 'M')
          .map((menu) => ({
            id: menu.menuId,
            parentId: menu.parentId,
            title: lang === 'en' && menu.menuNameEn.trim() ? menu.menuNameEn : menu.menuName,
          })),
        { id: 'id', parentId: 'parentId', label: 'title' },
      ),
    [menus, lang],
  );
  const ownColumns = useMemo(() => columnOptions(info), [info]);
  const subTables = useMemo(
    () =>
      tables
        .filter((table) => table.tableId !== info.tableId && table.tableName)
        .map((table) => ({
          value: table.tableName ?? '',
          label: table.tableComment ? `${table.tableName}：${table.tableComment}` : (table.tableName ?? ''),
        })),
    [tables, info.tableId],
  );
  const subColumns = useMemo(
    () => columnOptions(tables.find((table) => table.tableName === subTableName)),
    [tables, subTableName],
  );
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Form<GenInfoValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      className="gen-edit__grid"
      onValuesChange={(changed: Partial<GenInfoValues>) => {
        if ('subTableName' in changed) form.setFieldValue('subTableFkName', null);
      }}
    >
      <Form.Item
        name="tplCategory"
        label={t('gen.tplCategory')}
        rules={[{ required: true, message: t('gen.tplCategoryRequired') }]}
      >
        <Select options={GEN_TEMPLATES.map((tpl) => ({ value: tpl, label: t(`gen.tpl.${tpl}`) }))} />
      </Form.Item>
      <Form.Item
        name="moduleName"
        label={t('gen.moduleName')}
        tooltip={t('gen.moduleNameHelp')}
        rules={[{ required: true, message: t('gen.moduleNameRequired') }]}
      >
        <Select
          options={GEN_SECTIONS.map((section) => ({
            value: section,
            // a section added to the list of remotes shows its name until it has words here
            label: `${t(`gen.section.${section}`, { defaultValue: section })} (${section})`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="businessName"
        label={t('gen.businessName')}
        tooltip={t('gen.businessNameHelp')}
        rules={[
          ...required(t('gen.businessNameRequired')),
          { pattern: BUSINESS_NAME, message: t('gen.businessNamePattern') },
          { max: GEN_FIELD_MAX.businessName },
        ]}
      >
        <Input maxLength={GEN_FIELD_MAX.businessName} />
      </Form.Item>
      <Form.Item
        name="functionName"
        label={t('gen.functionName')}
        tooltip={t('gen.functionNameHelp')}
        rules={[...required(t('gen.functionNameRequired')), { max: GEN_FIELD_MAX.functionName }]}
      >
        <Input maxLength={GEN_FIELD_MAX.functionName} />
      </Form.Item>
      <Form.Item
        name="functionNameEn"
        label={t('gen.functionNameEn')}
        tooltip={t('gen.functionNameEnHelp')}
        rules={[{ max: GEN_FIELD_MAX.functionName }]}
      >
        <Input maxLength={GEN_FIELD_MAX.functionName} />
      </Form.Item>
      <Form.Item name="parentMenuId" label={t('gen.parentMenu')} tooltip={t('gen.parentMenuHelp')}>
        <TreeSelectInput nodes={menuNodes} placeholder={t('gen.parentMenuPlaceholder')} />
      </Form.Item>
      <Form.Item name="genType" label={t('gen.genType')} extra={t('gen.genTypeHelp')}>
        <RadioGroup
          options={[
            { value: '0', label: t('gen.genZip') },
            { value: '1', label: t('gen.genWrite') },
          ]}
        />
      </Form.Item>
      <Form.Item name="genView" label={t('gen.genView')} valuePropName="checked">
        <Checkbox>{t('gen.genViewLabel')}</Checkbox>
      </Form.Item>

      {template === 'tree' ? (
        <>
          <h4 className="gen-edit__section">{t('gen.otherInfo')}</h4>
          <Form.Item
            name="treeCode"
            label={t('gen.treeCode')}
            tooltip={t('gen.treeCodeHelp')}
            rules={[{ required: true, message: t('gen.treeCodeRequired') }]}
          >
            <Select allowClear placeholder={t('gen.choose')} options={ownColumns} />
          </Form.Item>
          <Form.Item
            name="treeParentCode"
            label={t('gen.treeParentCode')}
            tooltip={t('gen.treeParentCodeHelp')}
            rules={[{ required: true, message: t('gen.treeParentCodeRequired') }]}
          >
            <Select allowClear placeholder={t('gen.choose')} options={ownColumns} />
          </Form.Item>
          <Form.Item
            name="treeName"
            label={t('gen.treeName')}
            tooltip={t('gen.treeNameHelp')}
            rules={[{ required: true, message: t('gen.treeNameRequired') }]}
          >
            <Select allowClear placeholder={t('gen.choose')} options={ownColumns} />
          </Form.Item>
        </>
      ) : null}

      {template === 'sub' ? (
        <>
          <h4 className="gen-edit__section">{t('gen.relationInfo')}</h4>
          <Form.Item
            name="subTableName"
            label={t('gen.subTableName')}
            tooltip={t('gen.subTableNameHelp')}
            rules={[{ required: true, message: t('gen.subTableNameRequired') }]}
          >
            <Select allowClear showSearch placeholder={t('gen.choose')} options={subTables} />
          </Form.Item>
          <Form.Item
            name="subTableFkName"
            label={t('gen.subTableFkName')}
            tooltip={t('gen.subTableFkNameHelp')}
            rules={[{ required: true, message: t('gen.subTableFkNameRequired') }]}
          >
            <Select allowClear placeholder={t('gen.choose')} options={subColumns} />
          </Form.Item>
        </>
      ) : null}
    </Form>
  );
}
