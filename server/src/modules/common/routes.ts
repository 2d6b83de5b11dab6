import fs from 'node:fs';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { success } from '../../common/envelope';
import { ServiceError } from '../../common/errors';
import { AjaxResult, MessageResult } from '../../common/schema';
import { UPLOAD_MAX_BYTES } from '../../common/upload-limits';
import { publicOriginOf } from '../../plugins/public-origin';
import {
  ALLOWED_EXTENSIONS,
  PROFILE_FOLDERS,
  PROFILE_PREFIX,
  checkUpload,
  isAcceptableName,
  profileFolder,
  resolveInside,
  storeUpload,
  type ProfileFolder,
} from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

const UploadResult = AjaxResult({
  url: Type.String({ description: 'absolute address of the stored file' }),
  fileName: Type.String({ description: '/profile/upload/yyyy/MM/dd/<name>_<yyyyMMddHHmmss>A<seq>.<ext>' }),
  newFileName: Type.String(),
  originalFilename: Type.String(),
});

/** A file answer, or an envelope `{code, msg}` when refused. */
const FileResponse = {
  200: {
    description:
      'the file as application/octet-stream, with a download-filename header; JSON {code, msg} when refused',
    content: {
      'application/octet-stream': { schema: Type.String({ format: 'binary' }) },
      'application/json': { schema: MessageResult },
    },
  },
};

const percentEncode = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function sendAttachment(
  reply: FastifyReply,
  file: string,
  downloadName: string,
  afterwards?: () => void,
): FastifyReply {
  const encoded = percentEncode(downloadName);
  const stream = fs.createReadStream(file);
  if (afterwards) stream.on('close', afterwards);
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Disposition', `attachment; filename=${encoded};filename*=utf-8''${encoded}`)
    .header('download-filename', encoded)
    .header('Access-Control-Expose-Headers', 'Content-Disposition,download-filename')
    .send(stream);
}

/** 文件上传下载: `/common/upload`, `/common/download` and `/common/download/resource`. */
const commonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { dataDir, apiPrefix } = app.appConfig;

  app.post(
    '/common/upload',
    {
      schema: {
        tags: ['common'],
        summary: '上传文件 · Upload a file',
        description: `multipart/form-data with field \`file\`; at most 5 MB; extensions ${ALLOWED_EXTENSIONS.join(', ')}; the content must match the extension.`,
        consumes: ['multipart/form-data'],
        response: { 200: UploadResult },
      },
    },
    async function uploadFile(request) {
      const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw new ServiceError('upload.missingFile');
      const bytes = await file.toBuffer();
      const originalFilename = file.filename;
      const extension = checkUpload(originalFilename, bytes);
      const stored = await storeUpload(dataDir, originalFilename, extension, bytes);
      return success(request, {
        url: `${publicOriginOf(request)}${apiPrefix}${stored.fileName}`,
        fileName: stored.fileName,
        newFileName: stored.newFileName,
        originalFilename,
      });
    },
  );

  app.get(
    '/common/download',
    {
      schema: {
        tags: ['common'],
        summary: '下载文件 · Download a file from the download folder',
        description: 'fileName is relative to DATA_DIR/download; delete=true removes the file once sent.',
        querystring: Type.Object({
          fileName: Type.String({ minLength: 1, maxLength: 255 }),
          delete: Type.Optional(Type.Boolean({ default: false })),
        }),
        response: FileResponse,
      },
    },
    async function downloadFile(request, reply) {
      const { fileName } = request.query;
      if (!isAcceptableName(fileName)) throw new ServiceError('download.illegalName', { fileName });
      const file = await resolveInside(profileFolder(dataDir, 'download'), fileName);
      if (!file) throw new ServiceError('download.notFound', { fileName });
      const downloadName = `${Date.now()}${fileName.slice(fileName.indexOf('_') + 1)}`;
      const removeAfterwards = request.query.delete
        ? () =>
            fs.promises
              .rm(file, { force: true })
              .catch((error) => request.log.warn({ err: error }, 'could not delete a downloaded file'))
        : undefined;
      return sendAttachment(reply, file, path.basename(downloadName), removeAfterwards);
    },
  );

  app.get(
    '/common/download/resource',
    {
      schema: {
        tags: ['common'],
        summary: '下载资源 · Download a stored resource',
        description: 'resource is a stored path such as /profile/upload/2026/01/02/a_20260102030405A001.png',
        querystring: Type.Object({ resource: Type.String({ minLength: 1, maxLength: 255 }) }),
        response: FileResponse,
      },
    },
    async function downloadResource(request, reply) {
      const { resource } = request.query;
      const relative = resource.startsWith(`${PROFILE_PREFIX}/`)
        ? resource.slice(PROFILE_PREFIX.length + 1)
        : '';
      const [folder, ...rest] = relative.split('/');
      const inside = rest.join('/');
      if (!PROFILE_FOLDERS.includes(folder as ProfileFolder) || !isAcceptableName(inside)) {
        throw new ServiceError('download.illegalResource', { resource });
      }
      const file = await resolveInside(profileFolder(dataDir, folder as ProfileFolder), inside);
      if (!file) throw new ServiceError('download.notFound', { fileName: resource });
      return sendAttachment(reply, file, path.basename(file));
    },
  );
};

export default commonRoutes;
