import type { Language } from '@dis/contract/site';
import { defineMessages, type KeysOf } from '../../../i18n/catalogue';
import type { ChainName } from '../../../security/log-chain';

/** The logs as evidence: retention and the chain's check (docs/security.md "The logs are evidence"). */
export const LOG_CHAIN_MESSAGES = defineMessages({
  'monitor.log.cleaned': {
    'zh-cn': '已删除{removed}条超过{days}天的日志，保留{kept}条：操作日志和登录日志须保留{days}天',
    en: 'Removed {removed} entries older than {days} days and kept {kept}: the operation and login logs are kept for {days} days',
  },
  'monitor.log.retained': {
    'zh-cn': '日志须保留{days}天，不能删除保留期内的{count}条记录',
    en: 'Log entries are kept for {days} days: {count} of these are within that period and cannot be deleted',
  },
  'monitor.logChain.intact': {
    'zh-cn': '{log}完整：已校验{count}条记录',
    en: '{log} is intact: {count} entries checked',
  },
  'monitor.logChain.altered': { 'zh-cn': '{log}第{id}条记录被篡改', en: '{log} entry {id} was altered' },
  'monitor.logChain.removedBetween': {
    'zh-cn': '{log}第{after}条与第{id}条之间的记录被删除',
    en: '{log}: entries between {after} and {id} were removed',
  },
  'monitor.logChain.removedBefore': {
    'zh-cn': '{log}第{id}条之前的记录被删除',
    en: '{log}: entries before {id} were removed',
  },
  'monitor.logChain.truncated': {
    'zh-cn': '{log}第{after}条之后的记录被删除',
    en: '{log}: entries after {after} were removed',
  },
  'monitor.logChain.removedAll': { 'zh-cn': '{log}的记录被删除', en: '{log}: its entries were removed' },
  'monitor.logChain.head': {
    'zh-cn': '{log}的校验记录被篡改',
    en: '{log}: the record the check starts from was altered',
  },
});

declare module '../../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof LOG_CHAIN_MESSAGES> {}
}

const NAMES: Record<ChainName, Record<Language, string>> = {
  oper: { 'zh-cn': '操作日志', en: 'Operation log' },
  login: { 'zh-cn': '登录日志', en: 'Login log' },
};

/** a log's name in the request's language */
export const chainLabel = (lang: Language, chain: ChainName) => NAMES[chain][lang];
