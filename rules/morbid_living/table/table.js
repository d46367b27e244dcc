// Morbid Living at the table: draw, buy or pass, steal, pay, sell, end the turn. Drawn
// from the caller's view only; every move is one of the view's `legal_actions`.
import { startTable } from '/play/game-page.js';

const KINDS = { residence: 'Residence', job: 'Job', vehicle: 'Vehicle', steal: 'Steal', credit: 'Credit card', action: 'Action' };
const PHASES = { start: 'draw a card', drawn: 'buy it or pass', limit: 'discard: over a limit', pay: 'pay what you owe', end: 'end your turn' };

function cardsOf(view) {
  const cards = new Map();
  for (const s of view.seats) for (const c of s.cards) cards.set(c.id, c);
  for (const c of [view.drawn, view.discard_top]) if (c) cards.set(c.id, c);
  return cards;
}

/** What a card costs, in words: a job is free to take (L1); the rest have a price. */
function cost(card, money) {
  if (!card) return '';
  return card.kind === 'job' || !card.price ? 'free' : `for ${money(card.price)}`;
}

function worth(card, money) {
  if (card.kind === 'job') return `salary ${money(card.salary)}`;
  if (card.price !== undefined) return `${money(card.price)}${card.income ? `, pays ${money(card.income)}` : ''}`;
  if (card.kind === 'steal') return card.target === 'money' ? `takes ${money(card.amount)}` : `takes a ${card.target}`;
  return '';
}

function cardItem(card, { h, money }) {
  return h('li', { class: `card small kind-${card.kind}`, dataset: { card: card.id, kind: card.kind } },
    h('p', { class: 'card-kind', text: KINDS[card.kind] || card.kind }),
    h('p', { class: 'card-name', text: card.name }),
    h('p', { class: 'card-value', text: worth(card, money) }),
    card.text ? h('p', { class: 'card-text muted', text: card.text }) : null);
}

function label(entry, view, ctx) {
  const { money, who } = ctx;
  const b = entry.body;
  const cards = cardsOf(view);
  const name = (id) => cards.get(id)?.name || id;
  switch (entry.action) {
    case 'draw':
      if (b.source === 'deck') return 'Draw from the deck';
      return `Take ${view.discard_top?.name} from the discard${b.credit ? ' with a credit card' : ` (${cost(view.discard_top, money)})`}`;
    case 'buy':
      if (view.drawn?.kind === 'job') return `Take the job: ${view.drawn.name} (free)`;
      return b.credit ? `Buy ${view.drawn?.name} with a credit card` : `Buy ${view.drawn?.name} ${cost(view.drawn, money)}`;
    case 'pass':
      return `Pass on ${view.drawn?.name || 'the card'}`;
    case 'steal':
      if (b.decline) return 'Do not steal';
      return b.card ? `Steal ${name(b.card)} from ${who(b.victim)}` : `Steal ${money(view.drawn?.amount)} from ${who(b.victim)}`;
    case 'discard':
      return `Discard ${name(b.card)}`;
    case 'sell':
      return `Sell ${name(b.card)}`;
    case 'pay':
      return b.credit ? `Pay ${money(view.owed)} with a credit card` : `Pay ${money(view.owed)}`;
    case 'end-turn':
      return 'End my turn';
    default:
      return entry.action;
  }
}

function renderDecision(view, actions, ctx) {
  const { h, who, money } = ctx;
  const parts = [];
  if (view.turn !== null && view.turn !== undefined) {
    const mine = view.turn === view.you;
    parts.push(h('p', { class: 'prompt', id: 'turn-line', dataset: { turn: view.turn } },
      mine ? `Your turn: ${PHASES[view.phase] || view.phase}.` : `${ctx.whose(view.turn, { capital: true })} turn.`,
      view.owed ? ` Owed: ${money(view.owed)}.` : ''));
  }
  if (view.drawn) {
    parts.push(h('ul', { class: 'cards drawn', 'aria-label': 'The card drawn' }, cardItem(view.drawn, ctx)));
  }
  const main = actions.filter((a) => a.action !== 'sell');
  const sells = actions.filter((a) => a.action === 'sell');
  if (main.length) {
    parts.push(h('div', { class: 'choices', id: 'move-choices' },
      ...main.map((a, i) => ctx.button(a, label(a, view, ctx), { primary: i === 0 }))));
  }
  if (sells.length) {
    parts.push(h('details', { class: 'sell-choices' }, h('summary', { text: `Sell a card (${sells.length})` }),
      h('div', { class: 'choices' }, ...sells.map((a) => ctx.button(a, label(a, view, ctx))))));
  }
  return parts;
}

function renderBoard(view, ctx) {
  const { h, money } = ctx;
  const table = h('p', { class: 'muted', id: 'piles' },
    `Deck: ${view.deck_size} cards · discard: ${view.discard_size}` +
    (view.discard_top ? ` (top: ${[view.discard_top.name, worth(view.discard_top, money)].filter(Boolean).join(', ')})` : '') +
    ` · turn ${view.turns}` +
    (view.options.max_turns ? ` of at most ${view.options.max_turns * view.seats.length}` : '') +
    (view.declared_by !== null && view.declared_by !== undefined ? ` · ${ctx.who(view.declared_by, { capital: true })} declared: final round` : ''));
  const seats = view.seats.map((s) => h('section', {
    class: `row household${s.seat === view.you ? ' mine' : ''}${s.seat === view.turn ? ' on-turn' : ''}`,
    dataset: { seat: s.seat, bot: s.bot || undefined },
  },
  h('h4', {}, s.seat === view.you ? `${s.name} (you)` : s.name,
    s.bot || s.is_bot ? h('span', { class: 'badge bot', text: s.bot ? `${s.bot} bot` : 'bot' }) : null,
    s.seat === view.turn ? h('span', { class: 'badge turn', text: 'on turn' }) : null),
  h('p', { class: 'standing' },
    `Cash ${money(s.cash)} · ${s.credit_cards} credit ${s.credit_cards === 1 ? 'card' : 'cards'} · ` +
    `essentials ${s.essentials}/4 · net worth ${money(s.net_worth)}`),
  s.cards.length ? h('ul', { class: 'cards row-cards' }, ...s.cards.map((c) => cardItem(c, ctx)))
    : h('p', { class: 'muted', text: 'No cards.' })));
  return [table, ...seats];
}

function renderEnd(view, score, ctx) {
  const { h, money, who } = ctx;
  const result = view.result || {};
  const winners = (score.winners || []).map((s) => who(s));
  const how = result.ended_by === 'turn_limit' ? 'The turn limit ended the game.' : 'A declaration ended the game.';
  return [
    h('p', { class: 'winners' }, h('strong', { text: winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.join(' and ')}` : 'No winner.' }), ` ${how}`),
    h('div', { class: 'table-wrap' }, h('table', { id: 'final-scores' },
      h('caption', { text: 'Final standing: essentials first, then net worth, then cash' }),
      h('thead', {}, h('tr', {}, ...['Player', 'Essentials', 'Net worth', 'Cash'].map((t) => h('th', { scope: 'col', text: t })))),
      // Four columns fit a phone; the winner is marked in words in the player's cell.
      h('tbody', {}, ...score.scores.map((s) => h('tr', { class: s.winner ? 'winner' : '', dataset: { seat: s.seat } },
        h('th', { scope: 'row' }, `${s.name}${s.seat === view.you ? ' (you)' : ''}`,
          s.winner ? h('span', { class: 'badge winner', text: 'winner' }) : null),
        h('td', { text: `${s.essentials}/4` }),
        h('td', { text: money(s.net_worth) }),
        h('td', { text: money(s.cash) })))))),
  ];
}

function describe(event, ctx) {
  const { money, who } = ctx;
  const d = event.data || {};
  const W = d.seat !== undefined ? who(d.seat, { capital: true }) : '';
  const name = (c) => (typeof c === 'string' ? c : c?.name);
  switch (event.kind) {
    case 'player_joined': return `${d.name} sat down.`;
    case 'game_started': return 'The game began: everyone got a free card and $100,000.';
    case 'turn_started': return `${W}: turn ${d.turn}.`;
    case 'declared': return `${W} declared: the final round begins.`;
    case 'deck_reshuffled': return `The discard pile was shuffled into a new deck (${d.cards} cards).`;
    case 'drew': return `${W} drew ${name(d.card)}.`;
    case 'took_discard': return `${W} took ${name(d.card)} from the discard.`;
    case 'credit_used': return `${W} used a credit card (${money(d.amount)}).`;
    case 'bought': return d.price ? `${W} bought it for ${money(d.price)}.` : `${W} took it (free).`;
    case 'passed': return `${W} passed${d.timeout ? ' (time ran out)' : ''}.`;
    case 'steal_void': return `${ctx.whose(d.seat, { capital: true })} steal card found nobody to rob.`;
    case 'steal_declined': return `${W} stole nothing.`;
    case 'stole_money': return `${W} stole ${money(d.amount)} from ${who(d.victim)}.`;
    case 'stole_card': return `${W} stole a card from ${who(d.victim)}.`;
    case 'pay_day': return 'Pay day: every job pays its salary.';
    case 'rolled': return `${W} rolled ${d.roll}: ${d.text || ''} (${money(d.amount)}).`;
    case 'collected': return `${W} collected ${money(d.amount)}.`;
    case 'owes': return `${ctx.does(d.seat, 'owe')} ${money(d.amount)}.`;
    case 'paid': return `${W} paid ${money(d.amount)}${d.forgiven ? ', and the rest was forgiven' : ''}.`;
    case 'bankrupt': return `${W} went bankrupt and lost ${money(d.lost)}.`;
    case 'sold': return `${W} sold a card for ${money(d.price)}.`;
    case 'discarded': return `${W} discarded a card.`;
    case 'turn_timed_out': return `${ctx.whose(d.seat, { capital: true })} time ran out.`;
    case 'turn_ended': return `${W} ended the turn.`;
    case 'game_finished': return 'The game is over.';
    default: return null;
  }
}

startTable({
  slug: 'morbid-living',
  seats: { min: 2, max: 6, default: 3 },
  decisions: { draw: 'draw', decide: 'buy or pass', limit: 'discard', pay: 'pay', 'end-turn': 'end the turn' },
  options() {
    const turns = Number(document.getElementById('max-turns').value);
    return Number.isInteger(turns) && turns >= 20 && turns <= 1000 ? { max_turns: turns } : {};
  },
  joinBody: (name) => ({ name }),
  renderDecision,
  renderBoard,
  renderEnd,
  describe,
});
