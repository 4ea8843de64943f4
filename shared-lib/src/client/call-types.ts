// Types of `call()`, derived from the contract's endpoint table: what a caller passes and gets back.
import type { z } from 'zod';
import type { EndpointDef } from '../contract/http';
import type { EndpointName, Endpoints } from '../contract/endpoints';

type Schemas<E> = E extends EndpointDef<infer P, infer Q, infer B, infer R> ? { P: P; Q: Q; B: B; R: R } : never;

/** An endpoint that declares no schema for a part leaves it as the bare `z.ZodType`. */
type Declared<S> = z.ZodType extends S ? false : true;

type Part<K extends string, S, Extra = never> =
  Declared<S> extends false
    ? { [key in K]?: never }
    : object extends z.input<S>
      ? { [key in K]?: z.input<S> | Extra }
      : { [key in K]: z.input<S> | Extra };

type Flatten<T> = { [K in keyof T]: T[K] };

/** `{ params?, query?, body? }` as the endpoint declares them; multipart bodies may be FormData. */
export type CallInput<N extends EndpointName> = Flatten<
  Part<'params', Schemas<Endpoints[N]>['P']> &
    Part<'query', Schemas<Endpoints[N]>['Q']> &
    Part<'body', Schemas<Endpoints[N]>['B'], FormData> & {
      /** Error statuses the caller shows in its own page (e.g. a shared link's 404): no global toast for them. */
      handles?: readonly number[];
    }
>;

/** The parsed (output) type of the endpoint's response schema. */
export type CallResult<N extends EndpointName> = z.infer<Schemas<Endpoints[N]>['R']>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The input may be omitted when nothing in it is required. */
export type CallArgs<N extends EndpointName> =
  RequiredKeys<CallInput<N>> extends never ? [input?: CallInput<N>] : [input: CallInput<N>];
