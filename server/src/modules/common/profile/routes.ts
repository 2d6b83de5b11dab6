import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PROFILE_PREFIX, extensionOf, profileFolder, type ProfileFolder } from '../service';

/** Folders readable without a login (downloads go through `/common/download`). */
const PUBLIC_FOLDERS: ProfileFolder[] = ['upload', 'avatar'];
const INLINE_EXTENSIONS = new Set(['bmp', 'gif', 'jpg', 'jpeg', 'png', 'pdf', 'mp4']);

/** Images, PDFs and videos may show in the page; anything else is offered as a download. */
function setDispositionHeaders(reply: FastifyReply, filePath: string): void {
  if (!INLINE_EXTENSIONS.has(extensionOf(filePath.replace(/\.(br|gz)$/, '')))) {
    reply.header('Content-Disposition', 'attachment');
  }
}

export interface ProfileFilesOptions {
  dataDir: string;
  apiPrefix: string;
}

/** `GET {API_PREFIX}/profile/upload/**` and `/profile/avatar/**`: stored files, anonymous like RuoYi. */
const profileFiles: FastifyPluginAsync<ProfileFilesOptions> = async (app, options) => {
  for (const folder of PUBLIC_FOLDERS) {
    const root = profileFolder(options.dataDir, folder);
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `${options.apiPrefix}${PROFILE_PREFIX}/${folder}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders: setDispositionHeaders,
    });
  }
  fs.mkdirSync(profileFolder(options.dataDir, 'download'), { recursive: true });
};

export default profileFiles;
