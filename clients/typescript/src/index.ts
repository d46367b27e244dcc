/**
 * Millie's TypeScript client: the generated types (src/schema.ts, from openapi/openapi.json
 * by openapi-typescript) and openapi-fetch's typed `fetch`, with what a frontend needs on
 * top: the token on every request, problem+json errors as exceptions, sending a
 * `legal_actions` entry as it is, and the game's Server-Sent Events stream read with
 * `fetch` (so the token never appears in a URL, which `EventSource` would need).
 *
 *   const millie = createMillieClient("https://millie.example");
 *   const { host_token, game } = await millie.call(millie.api.POST("/v1/{game_type}/games", {
 *     params: { path: { game_type: "millimemory" } }, body: {},
 *   }));
 *   for await (const message of millie.follow("millimemory", game.id)) { ... }
 */
import createClient, { type Client } from "openapi-fetch";

import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

type Schemas = components["schemas"];
export type GameType = Schemas["GameType"];
export type MillionsView = Schemas["MillionsView"];
export type MorbidLivingView = Schemas["MorbidLivingView"];
export type MillimemoryView = Schemas["MillimemoryView"];
export type View = MillionsView | MorbidLivingView | MillimemoryView;
/** An entry of a view's `legal_actions`: each game names its own (MillionsLegalAction, ...). */
export type LegalAction =
  | Schemas["MillionsLegalAction"]
  | Schemas["MorbidLivingLegalAction"]
  | Schemas["MillimemoryLegalAction"];
export type Event = Schemas["Event"];
export type Problem = Schemas["Problem"];
export type LobbyEntry = Schemas["LobbyEntry"];
/** What sending a `legal_actions` entry answers: a join, a bot seat, or a move's view. */
export type ActionAnswer =
  | Schemas["MillionsJoined"]
  | Schemas["MorbidLivingJoined"]
  | Schemas["MillimemoryJoined"]
  | Schemas["JoinedBot"]
  | View;

/** An answer of `application/problem+json`: `code` is the stable name (see /docs/problems). */
export class MillieProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(`${problem.status} ${problem.code}: ${problem.detail ?? problem.title}`);
    this.name = "MillieProblem";
    this.status = problem.status;
    this.code = problem.code;
    this.problem = problem;
  }
}

/** One message of the event stream: the opening `snapshot` (your view of the game, as of
 * its `last_seq`), or an event you may see (`event.seq`, `event.kind`, `event.data`).
 *
 * The events of a connection start after `after`, not after the snapshot: those up to the
 * snapshot's `view.last_seq` are already in it, and come with `inSnapshot: true` (a log
 * narrates them; a frontend that only renders the view skips them). From `after: 0`, a
 * game's whole history comes so. */
export type StreamMessage =
  | { type: "snapshot"; view: View }
  | { type: "event"; event: Event; inSnapshot: boolean };

/** What a request may carry besides its body: the headers that make a move safe to retry
 * or to race (docs/frontend.md), and a signal to abort it. */
export interface RequestOptions {
  /** `Idempotency-Key`: a retry with the same key (and body, by the same token) applies
   * nothing twice and answers the first answer again. A move that carries one is sent once
   * more when the network failed it. */
  idempotencyKey?: string;
  /** `If-Match`: apply only to this version of the game (a view's `version`, or an ETag
   * as sent); an older one is refused with 412 `stale_version`. */
  ifMatch?: number | string;
  /** Aborts the request (an `AbortController`'s signal). */
  signal?: AbortSignal;
}

/** `options` as the second argument of `client.api` calls take them: spread it there,
 * `api.POST(path, { params, body, ...requestOptions({ idempotencyKey, ifMatch, signal }) })`. */
export function requestOptions(options: RequestOptions = {}): {
  headers: Record<string, string>;
  signal?: AbortSignal;
} {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey !== undefined) headers["Idempotency-Key"] = options.idempotencyKey;
  if (options.ifMatch !== undefined) {
    headers["If-Match"] =
      typeof options.ifMatch === "number" ? `"${options.ifMatch}"` : options.ifMatch;
  }
  return options.signal ? { headers, signal: options.signal } : { headers };
}

export interface ClientOptions {
  /** The bearer token: a host's or a player's. None: a spectator (public views only). */
  token?: string | null;
  /** Another `fetch` (tests, or a server-side runtime); default: the global one. */
  fetch?: typeof globalThis.fetch;
}

export interface MillieClient {
  /** openapi-fetch's client: every operation of openapi/openapi.json, typed. */
  readonly api: Client<paths>;
  /** The token sent as `Authorization: Bearer` (null: none). */
  token: string | null;
  /** The data of an openapi-fetch answer, or a thrown `MillieProblem`. */
  call<T>(
    answer: Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<T>;
  /** Send a `legal_actions` entry (`body` replaces its example body, e.g. your story;
   * `undefined`: the entry's own), with `options`' headers and signal: the game as it is
   * after it (your view). */
  act(
    action: LegalAction,
    body?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<View>;
  /** The same, with the whole answer: a join's `{player, token, game}` (keep the token),
   * a bot seat's `{player, game}`, or the view. */
  send(
    action: LegalAction,
    body?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<ActionAnswer>;
  /** The game's Server-Sent Events (one connection; ends when the server closes it). */
  stream(
    type: GameType,
    id: string,
    options?: { after?: number; signal?: AbortSignal },
  ): AsyncGenerator<StreamMessage>;
  /** The stream, reopened after the last event seen whenever the server closes it,
   * until the game is finished: a `snapshot` each time it (re)opens, then the events
   * after the last one seen (`after` at first), those the snapshot holds marked
   * `inSnapshot` (see `StreamMessage`). */
  follow(
    type: GameType,
    id: string,
    options?: { after?: number; signal?: AbortSignal },
  ): AsyncGenerator<StreamMessage>;
}

/** A client for the server at `baseUrl` (e.g. "" or "/" for the page's own server). */
export function createMillieClient(baseUrl: string, options: ClientOptions = {}): MillieClient {
  const base = baseUrl.replace(/\/+$/, "");
  const fetcher = retrySafe(options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  const api = createClient<paths>({ baseUrl: base, fetch: fetcher });
  const client: MillieClient = {
    api,
    token: options.token ?? null,
    call,
    act,
    send,
    stream,
    follow,
  };
  api.use({
    onRequest({ request }) {
      if (client.token && !request.headers.has("Authorization")) {
        request.headers.set("Authorization", `Bearer ${client.token}`);
      }
      return request;
    },
  });

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    return client.token ? { ...extra, Authorization: `Bearer ${client.token}` } : extra;
  }

  async function call<T>(
    answer: Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<T> {
    const { data, error, response } = await answer;
    if (error !== undefined || !response.ok) throw toProblem(response.status, error);
    return data as T;
  }

  async function send(
    action: LegalAction,
    body?: Record<string, unknown>,
    options: RequestOptions = {},
  ): Promise<ActionAnswer> {
    const extra = requestOptions(options);
    const response = await fetcher(`${base}${action.path}`, {
      method: action.method,
      headers: headers({ ...extra.headers, "Content-Type": "application/json" }),
      body: JSON.stringify(body ?? action.body),
      signal: extra.signal,
    });
    if (!response.ok) {
      // problem+json; anything else (a proxy's error page) as http_<status>
      throw toProblem(response.status, await response.json().catch(() => undefined));
    }
    return (await response.json()) as ActionAnswer;
  }

  async function act(
    action: LegalAction,
    body?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<View> {
    const answer = await send(action, body, options);
    return "game" in answer ? (answer.game as View) : answer;
  }

  async function* stream(
    type: GameType,
    id: string,
    options: { after?: number; signal?: AbortSignal } = {},
  ): AsyncGenerator<StreamMessage> {
    const query = options.after ? `?after=${options.after}` : "";
    const path = `/v1/${type}/games/${encodeURIComponent(id)}/stream${query}`;
    const response = await fetcher(`${base}${path}`, {
      headers: headers({ Accept: "text/event-stream" }),
      signal: options.signal,
    });
    if (!response.ok || !response.body) {
      throw toProblem(response.status, await response.json().catch(() => undefined));
    }
    let held = -1; // the snapshot's last_seq: the events it already reflects
    for await (const message of parseEventStream(response.body)) {
      if (message.event === "snapshot") {
        const view = JSON.parse(message.data) as View;
        held = view.last_seq;
        yield { type: "snapshot", view };
      } else if (message.id !== null) {
        const event = JSON.parse(message.data) as Event;
        yield { type: "event", event, inSnapshot: event.seq <= held };
      }
    }
  }

  async function* follow(
    type: GameType,
    id: string,
    options: { after?: number; signal?: AbortSignal } = {},
  ): AsyncGenerator<StreamMessage> {
    let after = options.after ?? 0;
    for (;;) {
      let finished = false;
      for await (const message of stream(type, id, { after, signal: options.signal })) {
        if (message.type === "snapshot") {
          finished = message.view.status === "finished";
        } else {
          after = message.event.seq;
          finished ||= message.event.kind === "game_finished";
        }
        yield message;
      }
      if (finished || options.signal?.aborted) return;
    }
  }

  return client;
}

/** A read (GET), or a move with an `Idempotency-Key`, that failed on the network is sent
 * once more: a kept-alive connection that the server closed as the request left fails so
 * (Node's fetch does not retry it, browsers do). A move without a key is not: it may have
 * been applied. */
function retrySafe(fetcher: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const keyed = new Headers(init?.headers ?? request?.headers).has("Idempotency-Key");
    const safe = method === "GET" || keyed;
    const again = safe && request ? request.clone() : input;
    const signal = init?.signal ?? request?.signal;
    try {
      return await fetcher(input, init);
    } catch (error) {
      if (!safe || !(error instanceof TypeError) || signal?.aborted) throw error;
      return fetcher(again, init);
    }
  };
}

function toProblem(status: number, body: unknown): MillieProblem {
  const problem = body as Partial<Problem> | undefined;
  if (problem && typeof problem.code === "string") return new MillieProblem(problem as Problem);
  return new MillieProblem({
    type: "about:blank",
    title: `HTTP ${status}`,
    status,
    detail: typeof body === "string" ? body : "",
    code: `http_${status}`,
  } as Problem);
}

/** A raw Server-Sent Events message (https://html.spec.whatwg.org/#event-stream-interpretation). */
export interface RawMessage {
  event: string;
  data: string;
  id: string | null;
}

/** Parse a `text/event-stream` body: messages are separated by a blank line; `event:`,
 * `data:` (several join with "\n") and `id:` fields; lines starting ":" are comments. */
export async function* parseEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<RawMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | null = null;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        if (buffer[end] === "\r" && end + 1 === buffer.length) break; // "\r\n" split in two
        const line = buffer.slice(0, end);
        buffer = buffer.slice(buffer[end] === "\r" && buffer[end + 1] === "\n" ? end + 2 : end + 1);
        if (line === "") {
          if (data.length) yield { event: event || "message", data: data.join("\n"), id };
          event = "";
          data = [];
          id = null;
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
        else if (field === "id" && !value.includes("\0")) id = value;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
