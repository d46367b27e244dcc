// The README's example, word for word but for the import (test/readme.test.ts checks it);
// `npm test` type-checks it. Not run: it plays with the default bot delays.
import { createMillieClient, type GameType, MillieProblem } from "../src/index.js";

const host = createMillieClient("http://127.0.0.1:8000");
const type: GameType = "millimemory";

// Create a game: the answer holds the host's token, shown once.
const created = await host.call(
  host.api.POST("/v1/{game_type}/games", { params: { path: { game_type: type } }, body: {} }),
);
host.token = created.host_token;
const path = { game_type: type, game_id: created.game.id };

// Take a seat: a player token of your own (keep it, e.g. in localStorage, per game).
const me = createMillieClient("http://127.0.0.1:8000");
const joined = await me.call(
  me.api.POST("/v1/{game_type}/games/{game_id}/players", {
    params: { path },
    body: { name: "Ann", colour: "gold" },
  }),
);
me.token = joined.token;

// The host may seat server-hosted bots, then starts the game.
await host.call(host.api.POST("/v1/{game_type}/games/{game_id}/bots", {
  params: { path }, body: { policy: "estimator" },
}));
await host.call(host.api.POST("/v1/{game_type}/games/{game_id}/start", { params: { path }, body: {} }));

// Follow the game: a snapshot (your view) when the stream opens, then each event.
for await (const message of me.follow(type, created.game.id)) {
  const view =
    message.type === "snapshot"
      ? message.view
      : await me.call(me.api.GET("/v1/{game_type}/games/{game_id}", { params: { path } }));
  const move = view.legal_actions[0]; // a real frontend shows them as buttons
  if (!move) continue;
  try {
    await me.act(move); // or me.act(move, { ...move.body, mm: 120 }) with your own input
  } catch (error) {
    if (!(error instanceof MillieProblem && error.status === 409)) throw error;
    // 409: someone moved first; the next event tells what changed.
  }
}

export {};
