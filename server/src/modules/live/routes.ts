import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendEnvelope } from '../../common/envelope';
import { staffPageLanguage } from '../../common/staff-page';
import { releasedFrontEnd } from '../../plugins/releases';
import { ReleaseWatch } from './release-watch';
import { LiveHub, openingOf, streamSession } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

const STREAM_PATH = '/live/stream';

/**
 * 实时更新 · Live updates (docs/live-updates.md): `GET /live/stream`, one Server-Sent Events stream
 * per console tab. Events: `notice`, `session-ended`, `rights`, `build` (and `ready` first).
 */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hub = new LiveHub(app);
  hub.start();

  const { releasesDir, remoteUrls } = app.appConfig;
  if (releasesDir) {
    const frontEnd = releasedFrontEnd(releasesDir, remoteUrls);
    // every process watches for itself, so the event goes to this process's streams only
    const watch = new ReleaseWatch(releasesDir, frontEnd.builds, (builds) =>
      app.live.publishLocal({ all: true }, { type: 'build', data: builds }),
    );
    watch.start();
    hub.onHeartbeat(() => watch.check());
    app.addHook('onClose', async () => watch.close());
  }

  // before the server waits for open connections to finish: a stream never would
  app.addHook('preClose', async () => hub.close());

  app.get(
    STREAM_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: '实时更新 · Live updates (Server-Sent Events)',
        description:
          'A text/event-stream for the signed-in console: the session comes from the Admin-Token cookie ' +
          '(EventSource sends no header) or a bearer header, and is not extended by the stream. Each event ' +
          'is `data: {"type","data"}`; a comment every 25 s. HTTP 401 with the envelope without a session.',
      },
      // the session is checked here, without extending it (docs/live-updates.md)
      config: { access: 'anonymous' },
    },
    async function liveStreamHandler(request, reply) {
      const session = await streamSession(app, request);
      if (!session) {
        request.lang = staffPageLanguage(request);
        reply.header('Cache-Control', 'no-store');
        return sendEnvelope(reply, 401, {
          code: 401,
          msg: request.t('auth.unauthenticated', { uri: STREAM_PATH }),
        });
      }
      if (!hub.admits(session.tokenId)) {
        request.lang = staffPageLanguage(request);
        return sendEnvelope(reply, 429, { code: 429, msg: request.t('live.tooManyStreams') });
      }

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: nothing in between compresses (hence holds back) the events, including
        // the dev server's compression in `npm run dev`
        'Cache-Control': 'no-store, no-transform',
        Connection: 'keep-alive',
        // nginx passes each event on at once (deploy/nginx.conf has `proxy_buffering off` too)
        'X-Accel-Buffering': 'no',
      });
      raw.socket?.setNoDelay(true);
      raw.socket?.setKeepAlive(true);
      let open = true;
      const remove = hub.add({
        userId: session.userId,
        tokenId: session.tokenId,
        write: (text) => {
          if (open) raw.write(text);
        },
        end: () => {
          if (!open) return;
          open = false;
          raw.end();
        },
      });
      raw.on('close', () => {
        open = false;
        remove();
      });
      raw.write(openingOf(app.appConfig.replicaName));
    },
  );
};

export default liveRoutes;
