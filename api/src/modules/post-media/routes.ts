// POST /post-media (multipart, field "file") and POST /post-media/:id with _method=delete.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, endpoints, POST_MEDIA_FIELD, postMediaMessages as pm } from '@cadence/shared-lib/contract';
import { preHandlersFor, registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { presentPostMedia } from './presenter';
import { POST_VIDEO_MAX_BYTES, PostMediaService, type UploadedFile } from './service';

/** The first file part when it is the `file` field; any other file part is read and dropped. */
async function readUpload(request: FastifyRequest): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file();
  if (!part) return undefined;
  if (part.fieldname !== POST_MEDIA_FIELD) {
    part.file.resume();
    return undefined;
  }
  return { stream: part.file, filename: part.filename || undefined };
}

export async function postMediaRoutes(app: FastifyInstance): Promise<void> {
  // Only this scope parses these uploads. One byte past the largest limit is kept so an oversized
  // file is recognised and answered with its 422 instead of a bare 413; the file streams through.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: POST_VIDEO_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const service = new PostMediaService(app.db, app.storage);

  // Registered by hand: the body is one multipart file, which Fastify's body schema cannot see.
  const upload = endpoints.uploadPostMedia;
  app.route({
    method: upload.method,
    url: `${API_PREFIX}${upload.path}`,
    schema: { summary: upload.summary, tags: [upload.tag], security: [{ bearerAuth: [] }], consumes: ['multipart/form-data'] },
    preHandler: preHandlersFor(app, upload.auth),
    handler: async (request, reply) => {
      if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
      const file = await readUpload(request);
      if (!file) return replyValidation(reply, POST_MEDIA_FIELD, pm.fileRequired);
      const media = await service.upload(request.user, file);
      return reply.send({ data: { media: presentPostMedia(media, app.mediaUrls, app.clock()) } });
    },
  });

  registerEndpoint(app, endpoints.deletePostMedia, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    if (!(await service.remove(request.user, params.id))) return replyMessage(reply, 404, HttpMessages.notFound);
    return { success: true as const };
  });
}
