import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning protection included), except that an
 * empty body means "no body": clients send `Content-Type: application/json` on every call, also
 * on bodiless POST/DELETE such as `/logout`, and RuoYi accepts those.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
