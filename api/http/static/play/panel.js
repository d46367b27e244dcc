// The decision panel ("Your move"): pinned to the top of the screen while it is short
// enough to leave room for the game, so what you must do stays in sight as you scroll;
// a taller one scrolls with the page like the rest, never in a box of its own, so no
// button of a decision hides below a fold.
// At most this share of the screen: less on a phone, where the page behind must stay
// readable while it scrolls.
const SHARE = { phone: 0.4, wide: 0.6 };

export function pinWhenShort(panel) {
  const fit = () => {
    const share = window.innerWidth < 700 ? SHARE.phone : SHARE.wide;
    const pinned = panel.offsetHeight <= window.innerHeight * share;
    panel.classList.toggle('pinned', pinned);
  };
  new ResizeObserver(fit).observe(panel);
  window.addEventListener('resize', fit);
  fit();
}

/** Bring the panel into sight when a new decision of yours opens and it is off screen. */
export function showPanel(panel) {
  const box = panel.getBoundingClientRect();
  if (box.top < 0 || box.top > window.innerHeight - 80) panel.scrollIntoView({ block: 'start' });
}
