/**
 * The browser's typed call: `call(routes.client, { params: { clientId } })` answers a ClientResource.
 * Argument and answer types come from the contract's schemas by `import type` only, so zod stays out
 * of the bundle; the request goes through the fetch client (ApiError on failure, unchanged).
 */
import type { z } from 'zod';
import type { Contract } from './contract.ts';
import { createApiClient } from './fetch-client.ts';
import type { ApiClient } from './fetch-client.ts';
import { fillPath } from './route-paths.ts';
import type { PathParamNames, PathParams } from './route-paths.ts';
import type { RouteName, routes } from './routes.ts';

type Routes = typeof routes;
/** The route's name, from its definition object. */
export type NameOf<R> = { [K in RouteName]: Routes[K] extends R ? (R extends Routes[K] ? K : never) : never }[RouteName];
export type Endpoint = Routes[RouteName];

type Field<K extends RouteName, F extends string> = Contract[K] extends { [P in F]: infer S extends z.ZodType } ? S : undefined;
/** Numbers are fine wherever the wire carries a decimal string. */
type Loose<T> = { [P in keyof T]: T[P] extends string | undefined ? T[P] | number : T[P] };

export type EndpointQuery<K extends RouteName> =
  Field<K, 'querystring'> extends z.ZodType ? Loose<z.input<Field<K, 'querystring'>>> : undefined;
export type EndpointBody<K extends RouteName> = Field<K, 'body'> extends z.ZodType ? z.input<Field<K, 'body'>> : undefined;
/** What a successful call answers (200's schema; undefined for 204). */
export type EndpointResponse<K extends RouteName> = Contract[K]['response'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

type ParamsArg<R extends Endpoint> = [PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<R['path']> };
type QueryArg<K extends RouteName> = EndpointQuery<K> extends undefined ? { query?: undefined } : { query?: EndpointQuery<K> };
/** A body goes as JSON, or as a form (login) when `form` is given. */
type BodyArg<K extends RouteName> =
  EndpointBody<K> extends undefined
    ? { json?: undefined; form?: undefined }
    : { json: EndpointBody<K>; form?: undefined } | { form: EndpointBody<K> & Record<string, string>; json?: undefined };

export type CallArgs<R extends Endpoint> = ParamsArg<R> & QueryArg<NameOf<R>> & BodyArg<NameOf<R>> & { signal?: AbortSignal };

/** Whether a call needs arguments at all (no params and no body: args may be left out). */
type NeedsArgs<R extends Endpoint> = [PathParamNames<R['path']>] extends [never]
  ? EndpointBody<NameOf<R>> extends undefined
    ? false
    : true
  : true;

export interface Caller {
  <R extends Endpoint>(
    endpoint: R,
    ...args: NeedsArgs<R> extends true ? [CallArgs<R>] : [CallArgs<R>?]
  ): Promise<EndpointResponse<NameOf<R>>>;
}

/** A typed `call` over a fetch client (the default: same-origin fetch). */
export function createCaller(client: ApiClient = createApiClient()): Caller {
  return (async (
    endpoint: Endpoint,
    args: {
      params?: Record<string, string | number>;
      query?: Record<string, string | number | boolean | undefined>;
      json?: unknown;
      form?: Record<string, string>;
      signal?: AbortSignal;
    } = {},
  ) => {
    const path = fillPath(endpoint.path, args.params, args.query);
    return client.request(path, null, {
      method: endpoint.method,
      ...(args.json !== undefined ? { json: args.json } : {}),
      ...(args.form !== undefined ? { form: args.form } : {}),
      ...(args.signal ? { signal: args.signal } : {}),
    });
  }) as Caller;
}

/** The portal's `call`, over the default client. */
export const call: Caller = createCaller();
