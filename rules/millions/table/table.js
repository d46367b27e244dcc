// Aunt Millie's Millions: a reference web table for the Millie API.
//
// Plain JavaScript, no build step. Everything comes from the public HTTP API:
//   - the caller's view (GET /v1/millions/games/{id}, with If-None-Match) is the only thing
//     rendered; every move is sent exactly as a `legal_actions` entry gives it;
//   - the game is followed through the event stream (GET .../stream, read with fetch() so
//     the token travels in the Authorization header, never in a URL), resumed with
//     Last-Event-ID; should the stream keep failing, through long-polling GET .../events.
// Tokens live in localStorage under the game's id; the page only ever reads views, events
// and scores with its own token (a seat's, or the host's in the lobby).

import { pinWhenShort } from '/play/panel.js';

const API = '/v1/millions/games';
const CHARACTERS = [
  'Archibald', 'Bernice', 'Claire', 'Dmitri', 'Eugenia', 'Felix', 'Gertrude', 'Horace',
];
const SEAT_KINDS = [
  ['you', 'You'],
  ['random', 'Random bot (easiest), played by the server'],
  ['greedy', 'Greedy bot (strongest), played by the server'],
  ['friend', 'A friend (invited by a link)'],
];
// How fast the server's bots claim after a flip (and make every other move): each waits a
// random delay in this range. Relaxed leaves a person time to read the cards and claim.
const SPEEDS = {
  relaxed: { label: 'Relaxed: 3 to 5 seconds (you can beat them to a card)', min_delay: 3, max_delay: 5 },
  steady: { label: 'Steady: 0.8 to 2 seconds', min_delay: 0.8, max_delay: 2 },
  quick: { label: 'Quick: 0.2 to 0.6 seconds (a race)', min_delay: 0.2, max_delay: 0.6 },
};
const COUNTDOWN = ['One,', 'Two,', 'Three...', 'Flip!'];
const COUNTDOWN_STEP_MS = 375; // four words, then the flip: 1.5 s in all
const STORE_PREFIX = 'millie.play.';
const GAME_HASH = /^#game=([0-9a-f]{16})$/;

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------------------------------
// Small DOM helper: text always goes in as text (names, stories: never as HTML).

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else if (key === 'dataset') {
      for (const [name, data] of Object.entries(value)) {
        if (data !== undefined && data !== null) el.dataset[name] = data;
      }
    }
    else if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

function money(value) {
  if (value === null || value === undefined) return '$?';
  return `$${Number(value).toLocaleString('en-US')}`;
}

function sleep(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

// ---------------------------------------------------------------------------------------
// Tokens: per game id, in this browser's storage only.

function loadCreds(id) {
  try {
    return JSON.parse(localStorage.getItem(STORE_PREFIX + id)) || {};
  } catch {
    return {};
  }
}

function saveCreds(id, creds) {
  try {
    localStorage.setItem(STORE_PREFIX + id, JSON.stringify(creds));
  } catch {
    // Storage refused (private mode, quota): the game still works until the tab closes.
  }
}

// ---------------------------------------------------------------------------------------
// HTTP: JSON in and out; problem+json errors become ApiError with the server's detail.

class ApiError extends Error {
  constructor(status, problem) {
    super(problem?.detail || problem?.title || `The server answered ${status}.`);
    this.status = status;
    this.code = problem?.code || null;
    this.problem = problem || {};
  }
}

async function request(method, path, { token = null, body, etag, signal, accept } = {}) {
  // Every request goes to this server's game API, and nowhere else (a token never leaks).
  if (typeof path !== 'string' || !path.startsWith(`${API}`)) {
    throw new Error(`Refusing to send a request outside the game API: ${path}`);
  }
  const headers = { Accept: accept || 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (etag) headers['If-None-Match'] = etag;
  let payload;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response;
  for (let attempt = 0; ; attempt++) {
    response = await fetch(path, {
      method, headers, body: payload, cache: 'no-store', credentials: 'omit', signal,
    });
    // A read the server could not serve just now (busy, rate limited) changes nothing:
    // try it again after Retry-After, a few times, before telling the player.
    if (method !== 'GET' || ![429, 503].includes(response.status) || attempt >= 3) break;
    const after = Number(response.headers.get('Retry-After'));
    await sleep(Math.min(Number.isFinite(after) && after > 0 ? after * 1000 : 500 * (attempt + 1), 5000), signal);
    if (signal?.aborted) break;
  }
  if (response.status === 304) return { status: 304, data: null, etag: response.headers.get('ETag') };
  const type = response.headers.get('Content-Type') || '';
  const data = type.includes('json') ? await response.json().catch(() => null) : null;
  if (!response.ok) throw new ApiError(response.status, data);
  return { status: response.status, data, etag: response.headers.get('ETag') };
}

// ---------------------------------------------------------------------------------------
// The page's state. `view` is the caller's view as the server last gave it.

const state = {
  gameId: null,
  creds: {},
  view: null,
  viewToken: null, // the token `view` was read with
  etags: new Map(), // token -> [etag, view]
  score: null,
  lastSeq: 0,
  seenSeqs: new Set(),
  cards: new Map(), // card id -> face, from everything the page was shown
  drafts: new Map(), // text typed into the squabble forms, kept across re-renders
  focusKey: null,
  countdown: null,
  busy: false,
  finished: false,
  endShown: false, // the end has been scrolled into view once
  lostCard: null, // the card a claim just lost the race for
  follower: null, // AbortController of the stream / long-poll loop
  mode: 'stream',
  retryMs: 2000,
  generation: 0, // bumps when another game is opened: late answers are dropped
};

function tokenForView() {
  const { host, token } = state.creds;
  if (host && (!state.view || state.view.status === 'lobby')) return host; // sees `start`
  return token || host || null;
}

function tokenForStream() {
  return state.creds.token || state.creds.host || null;
}

function you() {
  return state.view ? state.view.you : null;
}

function seatOf(seat) {
  return state.view?.seats?.find((s) => s.seat === seat) || null;
}

// Which policy plays a seat, or null for a person. The view says so (`seats[].bot`); an
// older server's view does not, and then only the host's record of the bots it seated knows.
function botOf(seat) {
  const s = seatOf(seat);
  if (s && 'bot' in s) return s.bot || null;
  return state.creds.bots?.[seat] || null;
}

// A program plays the seat: a bot of the server's (its policy named) or a player registered
// as a bot (`seats[].is_bot` without a policy: their own program plays, as a person would).
function botBadge(seat) {
  const bot = botOf(seat);
  if (bot) return h('span', { class: 'badge bot', dataset: { bot }, text: `${bot} bot` });
  return seatOf(seat)?.is_bot ? h('span', { class: 'badge bot', text: 'bot' }) : null;
}

// With people at the table, the server's bots leave the flip to them (M6): a bot's pending
// `flip` is only its right to flip, never something to wait for. A table of bots alone
// flips by itself. (A view that does not tell bots from people says nothing of this.)
function peopleFlip(view) {
  const seats = view?.seats || [];
  return seats.length > 0 && seats.every((s) => 'bot' in s) && seats.some((s) => !s.bot);
}

function who(seat, { capital = false } = {}) {
  if (seat === null || seat === undefined) return 'the host';
  if (seat === you()) return capital ? 'You' : 'you';
  const s = seatOf(seat);
  if (!s) return `seat ${seat + 1}`;
  return `${s.name} (${s.character})`;
}

function remember(face) {
  if (face && face.id && face.name) state.cards.set(face.id, face);
}

function cardName(idOrFace) {
  const face = typeof idOrFace === 'string' ? state.cards.get(idOrFace) : idOrFace;
  if (!face) return String(idOrFace);
  if (face.kind === 'item') return `${face.name} (${face.colour}, ${money(face.value)})`;
  return face.name;
}

// ---------------------------------------------------------------------------------------
// Messages to the player: errors in the alert region, events in the live region.

function showError(error) {
  let text;
  if (error instanceof ApiError) {
    text = error.problem.detail || error.message;
    if (['wrong_phase', 'not_your_turn', 'round_in_progress'].includes(error.code) || error.status === 412) {
      text = 'That move came too late: the game moved on before it arrived. The table now shows what you can do.';
    } else if (error.code === 'card_full') {
      text = `Too late: that card filled up just before your claim arrived (${text}) ` +
        'Pick another card.';
    } else if (error.code === 'card_cancelled') {
      text = `That card is cancelled (${text}) Pick another card.`;
    }
  } else if (error instanceof TypeError) {
    text = 'The server cannot be reached: check the connection and try again.';
  } else {
    text = error?.message || String(error);
  }
  $('alert-text').textContent = text;
  $('alert').dataset.code = error?.code || (error instanceof TypeError ? 'unreachable' : '');
  $('alert').hidden = false;
}

function clearError() {
  $('alert').hidden = true;
  $('alert-text').textContent = '';
  $('alert').dataset.code = '';
}

function announce(text) {
  const region = $('announcer');
  region.append(h('p', { text }));
  while (region.childElementCount > 5) region.firstElementChild.remove();
}

/** Something the player should see, not only hear: shown in the alert region too. */
function notify(text) {
  announce(text);
  $('alert-text').textContent = text;
  $('alert').dataset.code = 'notice';
  $('alert').hidden = false;
}

/** The connection's state, in the log's header; while it is down, a banner says so and
 * every move waits (`paused`) until the stream is back. */
function setConnection(text, offline = false) {
  $('connection').textContent = text;
  const changed = state.offline !== offline;
  state.offline = offline;
  // Back online: a "cannot be reached" from while it was down is no longer true.
  if (changed && !offline && $('alert').dataset.code === 'unreachable') clearError();
  $('offline').hidden = !offline;
  $('offline').textContent = offline ? `${text} Your moves are paused until it is back.` : '';
  if (changed && state.view) render();
}

/** Buttons wait while a move is on its way or the connection is down. */
function paused() {
  return state.busy || state.offline;
}

// ---------------------------------------------------------------------------------------
// Reading the view: coalesced, conditional (If-None-Match), per token.

let refreshing = null;
let refreshAgain = false;

function refresh() {
  if (refreshing) {
    refreshAgain = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      refreshAgain = false;
      await loadView();
    } while (refreshAgain);
  })().finally(() => { refreshing = null; });
  return refreshing;
}

async function loadView() {
  const generation = state.generation;
  const before = state.view;
  for (let hops = 0; hops < 3; hops++) {
    const token = tokenForView();
    const cached = state.etags.get(token);
    let result;
    try {
      result = await request('GET', `${API}/${state.gameId}`, { token, etag: cached?.[0] });
    } catch (error) {
      if (generation !== state.generation) return;
      if (error instanceof ApiError && error.status === 404) {
        showMissingGame();
        return;
      }
      showError(error);
      return;
    }
    if (generation !== state.generation) return;
    const view = result.status === 304 ? cached[1] : result.data;
    if (result.status !== 304) state.etags.set(token, [result.etag, view]);
    const stale = state.viewToken === token && view.version < (state.view?.version ?? 0);
    if (!stale) adoptView(view, token); // a move's answer may have overtaken this read
    if (tokenForView() === token) break; // else the game has started: read the seat's view
  }
  let changed = state.view !== before;
  if (state.view?.status === 'finished' && !state.score) {
    await loadScore();
    changed = true;
  }
  if (changed) render(); // an unchanged view (304) leaves the page, and what is typed, alone
}

function adoptView(view, token) {
  if (!view) return;
  state.view = view;
  state.viewToken = token;
  for (const t of view.table || []) remember(t.card);
  for (const r of view.rows || []) for (const s of r.slots || []) remember(s.card);
  for (const c of view.charity?.cards || []) remember(c);
  for (const q of view.squabbles || []) remember(q.card);
  remember(view.vault);
  if (state.countdown && !(view.legal_actions || []).some((a) => a.action === 'flip')) {
    stopCountdown(); // someone else flipped first: the round is on, go and claim
    notify(view.round ? `Round ${view.round} was flipped first by someone else: claim a card.` : 'The flip is not possible now.');
  }
}

async function loadScore() {
  try {
    const token = state.creds.token || state.creds.host || null;
    const result = await request('GET', `${API}/${state.gameId}/score`, { token });
    state.score = result.data;
  } catch (error) {
    showError(error);
  }
}

// ---------------------------------------------------------------------------------------
// Sending moves: exactly the legal_actions entry, with free-text fields filled in.

async function send(entry, fill = {}, token = state.creds.token) {
  if (paused()) return;
  clearError();
  state.busy = true;
  render();
  const generation = state.generation;
  try {
    const result = await request(entry.method, entry.path, {
      token, body: { ...entry.body, ...fill },
    });
    if (generation !== state.generation) return;
    if (result.data && result.data.version !== undefined && token === tokenForView()) {
      state.etags.set(token, [result.etag, result.data]);
      adoptView(result.data, token);
    }
    for (const key of Object.keys(fill)) state.drafts.delete(draftKey(entry, key));
  } catch (error) {
    if (generation !== state.generation) return;
    if (entry.action === 'flip' && error instanceof ApiError && error.code === 'round_in_progress') {
      notify('Someone else flipped first: the round is on. Claim a card.');
    } else {
      showError(error);
    }
    if (error instanceof ApiError && (error.code === 'card_full' || error.code === 'card_cancelled')) {
      state.lostCard = entry.body.card; // focus goes straight to a card that still has room
    }
  } finally {
    state.busy = false;
  }
  render();
  await refresh();
}

function draftKey(entry, field) {
  const to = entry.body?.to !== undefined ? `:${entry.body.to}` : '';
  return `${entry.action}:${entry.squabble ?? ''}${to}:${field}`;
}

function entryKey(entry) {
  return `${entry.action}:${entry.squabble ?? ''}:${JSON.stringify(entry.body)}`;
}

function actionButton(entry, label, extra = {}) {
  return h('button', {
    type: 'button',
    class: extra.class || 'action',
    disabled: paused() || undefined,
    dataset: { key: entryKey(entry), action: entry.action, ...(extra.dataset || {}) },
    onclick: () => send(entry),
    'aria-describedby': extra.describedby,
  }, label);
}

// ---------------------------------------------------------------------------------------
// The flip: "One, Two, Three... Flip!" on screen, then the request.

function stopCountdown() {
  if (!state.countdown) return;
  clearInterval(state.countdown);
  state.countdown = null;
  $('countdown').hidden = true;
}

function startFlip(entry) {
  if (state.countdown || paused()) return;
  clearError();
  const box = $('countdown');
  let step = 0;
  const show = () => {
    box.hidden = false;
    box.textContent = COUNTDOWN[step];
    box.classList.remove('pop');
    void box.offsetWidth; // restart the animation
    box.classList.add('pop');
    step += 1;
  };
  show();
  state.countdown = setInterval(() => {
    if (step < COUNTDOWN.length) {
      show();
      return;
    }
    stopCountdown();
    const now = (state.view?.legal_actions || []).find((a) => a.action === 'flip');
    if (now) {
      send(now);
    } else {
      notify('Someone else flipped first: claim a card.');
      render();
    }
  }, COUNTDOWN_STEP_MS);
  render();
}

// ---------------------------------------------------------------------------------------
// Rendering. The view decides everything shown; nothing is guessed.

const PHASES = {
  lobby: 'Waiting for players.',
  flip: 'Between rounds: anyone may flip.',
  placement: 'The race: everyone places their character on a flipped card.',
  steal: 'The Steal is being resolved.',
  reappraise: 'Reappraisals are being decided.',
  squabble: 'Squabbles: stories, questions and verdicts.',
  vault: 'The vault is open: its heir decides.',
  finished: 'The game is over.',
};

const DECISIONS = {
  start: 'start the game',
  flip: 'flip',
  claim: 'claim a card',
  steal: 'steal or decline',
  reappraise: 'reappraise or decline',
  judge: 'name a judge',
  story: 'tell a story',
  question: 'ask',
  answer: 'answer the judge',
  verdict: 'give the verdict',
};

function render() {
  const view = state.view;
  rememberFocus();
  $('loading').hidden = true;
  if (!view) return;
  const lobby = view.status === 'lobby';
  const seated = state.creds.token || state.creds.host;
  $('setup').hidden = true;
  $('join').hidden = !(lobby && !seated);
  $('lobby').hidden = !(lobby && seated);
  $('game').hidden = lobby;
  $('log-section').hidden = false;
  if (lobby) {
    if (seated) renderLobby(view);
    else renderJoin(view);
  } else {
    renderGame(view);
  }
  restoreFocus();
}

function rememberFocus() {
  const active = document.activeElement;
  if (active && active.dataset && active.dataset.key) state.focusKey = active.dataset.key;
}

function restoreFocus() {
  if (state.lostCard) {
    const target = [...document.querySelectorAll('#table button[data-action="claim"]:not([disabled])')]
      .find((el) => el.dataset.card !== state.lostCard);
    if (target) {
      state.lostCard = null;
      target.focus();
      return;
    }
  }
  const key = state.focusKey;
  if (!key) return;
  const active = document.activeElement;
  // Focus still on a live element (the same, or one the player moved to): leave it there.
  if (active && active !== document.body && active.isConnected) return;
  const target = [...document.querySelectorAll('[data-key]')].find((el) => el.dataset.key === key);
  if (target && !target.disabled) target.focus({ preventScroll: true });
}

// --- the lobby -------------------------------------------------------------------------

function renderLobby(view) {
  const plan = state.creds.plan || null;
  const invite = `${location.origin}/play/millions#game=${view.id}`;
  const friends = plan ? plan.filter((k) => k === 'friend').length : 0;
  $('invite').hidden = !(state.creds.host && (friends > 0 || !plan));
  $('invite-link').value = invite;
  const taken = view.seats.length;
  const wanted = plan ? Math.max(plan.length, taken) : null;
  $('lobby-status').textContent = wanted
    ? `${taken} of ${wanted} seats taken.` + (taken < wanted ? ' Waiting for your friends to join…' : '')
    : `${taken} seated (3 to 8 can play).`;
  const list = $('lobby-seats');
  list.replaceChildren(...view.seats.map((s) => {
    const mine = s.seat === state.creds.seat;
    return h('li', { dataset: { seat: s.seat, bot: botOf(s.seat) || undefined } },
      h('strong', { text: s.name }), ` as ${s.character}`,
      botBadge(s.seat),
      mine ? h('span', { class: 'badge you', text: 'you' }) : null,
      s.intro ? h('q', { class: 'intro', text: s.intro }) : null);
  }));
  if (wanted) {
    for (let i = taken; i < wanted; i++) {
      list.append(h('li', { class: 'muted', text: `Seat ${i + 1}: waiting for a friend…` }));
    }
  }
  const actions = $('lobby-actions');
  const start = (view.legal_actions || []).find((a) => a.action === 'start');
  if (start && state.viewToken === state.creds.host) {
    actions.replaceChildren(
      h('button', {
        type: 'button', class: 'primary', id: 'start-game', disabled: paused() || undefined,
        dataset: { key: 'start', action: 'start' },
        onclick: () => send(start, {}, state.creds.host),
      }, 'Start the game'),
      ...(taken < (wanted || 0) ? [h('p', { class: 'hint', text: 'Starting now leaves the empty seats out.' })] : []),
    );
  } else if (state.creds.host) {
    actions.replaceChildren(h('p', { class: 'hint', text: 'At least 3 heirs are needed to start.' }));
  } else {
    actions.replaceChildren(h('p', { class: 'hint', text: 'The host starts the game when everyone is here.' }));
  }
  // The host may fill a free seat with a bot: one button per policy the server offers.
  const bots = (view.legal_actions || []).filter((a) => a.action === 'add_bot');
  if (bots.length && state.viewToken === state.creds.host) {
    actions.append(h('div', { class: 'add-bots' },
      h('p', { class: 'hint', text: 'Or give a free seat to a bot played by the server:' }),
      ...bots.map((a) => h('button', {
        type: 'button', class: 'action secondary', disabled: paused() || undefined,
        dataset: { key: `add_bot:${a.body.policy}`, action: 'add_bot', policy: a.body.policy },
        onclick: () => send(a, { name: botName(a.body.policy, view.seats) }, state.creds.host),
      }, `Add a ${a.body.policy} bot`))));
  }
}

// "Random bot", then "Random bot 2", ...: the bots of one policy told apart by name.
function botName(policy, seats) {
  const n = (seats || []).filter((s) => s.bot === policy).length + 1;
  return `${policy[0].toUpperCase()}${policy.slice(1)} bot${n > 1 ? ` ${n}` : ''}`;
}

// --- joining ---------------------------------------------------------------------------

function renderJoin(view) {
  const entries = (view.legal_actions || []).filter((a) => a.action === 'join');
  const select = $('join-character');
  const chosen = select.value;
  select.replaceChildren(...entries.map((e) => h('option', {
    value: e.body.character, text: e.body.character,
  })));
  if (entries.some((e) => e.body.character === chosen)) select.value = chosen;
  const free = entries[0]?.free || {};
  if (free.name?.max_length) $('join-name').maxLength = free.name.max_length;
  if (free.intro?.max_length) $('join-intro').maxLength = free.intro.max_length;
  $('join-who').textContent = view.seats.length
    ? `At the table: ${view.seats.map((s) => `${s.name} (${s.character}${s.bot ? `, a ${s.bot} bot` : s.is_bot ? ', a bot' : ''})`).join(', ')}.`
    : 'Nobody has sat down yet.';
  $('join-game').disabled = !entries.length || paused();
  if (!entries.length) $('join-who').textContent += ' All seats are taken.';
}

async function joinGame(event) {
  event.preventDefault();
  clearError();
  const entries = (state.view?.legal_actions || []).filter((a) => a.action === 'join');
  const entry = entries.find((e) => e.body.character === $('join-character').value);
  const name = $('join-name').value.trim();
  if (!entry) return showError(new Error('Choose a character.'));
  if (!name) {
    $('join-name').focus();
    return showError(new Error('Write your name first.'));
  }
  const fill = { name, character: entry.body.character, intro: $('join-intro').value.trim() };
  state.busy = true;
  $('join-game').disabled = true;
  try {
    const result = await request(entry.method, entry.path, { body: { ...entry.body, ...fill } });
    state.creds = { ...state.creds, token: result.data.token, seat: result.data.player.seat };
    saveCreds(state.gameId, state.creds);
    state.etags.clear();
  } catch (error) {
    showError(error);
  } finally {
    state.busy = false;
  }
  await refresh();
  startFollowing(); // now with the seat's token
}

// --- the game --------------------------------------------------------------------------

function renderGame(view) {
  Object.assign($('game').dataset, { phase: view.phase, status: view.status, round: view.round, version: view.version });
  $('round').textContent = String(view.round);
  const me = seatOf(view.you);
  const role = me
    ? `You are ${me.name} (${me.character}), seat ${me.seat + 1}.`
    : 'You are watching: the public view, no secrets.';
  $('game-status').replaceChildren(
    h('span', { class: 'phase', dataset: { phase: view.phase }, text: PHASES[view.phase] || view.phase }),
    ' ', role);
  renderDecision(view);
  renderTable(view);
  renderSquabbles(view);
  renderRows(view);
  renderEnd(view);
  renderCharity(view);
}

function renderDecision(view) {
  const actions = view.legal_actions || [];
  const body = $('decision-body');
  const parts = [];
  const flip = actions.find((a) => a.action === 'flip');
  if (flip || state.countdown) {
    parts.push(h('button', {
      type: 'button', id: 'flip-button', class: 'primary flip',
      disabled: (paused() || state.countdown || !flip) || undefined,
      dataset: { key: 'flip', action: 'flip' },
      onclick: () => startFlip(flip),
    }, state.countdown ? 'Flipping…' : 'One, Two, Three... Flip!'));
  }
  if (flip && peopleFlip(view) && view.seats.some((s) => s.bot)) {
    const people = view.seats.filter((s) => !s.bot).length;
    parts.push(h('p', {
      class: 'hint', id: 'flip-hint',
      text: people > 1 ? 'The bots leave the flip to the people at the table: any of you may flip.'
        : 'The bots leave the flip to you: flip when you are ready.',
    }));
  }
  const claims = actions.filter((a) => a.action === 'claim');
  if (claims.length) {
    parts.push(h('p', { class: 'prompt', text: 'Race! Claim a card: an item holds 2 heirs, a Steal or Reappraise 1.' }));
    parts.push(h('div', { class: 'claim-options', id: 'claim-options' }, ...claims.map((a) => {
      const t = view.table.find((x) => x.card.id === a.body.card);
      const face = t?.card;
      const room = t ? ` · ${t.room} ${t.room === 1 ? 'place' : 'places'} left` : '';
      return h('button', {
        type: 'button', class: `action claim colour-${face?.colour || 'none'}`, disabled: paused() || undefined,
        dataset: { key: `panel:${entryKey(a)}`, action: 'claim', card: a.body.card },
        onclick: () => send(a),
      }, `Claim ${cardName(face || a.body.card)}${room}`);
    })));
  }
  const steals = actions.filter((a) => a.action === 'steal');
  if (steals.length) parts.push(renderSteal(view, steals));
  const reappraisals = actions.filter((a) => a.action === 'reappraise');
  if (reappraisals.length) parts.push(renderReappraise(view, reappraisals));
  const squabbling = [...new Set(actions.filter((a) => a.squabble !== undefined).map((a) => a.squabble))];
  for (const number of squabbling) {
    const q = view.squabbles.find((x) => x.number === number);
    if (q) parts.push(squabbleNeedingYou(view, q, actions.filter((a) => a.squabble === number)));
  }
  if (!parts.length) {
    const mine = view.you !== null && view.you !== undefined;
    const text = view.status === 'finished'
      ? 'The game is over.'
      : mine ? 'Nothing for you to do right now.' : 'Spectators only watch.';
    parts.push(h('p', { class: 'muted', text }));
  }
  body.replaceChildren(...parts);

  const waiting = $('waiting');
  const botsFlip = !peopleFlip(view);
  waiting.replaceChildren(...(view.pending || [])
    .filter((p) => p.seat !== null && (botsFlip || p.decision !== 'flip' || !botOf(p.seat)))
    .map((p) => {
      const label = `${who(p.seat, { capital: true })}: ${DECISIONS[p.decision] || p.decision}` +
        (p.squabble ? ` (squabble ${p.squabble})` : '');
      return h('li', { class: p.seat === view.you ? 'mine' : '', dataset: { seat: p.seat, decision: p.decision } },
        label, botBadge(p.seat),
        p.deadline ? h('span', { class: 'deadline', dataset: { deadline: p.deadline } }) : null);
    }));
  tickDeadlines();
}

function renderSteal(view, entries) {
  const vault = view.phase === 'vault';
  const box = h('fieldset', { class: 'choices', id: 'steal-choices' },
    h('legend', { text: vault ? "The vault's Steal: take an opponent's most valuable item" : 'Your Steal: take a card from a row' }));
  const byVictim = new Map();
  for (const e of entries) {
    if (e.body.decline) continue;
    if (!byVictim.has(e.body.victim)) byVictim.set(e.body.victim, []);
    byVictim.get(e.body.victim).push(e);
  }
  for (const [victim, list] of byVictim) {
    const row = view.rows.find((r) => r.seat === victim);
    const group = h('div', { class: 'choice-group' }, h('p', { class: 'choice-title', text: `From ${who(victim)}:` }));
    for (const e of list) {
      let label;
      if (e.body.slot === undefined) {
        label = `Take ${who(victim)}'s most valuable item`;
      } else {
        const slot = row?.slots?.find((s) => s.slot === e.body.slot);
        label = slot ? `Slot ${e.body.slot}: ${cardName(slot.card)}` : `Slot ${e.body.slot} (face down)`;
      }
      group.append(actionButton(e, label));
    }
    box.append(group);
  }
  const decline = entries.find((e) => e.body.decline);
  if (decline) box.append(actionButton(decline, 'Decline the Steal', { class: 'action secondary' }));
  return box;
}

function renderReappraise(view, entries) {
  const mine = view.rows.find((r) => r.seat === view.you);
  const box = h('fieldset', { class: 'choices', id: 'reappraise-choices' },
    h('legend', { text: 'Your Reappraise: choose an item of your row to appraise again, in secret' }));
  for (const e of entries) {
    if (e.body.decline) continue;
    const slot = mine?.slots?.find((s) => s.slot === e.body.slot);
    const label = slot
      ? `Slot ${e.body.slot}: ${slot.card.name} (now ${money(slot.value)})`
      : `Slot ${e.body.slot}`;
    box.append(actionButton(e, label));
  }
  const decline = entries.find((e) => e.body.decline);
  if (decline) box.append(actionButton(decline, 'Decline', { class: 'action secondary' }));
  return box;
}

function cardFace(face, extra = []) {
  return [
    h('p', { class: 'card-kind' },
      face.kind === 'item' ? `${face.colour} item` : face.kind === 'steal' ? 'Steal' : 'Reappraise'),
    h('p', { class: 'card-name', text: face.name }),
    face.kind === 'item' ? h('p', { class: 'card-value', text: money(face.value) }) : null,
    ...extra,
  ].filter(Boolean);
}

function renderTable(view) {
  const claims = new Map((view.legal_actions || [])
    .filter((a) => a.action === 'claim').map((a) => [a.body.card, a]));
  const list = $('table');
  if (!view.table.length) {
    list.replaceChildren(h('li', { class: 'empty muted', text: view.status === 'finished' ? 'No more rounds.' : 'No cards on the table: flip to start a round.' }));
    return;
  }
  list.replaceChildren(...view.table.map((t) => {
    const face = t.card;
    const on = t.claimants.map((s) => who(s, { capital: true }));
    const status = t.cancelled
      ? h('p', { class: 'badge cancelled', text: 'Cancelled: two or more Steals flipped' })
      : h('p', { class: 'room', text: `Capacity ${t.capacity} · ${t.room === 0 ? 'full' : `${t.room} ${t.room === 1 ? 'place' : 'places'} left`}` });
    const claim = claims.get(face.id);
    const mine = t.claimants.includes(view.you);
    return h('li', {
      class: `card kind-${face.kind} colour-${face.colour || 'none'}${t.cancelled ? ' is-cancelled' : ''}${mine ? ' is-mine' : ''}`,
      dataset: { card: face.id, room: t.room, capacity: t.capacity, kind: face.kind, claimants: t.claimants.join(' ') },
    },
    ...cardFace(face),
    status,
    h('p', { class: 'on-card', text: on.length ? `On it: ${on.join(', ')}` : 'Nobody on it yet' }),
    h('p', { class: 'from muted', text: t.from_seat === view.you ? 'From your pile' : `From ${who(t.from_seat)}'s pile` }),
    claim ? h('button', {
      type: 'button', class: 'action claim', disabled: paused() || undefined,
      dataset: { key: entryKey(claim), action: 'claim', card: face.id },
      onclick: () => send(claim),
    }, `Claim ${face.name}`) : null,
    mine ? h('p', { class: 'badge you', text: 'You are on this card' }) : null);
  }));
}

function transcriptOf(view, q) {
  return h('ol', { class: 'transcript' }, ...q.transcript.map((line) => {
    const speaker = who(line.seat, { capital: true });
    const s = line.seat === view.you ? '' : 's';
    const label = line.kind === 'story' ? `${speaker} tell${s}:`
      : line.kind === 'question' ? `${speaker} ask${s} ${who(line.to)}:`
        : `${speaker} answer${s}:`;
    return h('li', { class: `line ${line.kind}` }, h('strong', { text: label }), ' ', h('q', { text: line.text }));
  }));
}

function squabbleStatus(view, q) {
  if (q.winner !== null && q.winner !== undefined) {
    return q.judge !== null && q.judge !== undefined
      ? `Judged by ${who(q.judge)}: awarded to ${who(q.winner)}.`
      : `Awarded to ${who(q.winner)}.`;
  }
  return q.judge === null ? `${who(q.selector, { capital: true })} ${q.selector === view.you ? 'name' : 'names'} the judge.`
    : `Judge: ${who(q.judge)}.`;
}

/** A squabble that waits for you, in the decision panel: what it is about, what was said,
 * and your move (the squabbles list below keeps every squabble's transcript). */
function squabbleNeedingYou(view, q, actions) {
  return h('article', { class: 'squabble needs-you', dataset: { squabble: q.number } },
    h('h4', { text: `Squabble ${q.number}: ${cardName(q.card)}` }),
    h('p', {}, `${who(q.selector, { capital: true })} vs ${who(q.other)}. `, squabbleStatus(view, q)),
    q.transcript.length ? transcriptOf(view, q) : null,
    squabbleControls(actions));
}

function renderSquabbles(view) {
  const section = $('squabbles-section');
  section.hidden = !view.squabbles.length;
  $('squabbles').replaceChildren(...view.squabbles.map((q) => {
    const decided = q.winner !== null && q.winner !== undefined;
    return h('article', { class: 'squabble', dataset: { squabble: q.number, judge: q.judge ?? '', winner: decided ? q.winner : '' } },
      h('h4', { text: `Squabble ${q.number}: ${q.card.name}` }),
      h('p', { class: 'squabble-status' }, `${who(q.selector, { capital: true })} vs ${who(q.other)}. `, squabbleStatus(view, q)),
      q.transcript.length ? transcriptOf(view, q) : null);
  }));
}

function squabbleControls(actions) {
  const controls = h('div', { class: 'squabble-actions' });
  const judges = actions.filter((a) => a.action === 'judge');
  if (judges.length) {
    controls.append(h('fieldset', { class: 'choices' }, h('legend', { text: 'You choose the judge' }),
      ...judges.map((a) => actionButton(a, `Name ${who(a.body.judge)} as judge`))));
  }
  for (const a of actions.filter((x) => x.action === 'story')) {
    controls.append(textForm(a, 'Your story: why is this item rightly yours?', 'Tell my story'));
  }
  for (const a of actions.filter((x) => x.action === 'question')) {
    controls.append(textForm(a, `Your question to ${who(a.body.to)}`, `Ask ${seatOf(a.body.to)?.name || 'them'}`));
  }
  for (const a of actions.filter((x) => x.action === 'answer')) {
    controls.append(textForm(a, 'Your answer to the judge', 'Answer'));
  }
  const verdicts = actions.filter((a) => a.action === 'verdict');
  if (verdicts.length) {
    controls.append(h('fieldset', { class: 'choices' }, h('legend', { text: 'Your verdict: who gets it?' }),
      ...verdicts.map((a) => actionButton(a, `Award it to ${who(a.body.winner)}`, { dataset: { winner: a.body.winner } }))));
  }
  return controls;
}

function textForm(entry, label, submit) {
  const key = draftKey(entry, 'text');
  const limits = entry.free?.text || {};
  const max = limits.max_length || 1000;
  const min = limits.min_length || 1;
  const id = `text-${key.replace(/[^a-z0-9]+/gi, '-')}`;
  const counter = h('span', { class: 'counter', id: `${id}-count`, 'aria-live': 'off' });
  const area = h('textarea', {
    id, rows: 3, maxlength: max, minlength: min, required: true,
    placeholder: entry.body.text, 'aria-describedby': `${id}-count`,
    dataset: { key: `text:${key}`, action: entry.action },
  });
  area.value = state.drafts.get(key) || '';
  const count = () => { counter.textContent = `${area.value.length} / ${max} characters`; };
  count();
  area.addEventListener('input', () => { state.drafts.set(key, area.value); count(); });
  const form = h('form', { class: 'text-form', dataset: { action: entry.action } },
    h('label', { for: id, text: label }), area, counter,
    h('button', { type: 'submit', class: 'action', disabled: paused() || undefined, dataset: { key: `submit:${key}`, action: entry.action } }, submit));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = area.value.trim();
    if (text.length < min) {
      showError(new Error(`Write at least ${min} character${min === 1 ? '' : 's'} first.`));
      area.focus();
      return;
    }
    send(entry, { text: text.slice(0, max) });
  });
  return form;
}

function slotItem(slot, { own = false, final = false } = {}) {
  const face = slot.card;
  const extra = [];
  if (own || final) {
    if (slot.appraisal) extra.push(h('p', { class: 'appraisal', text: `Appraised: ${money(slot.appraisal.value)}${own && !final ? ' (secret)' : ''}` }));
    extra.push(h('p', { class: 'worth', text: `Worth ${money(slot.value)}` }));
  } else if (slot.appraised) {
    extra.push(h('p', { class: 'appraisal', text: 'Appraised (value hidden)' }));
  }
  return h('li', { class: `card small kind-${face.kind} colour-${face.colour || 'none'}`, dataset: { card: face.id, slot: slot.slot } },
    h('p', { class: 'slot-number', text: `Slot ${slot.slot}` }), ...cardFace(face, extra));
}

function seatSummary(s) {
  const bits = [`${s.pile_size} in pile`];
  if (s.placed) bits.push(`on ${cardName(s.placed)}`);
  if (s.sits_out) bits.push('sits this round out');
  return bits.join(' · ');
}

function renderRows(view) {
  const finalRows = view.status === 'finished' && view.result ? view.result.rows : null;
  const mine = view.rows.find((r) => r.seat === view.you);
  const myRow = $('my-row');
  if (mine && !finalRows) {
    const total = (mine.slots || []).reduce((sum, s) => sum + (s.value || 0), 0);
    const me = seatOf(view.you);
    myRow.replaceChildren(h('section', { class: 'row mine', 'aria-labelledby': 'my-row-title', dataset: { seat: view.you } },
      h('h4', { id: 'my-row-title', text: `Your row: ${me.name} (${me.character})` }),
      h('p', { class: 'muted', text: `${seatSummary(me)} · your items are worth ${money(total)} by your own appraisals` }),
      mine.slots.length
        ? h('ul', { class: 'cards row-cards' }, ...mine.slots.map((s) => slotItem(s, { own: true })))
        : h('p', { class: 'muted', text: 'No items yet.' })));
  } else {
    myRow.replaceChildren();
  }
  const others = (finalRows || view.rows).filter((r) => finalRows || r.seat !== view.you);
  $('other-rows').replaceChildren(...others.map((r) => {
    const s = seatOf(r.seat);
    const title = r.seat === view.you ? `Your row: ${s.name} (${s.character})` : `${s.name} (${s.character})`;
    let content;
    if (r.slots === null || r.slots === undefined) {
      const count = r.count;
      content = h('div', { class: 'face-down' },
        h('p', { text: `${count} ${count === 1 ? 'item' : 'items'}, face down` }),
        h('div', { class: 'backs', 'aria-hidden': 'true' }, ...Array.from({ length: count }, () => h('span', { class: 'back' }))));
    } else if (!r.slots.length) {
      content = h('p', { class: 'muted', text: 'No items.' });
    } else {
      content = h('ul', { class: 'cards row-cards' }, ...r.slots.map((slot) => slotItem(slot, { final: !!finalRows })));
    }
    return h('section', { class: `row${r.seat === view.you ? ' mine' : ''}`, dataset: { seat: r.seat, bot: botOf(r.seat) || undefined } },
      h('h4', {}, title, botBadge(r.seat)),
      s && !finalRows ? h('p', { class: 'muted', text: seatSummary(s) }) : null,
      content);
  }));
}

function renderEnd(view) {
  const section = $('end-section');
  section.hidden = !view.vault && view.status !== 'finished';
  if (section.hidden) return;
  const vault = $('vault');
  if (view.vault) {
    vault.replaceChildren(h('div', { class: 'vault-reveal' },
      h('p', {}, 'The vault held ', h('strong', { text: cardName(view.vault) }), '.'),
      view.heir !== null ? h('p', { text: `${who(view.heir, { capital: true })} ${view.heir === view.you ? 'inherit' : 'inherits'} it: the lowest total when the vault opened.` }) : null,
      vaultTotals(view)));
  } else {
    vault.replaceChildren();
  }
  const final = $('final');
  if (view.status !== 'finished' || !state.score) {
    final.replaceChildren();
    return;
  }
  const score = state.score;
  const winners = (score.winners || []).map((s) => who(s));
  final.replaceChildren(
    h('p', { class: 'winners' }, h('strong', { text: winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.join(' and ')}` : 'No winner.' })),
    h('div', { class: 'table-wrap' },
      h('table', { id: 'final-scores' },
        h('caption', { text: 'Final scores' }),
        h('thead', {}, h('tr', {}, ...['Heir', 'Items', 'Bonus', 'Total'].map((t) => h('th', { scope: 'col', text: t })))),
        // Four columns fit a phone; the winner is marked in words in the heir's cell.
        h('tbody', {}, ...[...score.scores].sort((a, b) => (b.total ?? 0) - (a.total ?? 0)).map((s) => h('tr', { class: s.winner ? 'winner' : '' },
          h('th', { scope: 'row' }, `${s.name} (${s.character})${s.seat === view.you ? ' (you)' : ''}`,
            s.winner ? h('span', { class: 'badge winner', text: 'winner' }) : null, botBadge(s.seat)),
          h('td', { text: money(s.items) }),
          h('td', { text: money(s.bonus) }),
          h('td', { text: money(s.total) })))))),
    h('p', { class: 'again' },
      state.creds.again && state.creds.host ? h('button', {
        type: 'button', id: 'play-again', class: 'primary', disabled: paused() || undefined,
        dataset: { key: 'play-again' }, onclick: playAgain,
      }, state.creds.again.kinds.includes('friend') ? 'Play again: the same seats (your friends get a new link)' : 'Play again: the same seats and bots') : null,
      ' ', h('a', { href: '/play/millions', id: 'new-game', onclick: (e) => { e.preventDefault(); location.hash = ''; } }, 'Set up a new game'),
      ' · ', h('a', { href: '/' }, 'All the games')),
  );
  showTheEnd();
}

/** M17: the totals the heir was decided on, before the vault changed them (the final
 * result keeps them; during the heir's decision they are still secret). */
function vaultTotals(view) {
  const totals = view.result?.vault_totals || [];
  if (!totals.length) return null;
  return h('div', { class: 'table-wrap' },
    h('table', { id: 'vault-totals' },
      h('caption', { text: 'Totals when the vault opened (before its card)' }),
      h('thead', {}, h('tr', {}, ...['Heir', 'Total'].map((t) => h('th', { scope: 'col', text: t })))),
      h('tbody', {}, ...[...totals].sort((a, b) => a.total - b.total).map((t) => h('tr', {
        class: t.seat === view.heir ? 'heir' : '', dataset: { seat: t.seat, total: t.total },
      },
      h('th', { scope: 'row' }, who(t.seat, { capital: true }), t.seat === view.heir ? ' (inherits the vault)' : ''),
      h('td', { text: money(t.total) }))))));
}

/** Once, when the game ends: bring the vault and the scores into view. */
function showTheEnd() {
  if (state.endShown) return;
  state.endShown = true;
  const end = $('end-section');
  end.scrollIntoView({ block: 'start' });
  end.focus({ preventScroll: true });
}

function renderCharity(view) {
  const charity = view.charity || { cards: [], appraisal_cards: 0 };
  const n = charity.cards.length;
  $('charity').replaceChildren(h('details', {},
    h('summary', { text: `${n} ${n === 1 ? 'card' : 'cards'} given to Charity, ${charity.appraisal_cards} appraisal ${charity.appraisal_cards === 1 ? 'card' : 'cards'} (values unknown) · appraisal deck: ${view.appraisal_deck_size} left` }),
    n ? h('ul', { class: 'charity-list' }, ...charity.cards.map((c) => h('li', { dataset: { colour: c.colour || c.kind }, text: cardName(c) }))) : h('p', { class: 'muted', text: 'Nothing yet.' })));
}

function tickDeadlines() {
  for (const el of document.querySelectorAll('[data-deadline]')) {
    const left = Math.max(0, Math.round((Date.parse(el.dataset.deadline) - Date.now()) / 1000));
    el.textContent = left > 0 ? ` · ${left} s left` : ' · time is up';
    el.classList.toggle('urgent', left <= 5);
  }
}

// ---------------------------------------------------------------------------------------
// Events: the history once, then the stream (or long-polling when the stream fails).

function describe(e) {
  const d = e.data || {};
  const secret = e.secret?.appraisal ? ` (only you see its value: ${money(e.secret.appraisal.value)})` : '';
  const W = (seat) => who(seat, { capital: true });
  switch (e.kind) {
    case 'game_created': return `The game was created${d.seeded ? ' with a known seed' : ''}.`;
    case 'player_joined': return `${d.name} sat down as ${d.character}${d.intro ? `: “${d.intro}”` : '.'}`;
    case 'game_started': return `The game started: ${d.players} heirs, ${d.pile_size} cards in each pile.`;
    case 'flipped':
      for (const t of d.table || []) remember(t.card);
      return `One, Two, Three... Flip! ${d.by == null ? 'The server' : W(d.by)} flipped round ${d.round}: ${(d.table || []).map((t) => cardName(t.card)).join('; ')}.`;
    case 'claimed': return `${W(d.seat)} claimed ${cardName(d.card)}.`;
    case 'sat_out': return `No room left on the table; sitting this round out: ${(d.seats || []).map((s) => who(s)).join(', ')}.`;
    case 'steal_void': return `${W(d.seat)} had the Steal, but ${d.reason || 'it did nothing'}.`;
    case 'steal_declined': return `${W(d.seat)} declined to steal.`;
    case 'stolen': remember(d.card); return `${W(d.seat)} stole ${cardName(d.card)} from ${who(d.victim)}${d.appraised ? ', with its appraisal' : ''}${secret}.`;
    case 'discarded': remember(d.card); return `${W(d.seat)} gave ${cardName(d.card)} to Charity (one item of each colour per row).`;
    case 'item_won': remember(d.card); return `${W(d.seat)} won ${cardName(d.card)}.`;
    case 'appraised': return d.drawn
      ? `${W(d.seat)} drew a secret appraisal for ${cardName(d.card)}${secret}.`
      : `${W(d.seat)} found no appraisal card left for ${cardName(d.card)}: worth $0 until reappraised.`;
    case 'appraisals_reshuffled': return `Charity's appraisal cards were shuffled into a new deck of ${d.cards}.`;
    case 'reappraise_void': return `${W(d.seat)}'s Reappraise did nothing (${d.reason}).`;
    case 'reappraised': remember(d.card); return `${W(d.seat)} reappraised ${cardName(d.card)}${secret}.`;
    case 'reappraise_declined': return `${W(d.seat)} declined to reappraise.`;
    case 'squabble_started': return `Squabble ${d.squabble} over ${cardName(d.card)}: ${who(d.selector)} against ${who(d.other)}; ${who(d.selector)} ${d.selector === you() ? 'name' : 'names'} the judge.`;
    case 'judge_named': return `${W(d.judge)} will judge squabble ${d.squabble}.`;
    case 'story': return `${W(d.seat)} told a story (squabble ${d.squabble}): “${clip(d.text)}”`;
    case 'question': return `${W(d.seat)} asked ${who(d.to)}: “${clip(d.text)}”`;
    case 'answer': return `${W(d.seat)} answered: “${clip(d.text)}”`;
    case 'verdict': return `Verdict in squabble ${d.squabble}: ${W(d.judge)} awarded the item to ${who(d.winner)}.`;
    case 'round_ended': {
      const n = (d.to_charity || []).length;
      return `Round ${d.round} is over; ${n} ${n === 1 ? 'card' : 'cards'} went to Charity.`;
    }
    case 'vault_opened': remember(d.card); return `The vault opens (${d.reason === 'five_colours' ? 'someone holds all five colours' : 'the piles are empty'}): ${cardName(d.card)}. ${W(d.heir)} inherit${d.heir === you() ? '' : 's'} it.`;
    case 'game_finished': return `The game is over. ${(d.winners || []).length > 1 ? 'Winners' : 'Winner'}: ${(d.winners || []).map((s) => who(s)).join(' and ')}.`;
    default: return `${e.kind.replaceAll('_', ' ')}.`;
  }
}

function clip(text) {
  const s = String(text ?? '');
  return s.length > 160 ? `${s.slice(0, 157)}…` : s;
}

function addEvent(event, { live = true } = {}) {
  if (typeof event.seq !== 'number' || state.seenSeqs.has(event.seq)) return false;
  state.seenSeqs.add(event.seq);
  state.lastSeq = Math.max(state.lastSeq, event.seq);
  const timeout = event.data?.timeout ? ' (the time ran out)' : '';
  const text = describe(event) + timeout;
  const log = $('log');
  const d = event.data || {};
  const card = typeof d.card === 'string' ? d.card : d.card?.id;
  log.prepend(h('li', {
    class: `event ${event.kind}`, dataset: { seq: event.seq, kind: event.kind, seat: d.seat ?? d.by, card },
  }, text));
  while (log.childElementCount > 300) log.lastElementChild.remove();
  if (live) announce(text);
  if (event.kind === 'game_finished') state.finished = true;
  return true;
}

async function loadHistory(signal) {
  const token = tokenForStream();
  for (;;) {
    const result = await request('GET', `${API}/${state.gameId}/events?after=${state.lastSeq}&limit=1000`, { token, signal });
    const events = result.data.events || [];
    for (const e of events) addEvent(e, { live: false });
    if (!events.length || state.lastSeq >= result.data.last_seq) break;
  }
}

function handleMessage(message) {
  if (message.event === 'snapshot') {
    refresh(); // the view as of now; re-read it the usual way (a 304 when unchanged)
    return;
  }
  let event;
  try {
    event = JSON.parse(message.data);
  } catch {
    return;
  }
  if (addEvent(event)) refresh();
}

// Server-Sent Events over fetch(): `event:`, `id:`, `data:` and `retry:` lines, a blank
// line ends a message, a line starting with ':' is a comment (keep-alive).
async function readEventStream(body, onMessage) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let kind = '';
  let data = [];
  let id = null;
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
        if (data.length) onMessage({ event: kind || 'message', data: data.join('\n'), id });
        kind = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let text = colon < 0 ? '' : line.slice(colon + 1);
      if (text.startsWith(' ')) text = text.slice(1);
      if (field === 'event') kind = text;
      else if (field === 'data') data.push(text);
      else if (field === 'id') id = text;
      else if (field === 'retry' && /^\d+$/.test(text)) state.retryMs = Number(text);
    }
  }
}

async function followStream(signal) {
  const token = tokenForStream();
  const headers = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (state.lastSeq > 0) headers['Last-Event-ID'] = String(state.lastSeq);
  const response = await fetch(`${API}/${state.gameId}/stream`, {
    headers, cache: 'no-store', credentials: 'omit', signal,
  });
  if (!response.ok) {
    const type = response.headers.get('Content-Type') || '';
    throw new ApiError(response.status, type.includes('json') ? await response.json() : null);
  }
  setConnection('Live: following the game as it happens.');
  let delivered = 0;
  try {
    await readEventStream(response.body, (message) => {
      if (message.event !== 'snapshot') delivered += 1;
      handleMessage(message);
    });
  } catch (error) {
    error.delivered = delivered;
    throw error;
  }
  return delivered;
}

async function pollEvents(signal, wait = 25) {
  const token = tokenForStream();
  const result = await request('GET', `${API}/${state.gameId}/events?after=${state.lastSeq}&wait=${wait}`, { token, signal });
  let fresh = false;
  for (const e of result.data.events || []) fresh = addEvent(e) || fresh;
  if (fresh) await refresh();
}

async function follow(controller) {
  const { signal } = controller;
  let failures = 0;
  let brokenStreams = 0;
  try {
    await loadHistory(signal);
  } catch (error) {
    if (signal.aborted) return;
    showError(error);
  }
  while (!signal.aborted && !state.finished) {
    try {
      if (state.mode === 'poll') {
        // Back from a lost connection, a poll that does not wait says so at once: the
        // banner goes and the buttons play again (only a stream's opening did before).
        await pollEvents(signal, state.offline ? 0 : 25);
        if (state.offline) setConnection('Following the game by polling its events.');
        failures = 0;
        continue;
      }
      await followStream(signal);
      failures = 0;
      brokenStreams = 0;
      // The stream ends after five minutes, or when the game is over: resume it.
      if (!state.finished) await sleep(50, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
        showError(error);
        setConnection('Not following the game.');
        return;
      }
      failures += 1;
      if (state.mode === 'stream' && !error.delivered) brokenStreams += 1;
      if (state.mode === 'stream' && brokenStreams >= 2) {
        state.mode = 'poll';
        setConnection('The event stream keeps breaking off: following the game by polling the events instead.');
        continue;
      }
      setConnection(`Connection lost: trying to reconnect (attempt ${failures})…`, true);
      const wait = failures === 1 ? 300 : Math.min(state.retryMs * failures, 15000);
      await sleep(wait, signal);
      await refresh();
    }
  }
  if (state.finished) {
    setConnection('The game is over.');
    await refresh();
  }
}

function startFollowing() {
  stopFollowing();
  state.finished = false; // until the log holds `game_finished`: every event is shown
  const controller = new AbortController();
  state.follower = controller;
  follow(controller);
}

function stopFollowing() {
  if (state.follower) state.follower.abort();
  state.follower = null;
}

// ---------------------------------------------------------------------------------------
// A new game: create it, take your seat, seat the bots, start when nobody is invited.

function renderSetup() {
  const count = $('seat-count');
  if (!count.options.length) {
    for (let n = 3; n <= 8; n++) count.append(h('option', { value: n, text: `${n} seats` }));
    count.value = '4';
    const chars = $('you-character');
    for (const c of CHARACTERS) chars.append(h('option', { value: c, text: c }));
    const speed = $('bot-speed');
    for (const [value, { label }] of Object.entries(SPEEDS)) speed.append(h('option', { value, text: label }));
    speed.value = 'relaxed';
  }
  const n = Number(count.value);
  const list = $('seat-list');
  const previous = [...list.querySelectorAll('select')].map((s) => s.value);
  list.replaceChildren(...Array.from({ length: n }, (_, i) => {
    const id = `seat-kind-${i}`;
    const select = h('select', { id, name: id, dataset: { seat: i } },
      ...SEAT_KINDS.map(([value, label]) => h('option', { value, text: label })));
    select.value = previous[i] || (i === 0 ? 'you' : 'random');
    select.addEventListener('change', updateYouFields);
    return h('li', { class: 'field' }, h('label', { for: id, text: `Seat ${i + 1}` }), select);
  }));
  updateYouFields();
}

function updateYouFields() {
  const kinds = [...$('seat-list').querySelectorAll('select')].map((s) => s.value);
  $('you-fields').disabled = !kinds.includes('you');
}

function showSetup() {
  state.generation += 1;
  state.view = null;
  state.gameId = null;
  for (const id of ['join', 'lobby', 'game', 'log-section', 'loading']) $(id).hidden = true;
  $('log').replaceChildren();
  $('setup').hidden = false;
  renderSetup();
}

async function createGame(event) {
  event.preventDefault();
  clearError();
  const kinds = [...$('seat-list').querySelectorAll('select')].map((s) => s.value);
  const yours = kinds.filter((k) => k === 'you').length;
  if (yours > 1) return showError(new Error('Only one seat can be yours.'));
  const name = $('you-name').value.trim();
  if (yours && !name) {
    $('you-name').focus();
    return showError(new Error('Write your name first.'));
  }
  const seedText = $('seed').value.trim();
  if (seedText && !/^\d{1,15}$/.test(seedText)) {
    $('seed').focus();
    return showError(new Error('The seed is a whole number (or leave it empty).'));
  }
  const options = { face_up_rows: $('face-up-rows').checked };
  if ($('timers').checked) Object.assign(options, { placement_seconds: 30, decision_seconds: 30, story_seconds: 30 });
  const plan = {
    kinds, name, character: $('you-character').value, intro: $('you-intro').value.trim(),
    options, seed: seedText ? Number(seedText) : null, speed: $('bot-speed').value,
  };
  const button = $('create-game');
  button.disabled = true;
  button.textContent = 'Creating…';
  try {
    await createFrom(plan);
  } finally {
    button.disabled = false;
    button.textContent = 'Create the game';
  }
}

/** Play again: a new game with the same seats, bots, speed and options (a new deal). */
async function playAgain() {
  const plan = state.creds.again;
  if (!plan || paused()) return;
  clearError();
  state.busy = true;
  render();
  try {
    await createFrom({ ...plan, seed: null });
  } finally {
    state.busy = false;
  }
}

/** Create a game from a plan: take your seat, seat the bots, start when nobody is
 * invited; then open it (the lobby, when friends are to come). */
async function createFrom(plan) {
  const { kinds, name } = plan;
  let createdId = null;
  try {
    const body = { options: plan.options };
    if (plan.seed) body.seed = plan.seed;
    const created = await request('POST', API, { body });
    const id = created.data.game.id;
    createdId = id;
    const creds = { host: created.data.host_token, plan: kinds, bots: {}, again: plan };
    saveCreds(id, creds);
    let game = created.data.game;
    if (kinds.includes('you')) {
      const character = plan.character;
      const entry = game.legal_actions.find((a) => a.action === 'join' && a.body.character === character);
      if (!entry) throw new Error(`${character} is not free.`);
      const joined = await request(entry.method, entry.path, {
        body: { ...entry.body, name, character, intro: plan.intro || '' },
      });
      creds.token = joined.data.token;
      creds.seat = joined.data.player.seat;
      saveCreds(id, creds);
      game = (await request('GET', `${API}/${id}`, { token: creds.host })).data;
    }
    const counts = {};
    const { min_delay, max_delay } = SPEEDS[plan.speed] || SPEEDS.relaxed;
    for (const kind of kinds) {
      if (kind !== 'random' && kind !== 'greedy') continue;
      counts[kind] = (counts[kind] || 0) + 1;
      const label = `${kind[0].toUpperCase()}${kind.slice(1)} bot${counts[kind] > 1 ? ` ${counts[kind]}` : ''}`;
      // The host's view offers one `add_bot` entry per policy; an older server none.
      const offers = (game.legal_actions || []).filter((a) => a.action === 'add_bot');
      const entry = offers.length
        ? offers.find((a) => a.body?.policy === kind)
        : { method: 'POST', path: `${API}/${id}/bots`, body: { policy: kind } };
      if (!entry) throw new Error(`This server's bots do not play "${kind}".`);
      const seated = await request(entry.method, entry.path, {
        token: creds.host, body: { ...entry.body, name: label, min_delay, max_delay },
      });
      creds.bots[seated.data.player.seat] = kind;
      saveCreds(id, creds);
      game = seated.data.game;
    }
    if (!kinds.includes('friend')) {
      const start = (game.legal_actions || []).find((a) => a.action === 'start');
      if (start) await request(start.method, start.path, { token: creds.host, body: start.body });
    }
    location.hash = `game=${id}`;
  } catch (error) {
    if (createdId) location.hash = `game=${createdId}`; // the lobby: invite, or start
    if (error instanceof ApiError && error.status === 404 && error.code === 'not_found') {
      showError(new Error(`This server cannot seat bots yet (${error.message}) Invite friends instead.`));
    } else {
      showError(error);
    }
  }
}

// ---------------------------------------------------------------------------------------
// Opening a game from the address: /play/millions#game=<id>.

function showMissingGame() {
  stopFollowing();
  showError(new Error('There is no such game on this server. Start a new one below.'));
  showSetup();
}

async function openGame(id) {
  stopFollowing();
  stopCountdown();
  state.generation += 1;
  Object.assign(state, {
    gameId: id, creds: loadCreds(id), view: null, viewToken: null, score: null, lastSeq: 0,
    finished: false, endShown: false, mode: 'stream', busy: false, lostCard: null, focusKey: null,
  });
  state.etags.clear();
  state.seenSeqs.clear();
  state.drafts.clear();
  $('log').replaceChildren();
  $('announcer').replaceChildren();
  for (const section of ['setup', 'join', 'lobby', 'game']) $(section).hidden = true;
  $('loading').hidden = false;
  setConnection('Connecting…');
  await refresh();
  if (state.gameId !== id || !state.view) return;
  startFollowing();
  if (!$('game').hidden) $('game-title').focus({ preventScroll: true });
}

function route() {
  const match = GAME_HASH.exec(location.hash);
  if (match) openGame(match[1]);
  else {
    stopFollowing();
    showSetup();
  }
}

function init() {
  pinWhenShort($('decision'));
  $('setup-form').addEventListener('submit', createGame);
  $('seat-count').addEventListener('change', renderSetup);
  $('join-form').addEventListener('submit', joinGame);
  $('alert-close').addEventListener('click', clearError);
  $('copy-invite').addEventListener('click', async () => {
    const input = $('invite-link');
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
      announce('Invite link copied.');
    } catch {
      announce('Select the link and copy it.');
    }
  });
  document.addEventListener('focusin', (event) => {
    if (event.target?.dataset?.key) state.focusKey = event.target.dataset.key;
  });
  window.addEventListener('hashchange', route);
  setInterval(tickDeadlines, 1000);
  route();
}

init();
