import {
  DICT_TYPE_PATTERN,
  DictDataCreateSchema,
  DictDataListQuerySchema,
  DictDataRowSchema,
  DictDataUpdateSchema,
  DictTypeCreateSchema,
  DictTypeListQuerySchema,
  DictTypeRowSchema,
  DictTypeUpdateSchema,
  type DictDataCreate,
  type DictTypeCreate,
} from '@dis/contract';
import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dictLabeller } from '../../../common/dict-labels';
import { ServiceError } from '../../../common/errors';
import { defineResource } from '../../../common/resource';
import { cleanText, requiredText } from '../../../common/text-fields';
import { sysDictData, sysDictType } from '../../../db/schema';
import { localized } from '../../../i18n/language';
import { dictLabel } from './messages';
import { deleteDictEntries, deleteDictTypes, firstTypeInUse, renameEntriesType } from './repository';
import { forgetDictTypes, refreshDictType } from './service';

/** 字典类型: the dictionaries (`sys_dict_type`), RuoYi's `/system/dict/type`. */
export function dictTypeResource(app: FastifyInstance) {
  return defineResource({
    key: 'system/dict/type',
    logTitle: '字典类型',
    names: { one: 'DictType', many: 'DictTypes' },
    missing: 'system.dict.typeMissing',
    schemas: {
      row: DictTypeRowSchema,
      query: DictTypeListQuerySchema,
      create: DictTypeCreateSchema,
      update: DictTypeUpdateSchema,
    },
    list: {
      table: sysDictType,
      id: sysDictType.dictId,
      sortable: {
        dictId: sysDictType.dictId,
        dictName: sysDictType.dictName,
        dictType: sysDictType.dictType,
        status: sysDictType.status,
        createTime: sysDictType.createTime,
      },
      defaultOrder: [asc(sysDictType.dictId)],
      tieBreaker: asc(sysDictType.dictId),
      filters: (filter) => ({
        contains: [
          [sysDictType.dictName, filter.dictName],
          [sysDictType.dictType, filter.dictType],
        ],
        equals: [[sysDictType.status, filter.status]],
        days: [sysDictType.createTime, filter],
      }),
      select: (db, where) => db.select().from(sysDictType).where(where).$dynamic(),
    },
    docs: {
      list: {
        summary: '字典类型列表 · List dictionary types',
        description:
          'Paged; dictName and dictType contain, status, creation days. orderByColumn accepts dictId, ' +
          'dictName, dictType, status, createTime.',
      },
      get: { summary: '字典类型详情 · One dictionary type' },
      add: {
        summary: '新增字典类型 · Add a dictionary type',
        description: 'dictName and dictType are required; dictType matches ^[a-z][a-z0-9_]*$ and is unique.',
      },
      edit: {
        summary: '修改字典类型 · Edit a dictionary type',
        description: 'Renaming the type moves its entries to the new type and refreshes the cache.',
      },
      remove: {
        summary: '删除字典类型 · Delete dictionary types',
        description: 'One id or several joined by commas; a type that still has entries cannot be deleted.',
      },
      export: { summary: '导出字典类型 · Export dictionary types' },
    },
    write: {
      values: (body: DictTypeCreate, { lang }) => {
        const dictType = requiredText(dictLabel(lang, 'dictType'), body.dictType);
        if (!DICT_TYPE_PATTERN.test(dictType)) throw new ServiceError('system.dict.typePattern');
        return {
          dictName: requiredText(dictLabel(lang, 'dictName'), body.dictName),
          dictNameEn: cleanText(body.dictNameEn) ?? '',
          dictType,
          status: body.status ?? '0',
          remark: cleanText(body.remark),
        };
      },
      title: (values) => String(values.dictName),
      unique: [
        {
          column: sysDictType.dictType,
          value: (values) => values.dictType as string,
          refusal: { add: 'system.dict.addTypeExists', edit: 'system.dict.editTypeExists' },
        },
      ],
      async after(values, { mode, existing }) {
        const renamedFrom = existing?.dictType;
        if (mode !== 'edit' || !renamedFrom || renamedFrom === values.dictType) return;
        // the entries follow their type, and the cache forgets the old name
        await renameEntriesType(app.db, renamedFrom, values.dictType as string);
        await forgetDictTypes(app, [renamedFrom]);
        await refreshDictType(app, values.dictType as string);
      },
    },
    async beforeRemove(dictIds) {
      const used = await firstTypeInUse(app.db, dictIds);
      if (used) throw new ServiceError('system.dict.assigned', { name: used.dictName ?? '' });
    },
    async remove(dictIds) {
      const { types, count } = await deleteDictTypes(app.db, dictIds);
      await forgetDictTypes(app, types);
      return count;
    },
    export: {
      fileName: 'type',
      sheetName: (lang) => dictLabel(lang, 'typeSheet'),
      async columns(lang) {
        const status = await dictLabeller(app, 'sys_normal_disable', lang);
        return [
          { header: dictLabel(lang, 'dictId'), width: 10, value: (row) => row.dictId },
          {
            header: dictLabel(lang, 'dictName'),
            width: 20,
            value: (row) => localized(lang, row.dictName ?? '', row.dictNameEn),
          },
          { header: dictLabel(lang, 'dictType'), width: 24, value: (row) => row.dictType },
          { header: dictLabel(lang, 'status'), width: 10, value: (row) => status(row.status) },
        ];
      },
    },
  });
}

/** the columns of an entry, with RuoYi's computed `default` */
const dictDataColumns = {
  ...getTableColumns(sysDictData),
  default: sql<boolean>`(${sysDictData.isDefault} = 'Y')`,
};

/** 字典数据: the entries of the dictionaries (`sys_dict_data`), RuoYi's `/system/dict/data`. */
export function dictDataResource(app: FastifyInstance) {
  return defineResource({
    key: 'system/dict/data',
    logTitle: '字典数据',
    names: { one: 'DictData', many: 'DictData' },
    missing: 'system.dict.dataMissing',
    schemas: {
      row: DictDataRowSchema,
      query: DictDataListQuerySchema,
      create: DictDataCreateSchema,
      update: DictDataUpdateSchema,
    },
    list: {
      table: sysDictData,
      id: sysDictData.dictCode,
      sortable: {
        dictCode: sysDictData.dictCode,
        dictSort: sysDictData.dictSort,
        dictLabel: sysDictData.dictLabel,
        dictValue: sysDictData.dictValue,
        status: sysDictData.status,
        createTime: sysDictData.createTime,
      },
      defaultOrder: [asc(sysDictData.dictSort), asc(sysDictData.dictCode)],
      tieBreaker: asc(sysDictData.dictCode),
      filters: (filter) => ({
        contains: [[sysDictData.dictLabel, filter.dictLabel]],
        equals: [
          [sysDictData.dictType, filter.dictType],
          [sysDictData.status, filter.status],
        ],
      }),
      select: (db, where) => db.select(dictDataColumns).from(sysDictData).where(where).$dynamic(),
    },
    docs: {
      list: {
        summary: '字典数据列表 · List dictionary entries',
        description:
          'Paged; dictType equals, dictLabel contains, status. Ordered by dictSort; both labels as stored.',
      },
      get: { summary: '字典数据详情 · One dictionary entry' },
      add: {
        summary: '新增字典数据 · Add a dictionary entry',
        description: 'dictType, dictLabel and dictValue are required; the type’s cache is refreshed.',
      },
      edit: { summary: '修改字典数据 · Edit a dictionary entry' },
      remove: { summary: '删除字典数据 · Delete dictionary entries' },
      export: { summary: '导出字典数据 · Export dictionary entries' },
    },
    write: {
      values: (body: DictDataCreate, { lang }) => ({
        dictType: requiredText(dictLabel(lang, 'dictType'), body.dictType),
        dictLabel: requiredText(dictLabel(lang, 'dictLabel'), body.dictLabel),
        dictLabelEn: cleanText(body.dictLabelEn) ?? '',
        dictValue: requiredText(dictLabel(lang, 'dictValue'), body.dictValue),
        dictSort: body.dictSort ?? 0,
        cssClass: cleanText(body.cssClass) ?? '',
        listClass: cleanText(body.listClass) ?? '',
        isDefault: body.isDefault ?? 'N',
        status: body.status ?? '0',
        remark: cleanText(body.remark),
      }),
      title: (values) => String(values.dictLabel),
      async after(values, { existing }) {
        await refreshDictType(app, values.dictType as string);
        if (existing?.dictType && existing.dictType !== values.dictType) {
          await refreshDictType(app, existing.dictType);
        }
      },
    },
    async remove(dictCodes) {
      const { types, count } = await deleteDictEntries(app.db, dictCodes);
      for (const dictType of types) await refreshDictType(app, dictType);
      return count;
    },
    export: {
      fileName: 'data',
      sheetName: (lang) => dictLabel(lang, 'dataSheet'),
      async columns(lang) {
        const status = await dictLabeller(app, 'sys_normal_disable', lang);
        const yesNo = await dictLabeller(app, 'sys_yes_no', lang);
        return [
          { header: dictLabel(lang, 'dictCode'), width: 10, value: (row) => row.dictCode },
          { header: dictLabel(lang, 'dictSort'), width: 10, value: (row) => row.dictSort },
          {
            header: dictLabel(lang, 'dictLabel'),
            width: 20,
            value: (row) => localized(lang, row.dictLabel ?? '', row.dictLabelEn),
          },
          { header: dictLabel(lang, 'dictValue'), width: 16, value: (row) => row.dictValue },
          { header: dictLabel(lang, 'dictType'), width: 24, value: (row) => row.dictType },
          { header: dictLabel(lang, 'isDefault'), width: 10, value: (row) => yesNo(row.isDefault) },
          { header: dictLabel(lang, 'status'), width: 10, value: (row) => status(row.status) },
        ];
      },
    },
  });
}
