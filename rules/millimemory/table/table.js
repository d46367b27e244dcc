// Millimemory at the table: how long is it, in millimetres? Each card is revealed to all;
// every contender locks a secret prediction (or skips an object they do not know); the
// answer is revealed and scored once all have locked. Alone, the game ends with a rank.
import { startTable } from '/play/game-page.js';

const RANKS = {
  A: 'Amazing! Certified Millimemory Master!',
  B: 'Excellent! Certified Millimemory Instructor!',
  C: 'Good! Millimemory Success!',
  D: 'So-so! Keep Measuring!',
  E: 'Try Again! Maybe keep a tape measure with you!',
};
const drafts = new Map(); // card id -> what the player has typed so far
let lastReveal = null; // the latest `answer_revealed` event's data

function predictForm(view, actions, ctx) {
  const { h } = ctx;
  const predict = actions.find((a) => a.action === 'predict');
  const skip = actions.find((a) => a.action === 'skip');
  const card = view.card.id;
  const limits = predict.free?.mm || { min: 0, max: 300 };
  const input = h('input', {
    id: 'mm-input', type: 'number', min: limits.min, max: limits.max, step: '0.1', inputmode: 'decimal',
    required: true, autocomplete: 'off', dataset: { key: `mm:${card}` },
  });
  input.value = drafts.get(card) || '';
  input.addEventListener('input', () => drafts.set(card, input.value));
  const form = h('form', { id: 'predict-form', class: 'predict-form', novalidate: true },
    h('label', { for: 'mm-input', text: `Your prediction in millimetres (${limits.min} to ${limits.max}, one decimal)` }),
    h('div', { class: 'invite-row' }, input,
      h('button', { type: 'submit', class: 'primary', disabled: ctx.busy || undefined, dataset: { key: 'predict', action: 'predict' } }, 'Lock it in')));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const mm = Math.round(Number(input.value) * 10) / 10;
    if (input.value.trim() === '' || !Number.isFinite(mm) || mm < limits.min || mm > limits.max) {
      input.focus();
      input.setCustomValidity(`A length from ${limits.min} to ${limits.max} mm.`);
      input.reportValidity();
      return;
    }
    input.setCustomValidity('');
    drafts.delete(card);
    ctx.send(predict, { mm });
  });
  return [form, skip ? ctx.button(skip, "Skip: I don't know this object", { key: 'skip' }) : null];
}

function renderDecision(view, actions, ctx) {
  const { h } = ctx;
  const parts = [];
  if (view.card) {
    parts.push(h('p', { class: 'question', id: 'question', dataset: { card: view.card.id } },
      view.playoff ? 'Playoff! ' : '', h('strong', { text: view.card.prompt }), ` (the ${view.card.part})`));
  }
  if (actions.some((a) => a.action === 'predict')) parts.push(...predictForm(view, actions, ctx));
  else if (view.your_prediction !== null && view.your_prediction !== undefined) {
    parts.push(h('p', { id: 'locked', text: `You locked ${view.your_prediction} mm: waiting for the others.` }));
  }
  return parts.filter(Boolean);
}

function renderReveal(ctx) {
  const { h, who } = ctx;
  if (!lastReveal) return null;
  const card = lastReveal.card;
  return h('section', { class: 'reveal', id: 'last-reveal', 'aria-label': 'The last answer' },
    h('p', {}, 'Last card: ', h('strong', { text: `${card.prompt}` }), ` was ${card.mm} mm (${card.object}).`),
    h('ul', { class: 'results' }, ...lastReveal.results.map((r) => h('li', { dataset: { seat: r.seat, band: r.band } },
      `${who(r.seat, { capital: true })}: ${r.mm === null ? 'no prediction' : `${r.mm} mm`} · ${r.band} · ${r.points < 0 ? '' : '+'}${r.points} (score ${r.score})`))));
}

function renderBoard(view, ctx) {
  const { h } = ctx;
  const solo = view.seats.length === 1;
  return [
    h('p', { class: 'muted', id: 'progress' },
      `Card ${view.round} · ${view.deck_size} left in the deck · ${view.cards_played} answered, ${view.skipped.length} skipped` +
      (solo ? ' · solo: reach 10 points in as few cards as you can' : ' · first to 10 points')),
    renderReveal(ctx),
    h('ul', { class: 'scoreboard' }, ...view.seats.map((s) => h('li', {
      class: `seat colour-${s.colour}${s.seat === view.you ? ' mine' : ''}`, dataset: { seat: s.seat, bot: s.bot || undefined },
    },
    h('span', { class: 'swatch', 'aria-hidden': 'true' }),
    h('strong', { text: s.seat === view.you ? `${s.name} (you)` : s.name }),
    s.bot || s.is_bot ? h('span', { class: 'badge bot', text: s.bot ? `${s.bot} bot` : 'bot' }) : null,
    ` ${s.score} ${s.score === 1 ? 'point' : 'points'}`,
    view.status === 'active' ? ` · ${s.locked ? 'locked' : s.contender ? 'thinking' : 'watching'}` : ''))),
  ].filter(Boolean);
}

function renderEnd(view, score, ctx) {
  const { h, who } = ctx;
  const parts = [];
  const winners = (score.winners || []).map((s) => who(s));
  if (score.solo_rank) {
    parts.push(h('p', { class: 'rank', id: 'solo-rank', dataset: { rank: score.solo_rank } },
      h('strong', { text: `Rank ${score.solo_rank}: ${RANKS[score.solo_rank]}` }),
      ` ${score.cards_played} ${score.cards_played === 1 ? 'card' : 'cards'} answered.`));
  }
  parts.push(h('p', { class: 'winners' }, h('strong', {
    text: winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.join(' and ')}` : 'No winner: the deck ran out.',
  })));
  parts.push(h('div', { class: 'table-wrap' }, h('table', { id: 'final-scores' },
    h('caption', { text: 'Final scores' }),
    h('thead', {}, h('tr', {}, ...['Player', 'Points', ''].map((t) => h('th', { scope: 'col', text: t })))),
    h('tbody', {}, ...[...score.scores].sort((a, b) => b.score - a.score).map((s) => h('tr', { class: s.winner ? 'winner' : '', dataset: { seat: s.seat } },
      h('th', { scope: 'row', text: `${s.name}${s.seat === view.you ? ' (you)' : ''}` }),
      h('td', { text: String(s.score) }),
      h('td', { text: s.winner ? 'Winner' : '' })))))));
  return parts;
}

function describe(event, ctx) {
  const { who } = ctx;
  const d = event.data || {};
  const W = d.seat !== undefined ? who(d.seat, { capital: true }) : '';
  switch (event.kind) {
    case 'player_joined': return `${d.name} sat down (${d.colour}).`;
    case 'game_started': return 'The game began: 72 question cards, shuffled.';
    case 'card_revealed': return `Card ${d.round}${d.playoff ? ' (playoff)' : ''}: ${d.card.prompt}.`;
    case 'predicted': return `${W} locked a prediction${event.secret ? ` (${event.secret.mm} mm)` : ''}.`;
    case 'skipped': return `${W} skipped the card.`;
    case 'prediction_missed': return `${W} ran out of time.`;
    case 'answer_revealed':
      lastReveal = d;
      return `The answer: ${d.card.mm} mm. ${d.results.map((r) => `${who(r.seat, { capital: true })} ${r.band.toLowerCase()} (${r.points < 0 ? '' : '+'}${r.points})`).join(', ')}.`;
    case 'playoff_started': return `Playoff between ${d.seats.map((s) => who(s)).join(' and ')}.`;
    case 'game_finished': return 'The game is over.';
    default: return null;
  }
}

startTable({
  slug: 'millimemory',
  seats: { min: 1, max: 6, default: 1 },
  decisions: { predict: 'predict' },
  seatNote: (s) => ` (${s.colour})`,
  options: () => (document.getElementById('single-winner').checked ? { single_winner: true } : {}),
  joinBody: (name, taken) => {
    const wanted = document.getElementById('you-colour').value;
    const used = new Set(taken.map((s) => s.colour));
    const colour = used.has(wanted) ? ['blue', 'rose', 'gold', 'green', 'purple', 'orange'].find((c) => !used.has(c)) : wanted;
    return { name, colour };
  },
  renderDecision,
  renderBoard,
  renderEnd,
  describe,
});
