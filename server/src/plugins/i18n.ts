import { type Language, DEFAULT_LANGUAGE } from '@dis/contract/site';
import fp from 'fastify-plugin';
import type { MessageKey } from '../i18n/catalogue';
import { pickLanguage, translate, type MessageParams } from '../i18n/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** answer language, from `Accept-Language` */
    lang: Language;
    /** a catalogue message in the request's language */
    t(key: MessageKey, params?: MessageParams): string;
  }
}

/** Chooses the answer language of every request. */
export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.decorateRequest('t', function (this: { lang: Language }, key: MessageKey, params?: MessageParams) {
      return translate(this.lang, key, params);
    });
    app.addHook('onRequest', async (request) => {
      request.lang = pickLanguage(request.headers['accept-language']);
    });
  },
  { name: 'i18n' },
);
