// Builds a real multipart/form-data body (the browser's FormData encoding) for app.inject.
export async function multipartBody(fields: Record<string, string>, files: Record<string, { name: string; type: string; bytes: Buffer }> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
