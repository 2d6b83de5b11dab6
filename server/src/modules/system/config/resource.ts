import {
  ConfigCreateSchema,
  ConfigListQuerySchema,
  ConfigRowSchema,
  ConfigUpdateSchema,
  type ConfigCreate,
} from '@dis/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CacheKeys } from '../../../cache/store';
import { dictLabeller } from '../../../common/dict-labels';
import { ServiceError } from '../../../common/errors';
import { defineResource } from '../../../common/resource';
import { cleanText, requiredText } from '../../../common/text-fields';
import { sysConfig } from '../../../db/schema';
import { localized } from '../../../i18n/language';
import { configLabel } from './messages';
import { deleteConfigs, firstBuiltIn } from './repository';
import { checkConfigValue, ConfigKeys, getConfigValue } from './service';

/**
 * 参数设置: the settings (`sys_config`), RuoYi's `/system/config`. Every write puts the new value
 * in the `sys_config:` cache at once, so the login page, registration and the password rule follow
 * it on the next request (docs/system/dict-config.md).
 */
export function configResource(app: FastifyInstance) {
  return defineResource({
    key: 'system/config',
    logTitle: '参数管理',
    names: { one: 'Config', many: 'Configs' },
    missing: 'system.config.missing',
    schemas: {
      row: ConfigRowSchema,
      query: ConfigListQuerySchema,
      create: ConfigCreateSchema,
      update: ConfigUpdateSchema,
    },
    list: {
      table: sysConfig,
      id: sysConfig.configId,
      sortable: {
        configId: sysConfig.configId,
        configName: sysConfig.configName,
        configKey: sysConfig.configKey,
        configType: sysConfig.configType,
        createTime: sysConfig.createTime,
      },
      defaultOrder: [asc(sysConfig.configId)],
      tieBreaker: asc(sysConfig.configId),
      filters: (filter) => ({
        contains: [
          [sysConfig.configName, filter.configName],
          [sysConfig.configKey, filter.configKey],
        ],
        equals: [[sysConfig.configType, filter.configType]],
        days: [sysConfig.createTime, filter],
      }),
      select: (db, where) => db.select().from(sysConfig).where(where).$dynamic(),
    },
    docs: {
      list: {
        summary: '参数列表 · List settings',
        description:
          'Paged; configName and configKey contain, configType, creation days. orderByColumn accepts ' +
          'configId, configName, configKey, configType, createTime.',
      },
      get: { summary: '参数详情 · One setting' },
      add: {
        summary: '新增参数 · Add a setting',
        description:
          'configName, configKey and configValue are required; the key is unique. Settings the server ' +
          'reads itself (captcha, registration, password rules) accept only values it can use.',
      },
      edit: { summary: '修改参数 · Edit a setting', description: 'Takes effect at once (cache updated).' },
      remove: {
        summary: '删除参数 · Delete settings',
        description:
          'One id or several joined by commas; a built-in setting (configType Y) cannot be deleted.',
      },
      export: { summary: '导出参数 · Export settings' },
    },
    write: {
      async values(body: ConfigCreate, { lang }) {
        const configKey = requiredText(configLabel(lang, 'configKey'), body.configKey);
        const configValue = requiredText(configLabel(lang, 'configValue'), body.configValue);
        checkConfigValue(
          configKey,
          configValue,
          (await getConfigValue(app, ConfigKeys.passwordCharType)) || '0',
        );
        return {
          configName: requiredText(configLabel(lang, 'configName'), body.configName),
          configNameEn: cleanText(body.configNameEn) ?? '',
          configKey,
          configValue,
          configType: body.configType ?? 'N',
          remark: cleanText(body.remark),
        };
      },
      title: (values) => String(values.configName),
      unique: [
        {
          column: sysConfig.configKey,
          value: (values) => values.configKey as string,
          refusal: { add: 'system.config.addKeyExists', edit: 'system.config.editKeyExists' },
        },
      ],
      async after(values, { existing }) {
        if (existing?.configKey && existing.configKey !== values.configKey) {
          await app.cache.del(`${CacheKeys.config}${existing.configKey}`);
        }
        await app.cache.set(`${CacheKeys.config}${String(values.configKey)}`, String(values.configValue));
      },
    },
    async beforeRemove(configIds) {
      const builtIn = await firstBuiltIn(app.db, configIds);
      if (builtIn) throw new ServiceError('system.config.builtIn', { key: builtIn.configKey ?? '' });
    },
    async remove(configIds) {
      const removed = await deleteConfigs(app.db, configIds);
      const keys = removed.filter((row) => row.key).map((row) => `${CacheKeys.config}${row.key}`);
      if (keys.length > 0) await app.cache.del(...keys);
      return removed.length;
    },
    export: {
      fileName: 'config',
      sheetName: (lang) => configLabel(lang, 'sheet'),
      async columns(lang) {
        const yesNo = await dictLabeller(app, 'sys_yes_no', lang);
        return [
          { header: configLabel(lang, 'configId'), width: 10, value: (row) => row.configId },
          {
            header: configLabel(lang, 'configName'),
            width: 28,
            value: (row) => localized(lang, row.configName ?? '', row.configNameEn),
          },
          { header: configLabel(lang, 'configKey'), width: 30, value: (row) => row.configKey },
          { header: configLabel(lang, 'configValue'), width: 24, value: (row) => row.configValue },
          { header: configLabel(lang, 'configType'), width: 10, value: (row) => yesNo(row.configType) },
        ];
      },
    },
  });
}
