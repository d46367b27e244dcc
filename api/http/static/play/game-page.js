// What every table at /play/<game> shares: the new-game form (your seat, invited friends
// and the server's bots, their strength and speed), the lobby (the invite link, joining
// by name, the host's Start), tokens kept in this browser's storage per game (a reload
// keeps the seat), following the game on its event stream, the log, errors in plain
// words, moves paused while the connection is down, and "Play again". Each game's own
// module (its package's table/table.js, served at /play/<slug>/table.js, or the generic
// table's) draws its view and says what its events mean.
// Every request goes through Millie's TypeScript client (its bundle, /play/millie.js,
// made from clients/typescript by clients/generate).
import { createMillieClient, MillieProblem } from './millie.js';
import { pinWhenShort, showPanel } from './panel.js';

// One client per token: a request always goes with the token it was written for (a
// shared, mutable `token` would let a spectator's read and a seat's move swap tokens
// between two awaits).
const clients = new Map();
// Reads skip the browser's cache: a view's ETag is its version, the same for every
// caller, so a cached spectator's view revalidated with a seat's token (Chromium does so
// on a Vary: Authorization mismatch) would come back 304 and show the seat a stranger's.
const READ = 'no-store';
function as(token) {
  if (!clients.has(token)) clients.set(token, createMillieClient('', { token }));
  return clients.get(token);
}

export const $ = (id) => document.getElementById(id);

/** An element; text always goes in as text (names, card texts: never as HTML). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else if (key === 'dataset') {
      for (const [name, data] of Object.entries(value)) {
        if (data !== undefined && data !== null) el.dataset[name] = data;
      }
    } else if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function money(value) {
  if (value === null || value === undefined) return '$?'; // an unknown value (M12's "$?")
  return `${value < 0 ? '-' : ''}$${Math.abs(Number(value)).toLocaleString('en-US')}`;
}

const GAME_HASH = /^#game=([0-9a-f]{16})$/;
const NAME_KEY = 'millie.name'; // the name this browser last played under, to suggest

// Bot speeds: each bot waits a random delay in this range before each of its moves.
export const SPEEDS = {
  relaxed: { label: 'Relaxed: 3 to 5 seconds a move (you can beat them to a card)', min_delay: 3, max_delay: 5 },
  steady: { label: 'Steady: 0.8 to 2 seconds a move', min_delay: 0.8, max_delay: 2 },
  quick: { label: 'Quick: 0.2 to 0.6 seconds a move', min_delay: 0.2, max_delay: 0.6 },
};

/** What the server says of its game (play.py `facts`): seats, bot policies, rules page. */
export function tableFacts() {
  try { return JSON.parse(document.body.dataset.facts || '{}'); } catch { return {}; }
}

/** A bot policy's name for people: the weakest first, as the server lists them. */
export function policyLabel(policy, policies) {
  const name = `${policy[0].toUpperCase()}${policy.slice(1)} bot`;
  if (policies.length < 2) return name;
  const i = policies.indexOf(policy);
  return i === 0 ? `${name} (easiest)` : i === policies.length - 1 ? `${name} (strongest)` : `${name} (stronger)`;
}

/** A problem answer in words a player can act on; the server's own words when they are. */
export function plainError(error) {
  const code = error?.code;
  const status = error?.status;
  if (code === 'wrong_phase' || code === 'card_changed' || code === 'not_your_turn' || status === 412) {
    return 'That move came too late: the game moved on before it arrived. The table now shows what you can do.';
  }
  if (status === 401 || status === 403) {
    return error.problem?.detail || 'This browser holds no seat at this game for that.';
  }
  if (status === 404) return 'There is no such game on this server.';
  if (status === 429) return 'Too many requests at once: wait a moment, then try again.';
  if (status >= 500) return 'The server could not answer just now: try again in a moment.';
  if (error instanceof TypeError) return 'The server cannot be reached: check the connection and try again.';
  return error?.problem?.detail || error?.message || String(error);
}

export function startTable(game) {
  const facts = tableFacts();
  const slug = game.slug || facts.slug;
  const seatRange = game.seats || { ...facts.seats, default: facts.seats.min };
  const policies = facts.policies || game.policies || ['random'];
  const store = `millie.${slug}.`;
  const state = {
    id: null, creds: {}, view: null, score: null, lastSeq: 0, seen: new Set(),
    finished: false, busy: false, follower: null, endShown: false, focusKey: null,
    offline: false, settleUntil: 0, mine: '', drafts: new Map(), generation: 0,
  };

  const loadCreds = (id) => {
    try { return JSON.parse(localStorage.getItem(store + id)) || {}; } catch { return {}; }
  };
  const saveCreds = (id, creds) => {
    try { localStorage.setItem(store + id, JSON.stringify(creds)); } catch { /* private mode */ }
  };
  const remembered = (key) => { try { return localStorage.getItem(key) || ''; } catch { return ''; } };
  const remember = (key, value) => { try { localStorage.setItem(key, value); } catch { /* private mode */ } };
  const token = () => state.creds.token || state.creds.host || null;
  const game_id = () => ({ path: { game_type: slug, game_id: state.id } });
  // Buttons pause while a move is on its way and while the connection is down.
  const paused = () => state.busy || state.offline;
  // A click of the mouse lands on the move it was aimed at: the second click of a double
  // click, or a click just after the buttons changed under the pointer, plays nothing.
  // (The keyboard's clicks have no count, `detail` 0: they always count.)
  const stray = (event) => event?.detail > 1 || (event?.detail > 0 && performance.now() < state.settleUntil);

  // --- what the game modules get --------------------------------------------------------
  const ctx = {
    h, money,
    get view() { return state.view; },
    get score() { return state.score; },
    get busy() { return paused(); },
    who(seat, { capital = false } = {}) {
      const view = state.view;
      if (seat === null || seat === undefined) return capital ? 'Nobody' : 'nobody';
      if (view && seat === view.you) return capital ? 'You' : 'you';
      const s = view?.seats.find((x) => x.seat === seat);
      return s ? s.name : `seat ${seat + 1}`;
    },
    /** "Ann's" or "Your"/"your": a seat's, in the right person. */
    whose(seat, { capital = false } = {}) {
      if (state.view && seat === state.view.you) return capital ? 'Your' : 'your';
      return `${ctx.who(seat, { capital })}'s`;
    },
    /** "Ann owes" but "You owe": the verb agrees with the seat. */
    does(seat, verb, { capital = true } = {}) {
      const mine = state.view && seat === state.view.you;
      return `${ctx.who(seat, { capital })} ${mine ? verb : verb.replace(/(s|sh|ch|x)$/, '$1e').replace(/y$/, 'ie') + 's'}`;
    },
    /** What the player is typing survives every re-render (the table redraws as the game
     * moves): the field keeps its text under `key` until the move is sent. */
    draft(key, input, initial = '') {
      input.dataset.key = key;
      input.value = state.drafts.has(key) ? state.drafts.get(key) : initial;
      input.addEventListener('input', () => state.drafts.set(key, input.value));
      input.addEventListener('change', () => state.drafts.set(key, input.value));
      return input;
    },
    /** A button that sends one `legal_actions` entry as it is. */
    button(entry, label, { primary = false, key } = {}) {
      return h('button', {
        type: 'button', class: primary ? 'action primary' : 'action', disabled: paused() || undefined,
        dataset: { key: key || `${entry.action}:${JSON.stringify(entry.body)}`, action: entry.action },
        onclick: (event) => { if (!stray(event)) ctx.send(entry); },
      }, label);
    },
    async send(entry, fill = {}) {
      if (paused()) return;
      clearError();
      state.busy = true;
      render();
      try {
        const view = await as(state.creds.token).act(entry, { ...entry.body, ...fill });
        if (view?.id === state.id) adopt(view);
      } catch (error) {
        showError(error);
      } finally {
        state.busy = false;
        settle();
      }
      await refresh();
    },
  };

  /** The buttons drawn after a move wait a moment before they take a mouse click. */
  function settle() {
    state.settleUntil = performance.now() + 450;
  }

  // --- errors and announcements ---------------------------------------------------------
  function showError(error) {
    $('alert-text').textContent = plainError(error);
    $('alert').dataset.code = error.code || '';
    $('alert').hidden = false;
  }
  function clearError() {
    $('alert').hidden = true;
    $('alert').dataset.code = '';
  }
  $('alert-close').addEventListener('click', clearError);

  function setOffline(offline, text) {
    const changed = state.offline !== offline;
    state.offline = offline;
    $('connection').textContent = text;
    $('offline').hidden = !offline;
    $('offline').textContent = offline ? `${text} Your moves are paused until it is back.` : '';
    if (changed) render();
  }

  // --- the view ---------------------------------------------------------------------------
  /** A view read with `asked` (the token it was read with): kept only while that is
   * still this page's token (a spectator's view read before a join is not the seat's). */
  function adopt(view, asked = token()) {
    if (asked !== token() || view.id !== state.id) return;
    if (state.view && view.version < state.view.version) return;
    state.view = view;
  }

  let refreshing = null;
  let again = false;
  async function refresh() {
    if (refreshing) { again = true; return refreshing; }
    refreshing = (async () => {
      do {
        again = false;
        try {
          const asked = token();
          adopt(await as(asked).call(as(asked).api.GET('/v1/{game_type}/games/{game_id}', { params: game_id(), cache: READ })), asked);
          if (state.view?.status === 'finished' && !state.score) {
            state.score = await as(asked).call(as(asked).api.GET('/v1/{game_type}/games/{game_id}/score', { params: game_id(), cache: READ }));
          }
        } catch (error) {
          showError(error);
        }
        render();
      } while (again);
      refreshing = null;
    })();
    return refreshing;
  }

  function rememberFocus() {
    const active = document.activeElement;
    state.focusKey = active?.dataset?.key || null;
  }

  /** After a re-render, focus goes back to the same control, or else to the first thing
   * the player can do now: a keyboard player never has to hunt for it. */
  function restoreFocus() {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const panel = $('decision');
    const same = state.focusKey && [...document.querySelectorAll('[data-key]')]
      .find((el) => el.dataset.key === state.focusKey && !el.disabled);
    const first = panel.querySelector('input:not([disabled]), button.primary:not([disabled]), button:not([disabled])');
    (same || first)?.focus({ preventScroll: true });
  }

  function render() {
    const view = state.view;
    if (!view) return;
    rememberFocus();
    $('loading').hidden = true;
    $('setup').hidden = true;
    $('game').hidden = false;
    $('log-section').hidden = false;
    Object.assign($('game').dataset, { status: view.status, phase: view.phase, version: view.version });
    const me = view.seats.find((s) => s.seat === view.you);
    $('game-status').textContent = view.status === 'lobby'
      ? (me ? `You are ${me.name}, seat ${me.seat + 1}. The game has not started yet.` : 'The game has not started yet.')
      : me ? `You are ${me.name}, seat ${me.seat + 1}.` : 'You are watching: the public view.';
    const actions = view.legal_actions || [];
    let parts;
    if (view.status === 'lobby') {
      $('decision-title').textContent = 'Waiting for players';
      parts = renderLobby(view);
    } else {
      $('decision-title').textContent = view.status === 'finished' ? 'The game is over' : 'Your move';
      parts = view.status === 'finished' ? renderAgain(view) : game.renderDecision(view, actions, ctx);
    }
    $('decision-body').replaceChildren(...(parts.length ? parts : [h('p', { class: 'muted', text: view.you === null ? 'You are watching this game: the players move.' : 'Nothing for you to do right now.' })]));
    $('waiting').replaceChildren(...(view.pending || []).filter((p) => p.seat !== null).map((p) =>
      h('li', { class: p.seat === view.you ? 'mine' : '', dataset: { seat: p.seat, decision: p.decision } },
        `${ctx.who(p.seat, { capital: true })}: ${(game.decisions || {})[p.decision] || p.decision}`)));
    $('board').replaceChildren(...(view.status === 'lobby' ? renderSeated(view) : game.renderBoard(view, ctx)));
    const end = $('end-section');
    end.hidden = view.status !== 'finished';
    if (!end.hidden && state.score) {
      $('end').replaceChildren(...game.renderEnd(view, state.score, ctx));
      if (!state.endShown) {
        state.endShown = true;
        end.scrollIntoView({ block: 'start' });
        end.focus({ preventScroll: true });
      }
    }
    // A new decision of yours: bring the panel into sight if it scrolled away.
    const mine = (view.pending || []).filter((p) => p.seat === view.you && view.you !== null).map((p) => p.decision).join();
    if (mine && mine !== state.mine && view.status === 'active') showPanel($('decision'));
    state.mine = mine;
    restoreFocus();
  }

  // --- the lobby: the invite link, joining by name, the host's Start -----------------------
  function renderSeated(view) {
    return [h('ol', { class: 'lobby-seats', id: 'lobby-seats' }, ...view.seats.map((s) => h('li', { dataset: { seat: s.seat, bot: s.bot || undefined } },
      h('strong', { text: s.name }), ...(game.seatNote ? [game.seatNote(s)] : []),
      s.bot || s.is_bot ? h('span', { class: 'badge bot', text: s.bot ? `${s.bot} bot` : 'bot' }) : null,
      s.seat === view.you ? h('span', { class: 'badge you', text: 'you' }) : null))),
    ...((state.creds.plan?.kinds || []).slice(view.seats.length).map((kind, i) =>
      h('p', { class: 'muted', text: `Seat ${view.seats.length + i + 1}: waiting for ${kind === 'friend' ? 'a friend' : 'a bot'}…` })))];
  }

  function renderLobby(view) {
    const parts = [];
    const invite = `${location.origin}/play/${slug}#game=${view.id}`;
    const max = seatRange.max;
    parts.push(h('p', { id: 'lobby-status', text: `${view.seats.length} of at most ${max} seated; ${seatRange.min === max ? `${max} play` : `${seatRange.min} to ${max} can play`}.` }));
    if (view.seats.length < max) {
      const link = h('input', { id: 'invite-link', readonly: true, value: invite, 'aria-label': 'Invite link' });
      parts.push(h('div', { id: 'invite', class: 'invite' },
        h('p', { text: 'Invite friends: send them this link. They pick a name and take a free seat.' }),
        h('div', { class: 'invite-row' }, link, h('button', {
          type: 'button', id: 'copy-invite', class: 'action',
          onclick: async () => {
            link.select();
            try { await navigator.clipboard.writeText(invite); $('announcer').textContent = 'Invite link copied.'; } catch { /* selected: copy by hand */ }
          },
        }, 'Copy the link'))));
    }
    const joins = (view.legal_actions || []).filter((a) => a.action === 'join');
    if (view.you === null && joins.length && !state.creds.token) parts.push(joinForm(joins));
    if (state.creds.host) {
      const enough = view.seats.length >= seatRange.min;
      parts.push(h('button', {
        type: 'button', id: 'start-game', class: 'primary', disabled: (paused() || !enough) || undefined,
        dataset: { key: 'start', action: 'start' }, onclick: startGame,
      }, 'Start the game'));
      parts.push(h('p', { class: 'hint', text: enough ? 'Start when everyone is here: empty seats are left out.' : `At least ${seatRange.min} players are needed to start.` }));
      if (view.seats.length < max) {
        parts.push(h('div', { class: 'add-bots' }, h('p', { class: 'hint', text: 'Or give a free seat to a bot played by the server:' }),
          ...policies.map((policy) => h('button', {
            type: 'button', class: 'action', disabled: paused() || undefined, dataset: { key: `add_bot:${policy}`, policy },
            onclick: () => hostDoes(() => seatBot(state.id, policy, state.creds.plan?.speed || 'steady', view.seats)),
          }, `Add a ${policyLabel(policy, policies).toLowerCase()}`))));
      }
    } else if (view.you !== null) {
      parts.push(h('p', { class: 'hint', text: 'The host starts the game when everyone is here.' }));
    }
    return parts;
  }

  function joinForm(joins) {
    const free = joins[0].free || {};
    const name = ctx.draft('join:name', h('input', { id: 'join-name', required: true, maxlength: free.name?.max_length || 40, autocomplete: 'nickname' }), remembered(NAME_KEY));
    const choice = joins.length > 1
      ? ctx.draft('join:choice', h('select', { id: 'join-choice' }, ...joins.map((e, i) => h('option', { value: i, text: e.label || e.action }))), '0')
      : null;
    if (choice && choice.selectedIndex < 0) choice.value = '0'; // the seat wished for was taken
    const extras = Object.entries(free).filter(([key, f]) => key !== 'name' && f.type === 'string').map(([key, f]) =>
      h('p', { class: 'field' }, h('label', { for: `join-${key}`, text: `${key[0].toUpperCase()}${key.slice(1)} (optional)` }),
        ctx.draft(`join:${key}`, h('input', { id: `join-${key}`, maxlength: f.max_length || undefined, dataset: { field: key } }))));
    const form = h('form', { id: 'join-form', class: 'join-form', novalidate: true },
      h('h4', { text: 'Take a seat' }),
      h('p', { class: 'field' }, h('label', { for: 'join-name', text: 'Your name' }), name),
      choice ? h('p', { class: 'field' }, h('label', { for: 'join-choice', text: 'Your seat' }), choice) : null,
      ...extras,
      h('button', { type: 'submit', class: 'primary', id: 'join-game', disabled: paused() || undefined }, 'Join the game'));
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const chosen = joins[choice ? Number(choice.value) : 0];
      const body = { ...chosen.body, name: name.value.trim() };
      for (const input of form.querySelectorAll('[data-field]')) body[input.dataset.field] = input.value.trim();
      if (!body.name) {
        name.focus();
        return showError(new Error('Write your name first: the other players see it.'));
      }
      clearError();
      state.busy = true;
      try {
        const joined = await as(null).send(chosen, body);
        remember(NAME_KEY, body.name);
        state.drafts.clear();
        Object.assign(state.creds, { token: joined.token, seat: joined.player.seat });
        saveCreds(state.id, state.creds);
        state.view = null;
        adopt(joined.game);
        followAgain(); // the stream, until now a spectator's, follows the seat from here
      } catch (error) {
        showError(error);
      } finally {
        state.busy = false;
      }
      await refresh();
    });
    return form;
  }

  async function hostDoes(work) {
    if (paused()) return;
    clearError();
    state.busy = true;
    render();
    try {
      await work();
    } catch (error) {
      showError(error);
    } finally {
      state.busy = false;
      settle();
    }
    await refresh();
  }

  function startGame() {
    return hostDoes(async () => {
      await as(state.creds.host).call(as(state.creds.host).api.POST('/v1/{game_type}/games/{game_id}/start', { params: game_id(), body: {} }));
    });
  }

  // --- the end: play again with the same seats and bots -----------------------------------
  function renderAgain(view) {
    const plan = state.creds.plan;
    const parts = [h('p', { class: 'muted', text: 'The game is over.' })];
    if (plan && state.creds.host) {
      parts.push(h('button', {
        type: 'button', id: 'play-again', class: 'primary', disabled: paused() || undefined,
        dataset: { key: 'play-again' }, onclick: () => playAgain(plan),
      }, plan.kinds.includes('friend') ? 'Play again: the same seats (your friends get a new link)' : 'Play again: the same seats and bots'));
    }
    parts.push(h('p', {}, h('a', { href: `/play/${slug}`, id: 'new-game', onclick: (e) => { e.preventDefault(); location.hash = ''; showSetup(); } }, 'Set up a new game'),
      ' · ', h('a', { href: '/' }, 'All the games')));
    return parts;
  }

  async function playAgain(plan) {
    if (paused()) return;
    clearError();
    state.busy = true;
    render();
    try {
      const id = await createFrom({ ...plan, seed: null });
      location.hash = `game=${id}`;
    } catch (error) {
      showError(error);
    } finally {
      state.busy = false;
    }
  }

  // --- events -------------------------------------------------------------------------------
  function addEvent(event, live = true) {
    if (state.seen.has(event.seq)) return false;
    state.seen.add(event.seq);
    state.lastSeq = Math.max(state.lastSeq, event.seq);
    const text = game.describe(event, ctx);
    if (text) {
      const d = event.data || {};
      $('log').prepend(h('li', { class: `event ${event.kind}`, dataset: { seq: event.seq, kind: event.kind, seat: d.seat } }, text));
      while ($('log').childElementCount > 300) $('log').lastElementChild.remove();
      if (live) $('announcer').textContent = text;
    }
    if (event.kind === 'game_finished') state.finished = true;
    return true;
  }

  function followAgain() {
    state.follower?.abort();
    const controller = new AbortController();
    state.follower = controller;
    follow(controller);
  }

  async function follow(controller) {
    const { signal } = controller;
    const asked = token();
    try {
      for (;;) {
        const page = await as(asked).call(as(asked).api.GET('/v1/{game_type}/games/{game_id}/events', {
          params: { ...game_id(), query: { after: state.lastSeq, limit: 1000 } }, signal, cache: READ,
        }));
        if (signal.aborted) return;
        for (const e of page.events) addEvent(e, false);
        if (!page.events.length || state.lastSeq >= page.last_seq) break;
      }
    } catch (error) {
      if (!signal.aborted) showError(error);
    }
    let failures = 0;
    while (!signal.aborted && !state.finished) {
      try {
        // The client reopens the stream after the last event whenever the server ends it,
        // until the game is over; each opening starts with a snapshot of the view.
        for await (const message of as(asked).follow(slug, state.id, { after: state.lastSeq, signal })) {
          if (signal.aborted) return; // a newer follower has taken over
          if (message.type === 'snapshot') {
            if (state.offline) clearError();
            setOffline(false, 'Live: following the game as it happens.');
            adopt(message.view, asked);
            render();
          } else if (addEvent(message.event)) {
            refresh();
          }
          failures = 0;
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof MillieProblem && [401, 403, 404].includes(error.status)) {
          showError(error);
          return;
        }
        failures += 1;
        setOffline(true, `Connection lost: trying to reconnect (attempt ${failures})…`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(300 * failures, 5000)));
      }
    }
    if (state.finished) {
      setOffline(false, 'The game is over.');
      await refresh();
    }
  }

  // --- a new game -------------------------------------------------------------------------
  function seatRow(i) {
    const kinds = [['you', 'You'], ['friend', 'A friend (invited by a link)'],
      ...policies.map((p) => [p, `${policyLabel(p, policies)}, played by the server`])];
    const strongest = policies[policies.length - 1];
    return h('li', {},
      h('label', { for: `seat-kind-${i}`, text: `Seat ${i + 1}` }), ' ',
      h('select', { id: `seat-kind-${i}` }, ...kinds.map(([value, label]) =>
        h('option', { value, selected: (i === 0 ? value === 'you' : value === strongest) || undefined }, label))));
  }

  function renderSetup() {
    const count = $('seat-count');
    if (!count.childElementCount) {
      for (let n = seatRange.min; n <= seatRange.max; n++) {
        count.append(h('option', { value: n, selected: n === (seatRange.default ?? seatRange.min) || undefined }, n === 1 ? '1 (solo)' : String(n)));
      }
      count.addEventListener('change', renderSeats);
      const speed = $('bot-speed');
      for (const [value, { label }] of Object.entries(SPEEDS)) {
        speed.append(h('option', { value, selected: value === (game.speed || 'steady') || undefined }, label));
      }
      if (remembered(NAME_KEY)) $('you-name').value = remembered(NAME_KEY);
    }
    renderSeats();
  }
  function renderSeats() {
    const n = Number($('seat-count').value);
    const list = $('seat-list');
    while (list.childElementCount < n) list.append(seatRow(list.childElementCount));
    while (list.childElementCount > n) list.lastElementChild.remove();
  }

  async function seatBot(id, policy, speed, seats) {
    const n = seats.filter((s) => s.bot === policy).length + 1;
    const name = `${policy[0].toUpperCase()}${policy.slice(1)} bot${n > 1 ? ` ${n}` : ''}`;
    const { min_delay, max_delay } = SPEEDS[speed] || SPEEDS.steady;
    const seated = await as(loadCreds(id).host).call(as(loadCreds(id).host).api.POST('/v1/{game_type}/games/{game_id}/bots', {
      params: { path: { game_type: slug, game_id: id } }, body: { policy, name, min_delay, max_delay },
    }));
    return seated.game.seats;
  }

  /** Create a game from a plan (seat kinds, your name and seat wishes, options, bot
   * speed, seed), take your seat, seat the bots; start it when nobody is invited. */
  async function createFrom(plan) {
    const body = { options: plan.options || {} };
    if (plan.seed) body.seed = Number(plan.seed);
    const created = await as(null).call(as(null).api.POST('/v1/{game_type}/games', { params: { path: { game_type: slug } }, body }));
    const id = created.game.id;
    const creds = { host: created.host_token, plan: { ...plan, seed: null } };
    saveCreds(id, creds);
    const seats = { params: { path: { game_type: slug, game_id: id } } };
    let taken = [];
    let joins = (created.game.legal_actions || []).filter((a) => a.action === 'join');
    for (const kind of plan.kinds) {
      if (kind === 'friend') continue; // their seats stay free for the invite link
      if (kind === 'you') {
        const wish = game.joinBody ? game.joinBody(plan.name, taken, plan.you) : {};
        const entry = joins.find((e) => Object.entries(wish).every(([k, v]) => k === 'name' || e.body[k] === v)) || joins[0];
        const joined = await as(null).call(as(null).api.POST('/v1/{game_type}/games/{game_id}/players', {
          ...seats, body: { ...(entry?.body || {}), ...wish, name: plan.name },
        }));
        Object.assign(creds, { token: joined.token, seat: joined.player.seat });
        taken = joined.game.seats;
      } else {
        saveCreds(id, creds);
        taken = await seatBot(id, kind, plan.speed, taken);
      }
      saveCreds(id, creds);
      const hostView = await as(creds.host).call(as(creds.host).api.GET('/v1/{game_type}/games/{game_id}', { ...seats, cache: READ }));
      joins = (hostView.legal_actions || []).filter((a) => a.action === 'join');
    }
    if (!plan.kinds.includes('friend')) {
      await as(creds.host).call(as(creds.host).api.POST('/v1/{game_type}/games/{game_id}/start', { ...seats, body: {} }));
    }
    return id;
  }

  async function createGame(event) {
    event.preventDefault();
    clearError();
    const kinds = [...$('seat-list').querySelectorAll('select')].map((s) => s.value);
    if (kinds.filter((k) => k === 'you').length > 1) return showError(new Error('Only one seat can be yours.'));
    const name = $('you-name').value.trim();
    if (kinds.includes('you') && !name) {
      $('you-name').focus();
      return showError(new Error('Write your name first.'));
    }
    const seed = $('seed').value.trim();
    if (seed && !/^\d{1,15}$/.test(seed)) {
      $('seed').focus();
      return showError(new Error('The seed is a whole number (or leave it empty).'));
    }
    const button = $('create-game');
    button.disabled = true;
    try {
      if (name) remember(NAME_KEY, name);
      const plan = {
        kinds, name, seed: seed || null, speed: $('bot-speed').value,
        options: game.options ? game.options() : {}, you: game.youWish ? game.youWish() : null,
      };
      location.hash = `game=${await createFrom(plan)}`;
    } catch (error) {
      showError(error);
    } finally {
      button.disabled = false;
    }
  }

  // --- play now: a seek, with a player kept in this browser ------------------------------
  const PLAYER = 'millie.player';
  let seeking = null; // { id, token, timer } while a seek waits

  async function player(name) {
    try {
      const kept = JSON.parse(localStorage.getItem(PLAYER));
      if (kept?.token) return kept;
    } catch { /* none kept */ }
    const made = await as(null).call(as(null).api.POST('/v1/players', { body: { name } }));
    const kept = { id: made.player.id, token: made.token };
    try { localStorage.setItem(PLAYER, JSON.stringify(kept)); } catch { /* private mode */ }
    return kept;
  }

  function matched(seek, token) {
    stopSeeking();
    saveCreds(seek.game.id, { token }); // a player's token acts in their seat
    location.hash = `game=${seek.game.id}`;
  }

  function stopSeeking() {
    if (seeking) clearTimeout(seeking.timer);
    seeking = null;
    $('seeking').hidden = true;
    $('play-now').disabled = false;
  }

  async function playNow() {
    clearError();
    const name = $('you-name').value.trim();
    if (!name) {
      $('you-name').focus();
      return showError(new Error('Write your name first.'));
    }
    $('play-now').disabled = true;
    try {
      const me = await player(name);
      const body = { players: Number($('seat-count').value), rated: true };
      const seeks = { params: { path: { game_type: slug } } };
      const { seek } = await as(me.token).call(as(me.token).api.POST('/v1/{game_type}/seeks', { ...seeks, body }));
      if (seek.status === 'matched') return matched(seek, me.token);
      seeking = { id: seek.id, token: me.token, timer: null };
      $('seeking').hidden = false;
      const look = async () => {
        if (!seeking) return;
        const path = { params: { path: { game_type: slug, seek_id: seeking.id } }, cache: READ };
        const asked = as(seeking.token);
        const now = (await asked.call(asked.api.GET('/v1/{game_type}/seeks/{seek_id}', path))).seek;
        if (now.status === 'matched') return matched(now, seeking.token);
        if (now.status !== 'open') { stopSeeking(); return showError(new Error('Nobody came in time: try again.')); }
        seeking.timer = setTimeout(look, 1500);
      };
      seeking.timer = setTimeout(look, 1500);
    } catch (error) {
      stopSeeking();
      showError(error);
    }
  }

  async function cancelSeek() {
    if (!seeking) return;
    const { id, token } = seeking;
    stopSeeking();
    try {
      const path = { params: { path: { game_type: slug, seek_id: id } } };
      await as(token).call(as(token).api.DELETE('/v1/{game_type}/seeks/{seek_id}', path));
    } catch (error) {
      if (error.code === 'seek_matched') return matched({ game: error.problem.game }, token);
      showError(error);
    }
  }

  function showSetup() {
    state.follower?.abort();
    state.id = null;
    state.view = null;
    for (const id of ['game', 'log-section', 'loading']) $(id).hidden = true;
    $('offline').hidden = true;
    $('setup').hidden = false;
    renderSetup();
  }

  async function openGame(id) {
    state.follower?.abort();
    Object.assign(state, {
      id, creds: loadCreds(id), view: null, score: null, lastSeq: 0,
      finished: false, busy: false, endShown: false, focusKey: null, offline: false, mine: '',
    });
    state.drafts.clear();
    state.seen.clear();
    $('log').replaceChildren();
    $('setup').hidden = true;
    $('loading').hidden = false;
    const generation = ++state.generation;
    await refresh();
    if (state.generation !== generation || state.id !== id || !state.view) return;
    followAgain();
    $('decision').querySelector('button:not([disabled]), input')?.focus({ preventScroll: true });
  }

  function route() {
    const match = GAME_HASH.exec(location.hash);
    clearError();
    if (match) openGame(match[1]);
    else showSetup();
  }

  pinWhenShort($('decision'));
  $('setup-form').addEventListener('submit', createGame);
  $('play-now').addEventListener('click', playNow);
  $('cancel-seek').addEventListener('click', cancelSeek);
  window.addEventListener('hashchange', route);
  route();
  return ctx;
}
