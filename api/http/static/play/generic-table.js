// The generic table: any game without a page of its own, played in the browser from what
// the server says of it. The view's own fields are shown as they come, the decisions the
// game waits for from `pending`, and every move is a `legal_actions` entry sent as it is,
// under the game's own `label`, with a field to write in for each of its `free` fields.
import { startTable, tableFacts } from '/play/game-page.js';

// The envelope every view has (docs/frontend.md): shown elsewhere, or not for people.
const ENVELOPE = new Set(['id', 'type', 'status', 'version', 'last_seq', 'seeded', 'created_at',
  'you', 'role', 'timers', 'pending', 'legal_actions', 'seats', 'phase', 'result']);
const SEAT_WORDS = new Set(['seat', 'winner', 'victim', 'by', 'to', 'turn', 'judge']);
const LOBBY_ONLY = new Set(['join', 'add_bot', 'start']);

const words = (key) => key.replace(/_/g, ' ');

/** A value of a view or event, in text: seats by name where the field names a seat. */
function shown(key, value, ctx) {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (SEAT_WORDS.has(key) && Number.isInteger(value)) return ctx.who(value);
  if (key === 'winners' && Array.isArray(value)) return value.map((s) => ctx.who(s)).join(' and ') || 'nobody';
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return value.length ? value.map((v) => shown('', v, ctx)).join(', ') : 'none';
    return null; // a list of objects: drawn as a list
  }
  if (typeof value === 'object') return null;
  return String(value);
}

function fields(object, ctx, skip = new Set()) {
  const { h } = ctx;
  const entries = Object.entries(object).filter(([key]) => !skip.has(key));
  if (!entries.length) return null;
  return h('dl', { class: 'facts' }, ...entries.flatMap(([key, value]) => {
    const text = shown(key, value, ctx);
    let detail;
    if (text !== null) detail = h('dd', { text });
    else if (Array.isArray(value)) detail = h('dd', {}, h('ol', {}, ...value.map((v) => h('li', {}, typeof v === 'object' && v ? fields(v, ctx) : shown('', v, ctx)))));
    else detail = h('dd', {}, fields(value, ctx));
    return [h('dt', { text: words(key) }), detail];
  }));
}

/** One entry: a button; an entry with free fields: a small form that fills them in. */
function move(entry, ctx, primary) {
  const { h } = ctx;
  const label = entry.label || words(entry.action);
  const free = Object.entries(entry.free || {});
  if (!free.length) return ctx.button(entry, label, { primary });
  const inputs = free.map(([key, limits]) => {
    const number = limits.type === 'integer' || limits.type === 'number';
    return ctx.draft(`free:${entry.action}:${JSON.stringify(entry.body)}:${key}`, h('input', {
      id: `free-${entry.action}-${key}`, type: number ? 'number' : 'text', required: true,
      min: limits.min, max: limits.max, maxlength: limits.max_length, step: limits.type === 'integer' ? 1 : 'any',
      dataset: { field: key, type: limits.type },
    }), entry.body[key] ?? '');
  });
  const form = h('form', { class: 'free-form', novalidate: true },
    ...free.map(([key], i) => h('p', { class: 'field' }, h('label', { for: inputs[i].id, text: words(key) }), inputs[i])),
    h('button', { type: 'submit', class: primary ? 'primary' : 'action', disabled: ctx.busy || undefined, dataset: { action: entry.action } }, label));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fill = {};
    for (const input of inputs) {
      const { field, type } = input.dataset;
      fill[field] = type === 'integer' || type === 'number' ? Number(input.value) : input.value;
      if (!input.checkValidity()) { input.reportValidity(); return; }
    }
    ctx.send(entry, fill);
  });
  return form;
}

function renderDecision(view, actions, ctx) {
  const { h } = ctx;
  const moves = actions.filter((a) => !LOBBY_ONLY.has(a.action));
  if (!moves.length) return [];
  return [h('div', { class: 'choices', id: 'move-choices' }, ...moves.map((a, i) => move(a, ctx, i === 0)))];
}

function renderBoard(view, ctx) {
  const { h } = ctx;
  const seats = h('ul', { class: 'scoreboard', id: 'seats' }, ...view.seats.map((s) => h('li', {
    class: `seat${s.seat === view.you ? ' mine' : ''}`, dataset: { seat: s.seat, bot: s.bot || undefined },
  },
  h('strong', { text: s.seat === view.you ? `${s.name} (you)` : s.name }),
  s.bot || s.is_bot ? h('span', { class: 'badge bot', text: s.bot ? `${s.bot} bot` : 'bot' }) : null,
  ' ', fields(s, ctx, new Set(['seat', 'name', 'bot', 'is_bot'])))));
  const own = Object.fromEntries(Object.entries(view).filter(([key]) => !ENVELOPE.has(key)));
  return [seats, h('section', { id: 'view-fields', 'aria-label': 'The game' }, fields(own, ctx) || h('p', { class: 'muted', text: 'Nothing more to see.' }))];
}

function renderEnd(view, score, ctx) {
  const { h, who } = ctx;
  const winners = (score.winners || []).map((s) => who(s));
  const rows = score.scores || [];
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'seat' && k !== 'name');
  return [
    h('p', { class: 'winners' }, h('strong', { text: winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.join(' and ')}` : 'No winner.' })),
    rows.length ? h('div', { class: 'table-wrap' }, h('table', { id: 'final-scores' },
      h('caption', { text: 'Final scores' }),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'Player' }), ...columns.map((c) => h('th', { scope: 'col', text: words(c) })))),
      h('tbody', {}, ...rows.map((r) => h('tr', { class: (score.winners || []).includes(r.seat) ? 'winner' : '', dataset: { seat: r.seat } },
        h('th', { scope: 'row', text: `${r.name ?? who(r.seat)}${r.seat === view.you ? ' (you)' : ''}` }),
        ...columns.map((c) => h('td', { text: shown(c, r[c], ctx) ?? '' }))))))) : null,
  ].filter(Boolean);
}

function describe(event, ctx) {
  const d = event.data || {};
  if (event.kind === 'game_created') return null;
  const actor = Number.isInteger(d.seat) ? `${ctx.who(d.seat, { capital: true })}: ` : '';
  const said = (object) => Object.entries(object).filter(([key]) => key !== 'seat')
    .map(([key, value]) => `${words(key)} ${shown(key, value, ctx) ?? JSON.stringify(value)}`).join(', ');
  const facts = said(d);
  const secret = event.secret ? said(event.secret) : '';
  return `${actor}${words(event.kind)}${facts ? ` (${facts})` : ''}${secret ? `; you alone see: ${secret}` : ''}.`;
}

const facts = tableFacts();
startTable({
  slug: facts.slug,
  renderDecision,
  renderBoard,
  renderEnd,
  describe,
});
