// Reads the settings form: multipart (auth_image as a file part) or, without a file, JSON/urlencoded.
import type { FastifyRequest } from 'fastify';
import type { Upload } from '../account-settings/avatar';

export interface SettingsForm {
  fields: Record<string, unknown>;
  authImage: Upload | undefined;
}

export async function readSettingsForm(request: FastifyRequest): Promise<SettingsForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: typeof body === 'object' && body !== null ? { ...(body as Record<string, unknown>) } : {}, authImage: undefined };
  }
  const fields: Record<string, unknown> = {};
  let authImage: Upload | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'auth_image' && authImage === undefined) {
      const buffer = await part.toBuffer();
      // An empty file input sends a part with no bytes: keep the current image.
      if (buffer.length > 0) authImage = { buffer, truncated: part.file.truncated };
    } else {
      part.file.resume();
    }
  }
  return { fields, authImage };
}
