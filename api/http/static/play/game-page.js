// What every table at /play/<game> shares: the new-game form (your seat and the server's
// bots), tokens kept in this browser's storage, following the game on its event stream,
// the log, errors, and a decision panel that stays on screen. Each game's own module
// (its package's table/table.js, served at /play/<slug>/table.js) draws its view and says
// what its events mean.
// Every request goes through Millie's TypeScript client (its bundle, /play/millie.js,
// made from clients/typescript by clients/generate).
import { createMillieClient, MillieProblem } from './millie.js';

const millie = createMillieClient('');

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
  if (value === null || value === undefined) return '$?';
  return `${value < 0 ? '-' : ''}$${Math.abs(Number(value)).toLocaleString('en-US')}`;
}

const GAME_HASH = /^#game=([0-9a-f]{16})$/;

export function startTable(game) {
  const store = `millie.${game.slug}.`;
  const state = {
    id: null, creds: {}, view: null, score: null, lastSeq: 0, seen: new Set(),
    finished: false, busy: false, follower: null, endShown: false, focusKey: null,
  };

  const loadCreds = (id) => {
    try { return JSON.parse(localStorage.getItem(store + id)) || {}; } catch { return {}; }
  };
  const saveCreds = (id, creds) => {
    try { localStorage.setItem(store + id, JSON.stringify(creds)); } catch { /* private mode */ }
  };
  const token = () => state.creds.token || state.creds.host || null;
  const game_id = () => ({ path: { game_type: game.slug, game_id: state.id } });

  // --- what the game modules get --------------------------------------------------------
  const ctx = {
    h, money,
    get view() { return state.view; },
    get score() { return state.score; },
    get busy() { return state.busy; },
    who(seat, { capital = false } = {}) {
      const view = state.view;
      if (seat === null || seat === undefined) return capital ? 'Nobody' : 'nobody';
      if (view && seat === view.you) return capital ? 'You' : 'you';
      const s = view?.seats.find((x) => x.seat === seat);
      return s ? s.name : `seat ${seat}`;
    },
    /** A button that sends one `legal_actions` entry as it is. */
    button(entry, label, { primary = false, key } = {}) {
      return h('button', {
        type: 'button', class: primary ? 'action primary' : 'action', disabled: state.busy || undefined,
        dataset: { key: key || `${entry.action}:${JSON.stringify(entry.body)}`, action: entry.action },
        onclick: () => ctx.send(entry),
      }, label);
    },
    async send(entry, fill = {}) {
      if (state.busy) return;
      clearError();
      state.busy = true;
      render();
      try {
        millie.token = state.creds.token;
        const view = await millie.act(entry, { ...entry.body, ...fill });
        if (view?.id === state.id) adopt(view);
      } catch (error) {
        showError(error);
      } finally {
        state.busy = false;
      }
      await refresh();
    },
  };

  // --- errors and announcements ---------------------------------------------------------
  function showError(error) {
    $('alert-text').textContent = error.problem?.detail || error.message || String(error);
    $('alert').dataset.code = error.code || '';
    $('alert').hidden = false;
  }
  function clearError() {
    $('alert').hidden = true;
    $('alert').dataset.code = '';
  }
  $('alert-close').addEventListener('click', clearError);

  // --- the view ---------------------------------------------------------------------------
  function adopt(view) {
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
          millie.token = token();
          adopt(await millie.call(millie.api.GET('/v1/{game_type}/games/{game_id}', { params: game_id() })));
          if (state.view?.status === 'finished' && !state.score) {
            state.score = await millie.call(millie.api.GET('/v1/{game_type}/games/{game_id}/score', { params: game_id() }));
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
      ? 'Waiting for the host to start.'
      : me ? `You are ${me.name}, seat ${me.seat}.` : 'You are watching: the public view.';
    const actions = view.legal_actions || [];
    const parts = view.status === 'finished' ? [h('p', { class: 'muted', text: 'The game is over.' })]
      : game.renderDecision(view, actions, ctx);
    $('decision-body').replaceChildren(...(parts.length ? parts : [h('p', { class: 'muted', text: view.you === null ? 'Spectators only watch.' : 'Nothing for you to do right now.' })]));
    $('waiting').replaceChildren(...(view.pending || []).filter((p) => p.seat !== null).map((p) =>
      h('li', { class: p.seat === view.you ? 'mine' : '', dataset: { seat: p.seat, decision: p.decision } },
        `${ctx.who(p.seat, { capital: true })}: ${game.decisions[p.decision] || p.decision}`)));
    $('board').replaceChildren(...game.renderBoard(view, ctx));
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
    restoreFocus();
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

  async function follow(controller) {
    const { signal } = controller;
    try {
      for (;;) {
        millie.token = token();
        const page = await millie.call(millie.api.GET('/v1/{game_type}/games/{game_id}/events', {
          params: { ...game_id(), query: { after: state.lastSeq, limit: 1000 } }, signal,
        }));
        for (const e of page.events) addEvent(e, false);
        if (!page.events.length || state.lastSeq >= page.last_seq) break;
      }
    } catch (error) {
      if (!signal.aborted) showError(error);
    }
    let failures = 0;
    while (!signal.aborted && !state.finished) {
      try {
        millie.token = token();
        // The client reopens the stream after the last event whenever the server ends it,
        // until the game is over; each opening starts with a snapshot of the view.
        for await (const message of millie.follow(game.slug, state.id, { after: state.lastSeq, signal })) {
          if (message.type === 'snapshot') {
            $('connection').textContent = 'Live: following the game as it happens.';
            adopt(message.view);
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
        $('connection').textContent = `Connection lost; trying again (${failures})…`;
        await new Promise((resolve) => setTimeout(resolve, Math.min(300 * failures, 5000)));
      }
    }
    if (state.finished) {
      $('connection').textContent = 'The game is over.';
      await refresh();
    }
  }

  // --- a new game -------------------------------------------------------------------------
  function seatRow(i) {
    const kinds = [['you', 'You'], ...game.policies.map((p) => [p, `${p[0].toUpperCase()}${p.slice(1)} bot (the server plays it)`])];
    return h('li', {},
      h('label', { for: `seat-kind-${i}`, text: `Seat ${i + 1}` }), ' ',
      h('select', { id: `seat-kind-${i}` }, ...kinds.map(([value, label]) =>
        h('option', { value, selected: (i === 0 ? value === 'you' : value === game.policies[game.policies.length - 1]) || undefined }, label))));
  }

  function renderSetup() {
    const count = $('seat-count');
    if (!count.childElementCount) {
      for (let n = game.seats.min; n <= game.seats.max; n++) {
        count.append(h('option', { value: n, selected: n === game.seats.default || undefined }, n === 1 ? '1 (solo)' : String(n)));
      }
      count.addEventListener('change', renderSeats);
    }
    renderSeats();
  }
  function renderSeats() {
    const n = Number($('seat-count').value);
    const list = $('seat-list');
    while (list.childElementCount < n) list.append(seatRow(list.childElementCount));
    while (list.childElementCount > n) list.lastElementChild.remove();
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
      const body = { options: game.options ? game.options() : {} };
      if (seed) body.seed = Number(seed);
      const games = { params: { path: { game_type: game.slug } } };
      millie.token = null;
      const created = await millie.call(millie.api.POST('/v1/{game_type}/games', { ...games, body }));
      const id = created.game.id;
      const creds = { host: created.host_token };
      saveCreds(id, creds);
      const seats = { params: { path: { game_type: game.slug, game_id: id } } };
      let taken = [];
      for (const kind of kinds) {
        if (kind === 'you') {
          millie.token = null;
          const joined = await millie.call(millie.api.POST('/v1/{game_type}/games/{game_id}/players', {
            ...seats, body: game.joinBody(name, taken),
          }));
          Object.assign(creds, { token: joined.token, seat: joined.player.seat });
          taken = joined.game.seats;
        } else {
          const n = kinds.slice(0, taken.length + 1).filter((k) => k === kind).length;
          const label = `${kind[0].toUpperCase()}${kind.slice(1)} bot${n > 1 ? ` ${n}` : ''}`;
          millie.token = creds.host;
          const seated = await millie.call(millie.api.POST('/v1/{game_type}/games/{game_id}/bots', {
            ...seats, body: { policy: kind, name: label },
          }));
          taken = seated.game.seats;
        }
        saveCreds(id, creds);
      }
      millie.token = creds.host;
      await millie.call(millie.api.POST('/v1/{game_type}/games/{game_id}/start', { ...seats, body: {} }));
      location.hash = `game=${id}`;
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
    millie.token = null;
    const made = await millie.call(millie.api.POST('/v1/players', { body: { name } }));
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
      millie.token = me.token;
      const body = { players: Number($('seat-count').value), rated: true };
      const seeks = { params: { path: { game_type: game.slug } } };
      const { seek } = await millie.call(millie.api.POST('/v1/{game_type}/seeks', { ...seeks, body }));
      if (seek.status === 'matched') return matched(seek, me.token);
      seeking = { id: seek.id, token: me.token, timer: null };
      $('seeking').hidden = false;
      const look = async () => {
        if (!seeking) return;
        millie.token = seeking.token;
        const path = { params: { path: { game_type: game.slug, seek_id: seeking.id } } };
        const now = (await millie.call(millie.api.GET('/v1/{game_type}/seeks/{seek_id}', path))).seek;
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
      millie.token = token;
      const path = { params: { path: { game_type: game.slug, seek_id: id } } };
      await millie.call(millie.api.DELETE('/v1/{game_type}/seeks/{seek_id}', path));
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
    $('setup').hidden = false;
    renderSetup();
  }

  async function openGame(id) {
    state.follower?.abort();
    Object.assign(state, {
      id, creds: loadCreds(id), view: null, score: null, lastSeq: 0,
      finished: false, busy: false, endShown: false, focusKey: null,
    });
    state.seen.clear();
    $('log').replaceChildren();
    $('setup').hidden = true;
    $('loading').hidden = false;
    await refresh();
    if (state.id !== id || !state.view) return;
    const controller = new AbortController();
    state.follower = controller;
    follow(controller);
    $('decision').querySelector('button:not([disabled]), input')?.focus({ preventScroll: true });
  }

  function route() {
    const match = GAME_HASH.exec(location.hash);
    clearError();
    if (match) openGame(match[1]);
    else showSetup();
  }

  $('setup-form').addEventListener('submit', createGame);
  $('play-now').addEventListener('click', playNow);
  $('cancel-seek').addEventListener('click', cancelSeek);
  window.addEventListener('hashchange', route);
  route();
  return ctx;
}
