import {
  CacheFiguresSchema,
  CacheKeyParams,
  CacheNameParams,
  CacheValueParams,
  SysCacheSchema,
} from '@dis/contract';
import { Type } from '@sinclair/typebox';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { success } from '../../../common/envelope';
import { resourceKey } from '../../../common/resource';
import { AjaxResult, MessageResult } from '../../../common/schema';
import { BusinessType } from '../../../common/business-type';
import {
  CACHE_NAMES,
  checkCacheKey,
  checkCacheName,
  checkKeyOfName,
  sessionKeys as sessionKeysOf,
} from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/**
 * 缓存监控 and 缓存列表 (docs/monitor/stats.md). Every key read or removed is one of ours: the
 * store works under our key prefix only, and the names and keys must be of a listed cache name.
 */
const cacheRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { path, permission, tag } = resourceKey('monitor/cache');
  const tags = [tag];
  const read = { permission: `${permission}:list` };
  const clean = {
    permission: `${permission}:list`,
    operLog: { title: '缓存列表', businessType: BusinessType.clean },
  };
  /** the caller's reach over the session keys, by the cache list's permission (docs/security.md "Sessions") */
  const sessionKeys = (request: FastifyRequest) => sessionKeysOf(app, request, read.permission);

  app.get(
    path,
    {
      schema: {
        tags,
        summary: '缓存监控 · Cache figures',
        description: 'Redis INFO, our key count and command calls; the in-process store answers alike.',
        response: { 200: AjaxResult({ data: CacheFiguresSchema }) },
      },
      config: read,
    },
    async function getCacheInfo(request) {
      const figures = await app.cache.figures();
      return success(request, { data: { kind: app.cache.kind, ...figures } });
    },
  );

  app.get(
    `${path}/getNames`,
    {
      schema: {
        tags,
        summary: '缓存名称 · Cache names',
        response: { 200: AjaxResult({ data: Type.Array(SysCacheSchema) }) },
      },
      config: read,
    },
    async function getCacheNames(request) {
      const data = CACHE_NAMES.map(({ cacheName, remark }) => ({
        cacheName,
        cacheKey: '',
        cacheValue: '',
        remark: request.t(remark),
      }));
      return success(request, { data });
    },
  );

  app.get(
    `${path}/getKeys/:cacheName`,
    {
      schema: {
        tags,
        summary: '缓存键名 · Keys of a cache name',
        description: 'Full keys (with the cache name), sorted.',
        params: CacheNameParams,
        response: { 200: AjaxResult({ data: Type.Array(Type.String()) }) },
      },
      config: read,
    },
    async function getCacheKeys(request) {
      checkCacheName(request.params.cacheName);
      const keys = (await sessionKeys(request)).keep(await app.cache.keys(request.params.cacheName), 'read');
      return success(request, { data: keys.sort() });
    },
  );

  app.get(
    `${path}/getValue/:cacheName/:cacheKey`,
    {
      schema: {
        tags,
        summary: "缓存内容 · A key's value",
        description: 'cacheValue is null for a key that has gone (expired or removed).',
        params: CacheValueParams,
        response: { 200: AjaxResult({ data: SysCacheSchema }) },
      },
      config: read,
    },
    async function getCacheValue(request) {
      const { cacheName, cacheKey } = request.params;
      checkKeyOfName(cacheName, cacheKey);
      await (await sessionKeys(request)).check(cacheKey, 'read');
      const value = await app.cache.get(cacheKey);
      return success(request, {
        data: {
          cacheName: cacheName.slice(0, -1),
          cacheKey: cacheKey.slice(cacheName.length),
          cacheValue: value,
          remark: '',
        },
      });
    },
  );

  app.delete(
    `${path}/clearCacheName/:cacheName`,
    {
      schema: {
        tags,
        summary: '清理缓存名称 · Clear a cache name',
        params: CacheNameParams,
        response: { 200: MessageResult },
      },
      config: clean,
    },
    async function clearCacheName(request) {
      checkCacheName(request.params.cacheName);
      const keys = (await sessionKeys(request)).keep(await app.cache.keys(request.params.cacheName), 'end');
      await app.cache.del(...keys);
      return success(request);
    },
  );

  app.delete(
    `${path}/clearCacheKey/:cacheKey`,
    {
      schema: {
        tags,
        summary: '清理缓存键名 · Clear a key',
        params: CacheKeyParams,
        response: { 200: MessageResult },
      },
      config: clean,
    },
    async function clearCacheKey(request) {
      checkCacheKey(request.params.cacheKey);
      await (await sessionKeys(request)).check(request.params.cacheKey, 'end');
      await app.cache.del(request.params.cacheKey);
      return success(request);
    },
  );

  app.delete(
    `${path}/clearCacheAll`,
    {
      schema: { tags, summary: '清理全部缓存 · Clear every key of ours', response: { 200: MessageResult } },
      config: clean,
    },
    async function clearCacheAll(request) {
      // every key under our prefix (RuoYi: `*`); this ends every session the caller may end, their own too
      await app.cache.del(...(await sessionKeys(request)).keep(await app.cache.keys(''), 'end'));
      return success(request);
    },
  );
};

export default cacheRoutes;
