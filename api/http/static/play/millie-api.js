// The Millie API for the tables at /play/<game>: one function per operation, named after
// its operationId in /openapi.json, on plain fetch(). Every request goes to this server's
// /v1/ API and nowhere else; tokens travel in the Authorization header, never in a URL.

export class ApiError extends Error {
  constructor(status, problem) {
    super(problem?.detail || problem?.title || `The server answered ${status}.`);
    this.status = status;
    this.code = problem?.code || null;
    this.problem = problem || {};
  }
}

function sleep(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

async function call(method, path, { token, body, etag, signal } = {}) {
  if (typeof path !== 'string' || !path.startsWith('/v1/')) {
    throw new Error(`Refusing to send a request outside the game API: ${path}`);
  }
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (etag) headers['If-None-Match'] = etag;
  let payload;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response;
  for (let attempt = 0; ; attempt++) {
    response = await fetch(path, { method, headers, body: payload, cache: 'no-store', credentials: 'omit', signal });
    // A read the server could not serve just now changes nothing: retry after Retry-After.
    if (method !== 'GET' || ![429, 503].includes(response.status) || attempt >= 3) break;
    const after = Number(response.headers.get('Retry-After'));
    await sleep(Math.min(after > 0 ? after * 1000 : 500 * (attempt + 1), 5000), signal);
  }
  if (response.status === 304) return { status: 304, data: null, etag: response.headers.get('ETag') };
  const type = response.headers.get('Content-Type') || '';
  const data = type.includes('json') ? await response.json().catch(() => null) : null;
  if (!response.ok) throw new ApiError(response.status, data);
  return { status: response.status, data, etag: response.headers.get('ETag') };
}

const games = (type) => `/v1/${encodeURIComponent(type)}/games`;
const game = (type, id) => `${games(type)}/${encodeURIComponent(id)}`;

/** POST /v1/{game_type}/games: `{game, host_token}`. */
export const create_game = (type, body) => call('POST', games(type), { body });

/** GET /v1/{game_type}/games/{game_id}: the view as `token` may see it (304 on `etag`). */
export const get_game = (type, id, { token, etag, signal } = {}) =>
  call('GET', game(type, id), { token, etag, signal });

/** POST .../players: `{player, token, game}`. */
export const join_game = (type, id, body) => call('POST', `${game(type, id)}/players`, { body });

/** POST .../bots (host): `{player, game}`. */
export const add_bot = (type, id, body, token) => call('POST', `${game(type, id)}/bots`, { body, token });

/** POST .../start (host). */
export const start_game = (type, id, token) => call('POST', `${game(type, id)}/start`, { body: {}, token });

/** GET .../events?after=N: `{events, last_seq}`. */
export const list_events = (type, id, { after = 0, token, signal } = {}) =>
  call('GET', `${game(type, id)}/events?after=${after}&limit=1000`, { token, signal });

/** GET .../score. */
export const get_score = (type, id, { token } = {}) => call('GET', `${game(type, id)}/score`, { token });

/** One entry of a view's `legal_actions`, sent as the server wrote it (`fill`: the
 * `free` fields the player wrote). Every per-game move (draw, buy, predict, skip...)
 * goes this way: the entry names its own operation's method and path. */
export const send = (entry, token, fill = {}) =>
  call(entry.method, entry.path, { body: { ...entry.body, ...fill }, token });

/** GET .../stream: Server-Sent Events, read over fetch() (so the token goes in a header);
 * `onMessage({event, data, id})` for each message. Resolves when the server ends it. */
export async function stream_events(type, id, { token, lastEventId, signal, onMessage, onOpen }) {
  const headers = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastEventId) headers['Last-Event-ID'] = String(lastEventId);
  const response = await fetch(`${game(type, id)}/stream`, { headers, cache: 'no-store', credentials: 'omit', signal });
  if (!response.ok) {
    const json = (response.headers.get('Content-Type') || '').includes('json');
    throw new ApiError(response.status, json ? await response.json() : null);
  }
  onOpen?.();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let kind = '';
  let data = [];
  let last = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      let line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (line.endsWith('\r')) line = line.slice(0, -1);
      if (line === '') {
        if (data.length) onMessage({ event: kind || 'message', data: data.join('\n'), id: last });
        kind = '';
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let text = colon < 0 ? '' : line.slice(colon + 1);
        if (text.startsWith(' ')) text = text.slice(1);
        if (field === 'event') kind = text;
        else if (field === 'data') data.push(text);
        else if (field === 'id') last = text;
      }
    }
  }
}
