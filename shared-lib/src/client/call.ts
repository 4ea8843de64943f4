// `call(name, input)`: a typed request to one entry of the contract's endpoint table.
import { endpoints, type EndpointName } from '../contract/endpoints';
import type { EndpointDef } from '../contract/http';
import type { CallArgs, CallResult } from './call-types';
import { fillPath } from './fill-path';
import { i18n } from '../i18n/i18n';
import { http } from './http';
import { emitServerError } from './server-errors';
import { withMethod } from './method-spoofing';

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  handles?: readonly number[];
}

export async function call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallResult<N>> {
  const def: EndpointDef = endpoints[name];
  const input: LooseInput = (args[0] as LooseInput | undefined) ?? {};
  const url = fillPath(def.path, input.params);
  let method: string = def.method;
  let data: unknown = input.body;
  // Multipart bodies only travel on POST; the API routes `_method` to the real verb.
  if (data instanceof FormData && (method === 'PUT' || method === 'PATCH' || method === 'DELETE')) {
    data = withMethod(method.toLowerCase() as 'put' | 'patch' | 'delete', data);
    method = 'POST';
  }
  const response = await http.request<unknown>({ url, method, params: input.query, data, handledStatuses: input.handles });
  // 204 answers carry no body; the contract models them as null.
  const body = response.status === 204 || response.data === '' ? null : response.data;
  const parsed = def.response.safeParse(body);
  if (!parsed.success) {
    // The answer breaks the contract: tell the user something failed instead of failing silently.
    emitServerError(i18n.t('common:serverError.generic'));
    throw parsed.error;
  }
  return parsed.data as CallResult<N>;
}
