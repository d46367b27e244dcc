/**
 * The client against a real server: one complete game of each type, played through it.
 * The test holds one seat (server-hosted bots hold the others), follows the game on the
 * event stream, and after each event sends one of its `legal_actions` as it is.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import {
  createMillieClient,
  type Event,
  type GameType,
  MillieProblem,
  type View,
} from "../src/index.js";
import { type Server, startServer } from "./server.js";

let server: Server;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

interface Played {
  view: View;
  events: Event[];
  snapshots: number;
  moves: number;
}

/** Create a game as host, take one seat, fill `bots` more with server-hosted bots, start,
 * then play the seat to the end from the stream. */
async function play(
  type: GameType,
  seat: Record<string, unknown>,
  bots: Record<string, unknown>[],
): Promise<Played> {
  const host = createMillieClient(server.base);
  const created = await host.call(
    host.api.POST("/v1/{game_type}/games", {
      params: { path: { game_type: type } },
      body: { seed: 36 },
    }),
  );
  host.token = created.host_token;
  const id = created.game.id;
  const path = { game_type: type, game_id: id };

  const player = createMillieClient(server.base);
  const joined = await player.call(
    player.api.POST("/v1/{game_type}/games/{game_id}/players", {
      params: { path },
      body: seat as never, // each game's own seat request (MillionsJoin, ...): checked by the server
    }),
  );
  player.token = joined.token;
  for (const bot of bots) {
    await host.call(
      host.api.POST("/v1/{game_type}/games/{game_id}/bots", {
        params: { path },
        body: { min_delay: 0, max_delay: 0.05, ...bot } as never,
      }),
    );
  }
  await host.call(host.api.POST("/v1/{game_type}/games/{game_id}/start", { params: { path }, body: {} }));

  const played: Played = { view: joined.game, events: [], snapshots: 0, moves: 0 };
  for await (const message of player.follow(type, id)) {
    if (message.type === "snapshot") {
      played.snapshots += 1;
      played.view = message.view;
    } else {
      played.events.push(message.event);
      played.view = await player.call(
        player.api.GET("/v1/{game_type}/games/{game_id}", { params: { path } }),
      );
    }
    // One move at a time: its own event comes back on the stream and wakes the next.
    const move = played.view.legal_actions[0];
    if (move === undefined) continue;
    try {
      played.view = await player.act(move);
      played.moves += 1;
    } catch (error) {
      // A bot moved first (a race the server decides): the next event says what changed.
      if (!(error instanceof MillieProblem && error.status === 409)) {
        throw new Error(`${type}: ${move.action} ${JSON.stringify(move.body)}: ${error}`, {
          cause: error,
        });
      }
    }
  }
  console.log(`${type}: ${played.events.length} events, ${played.moves} moves of the test's seat`);
  return played;
}

function assertFinished(played: Played): void {
  assert.equal(played.view.status, "finished");
  assert.ok(played.snapshots >= 1, "the stream opened with a snapshot");
  assert.ok(played.moves > 0, "the test's seat made moves");
  assert.equal(played.events.at(-1)?.kind, "game_finished");
  const seqs = played.events.map((event) => event.seq);
  assert.deepEqual(seqs, [...seqs].sort((a, b) => a - b), "events in order");
  assert.equal(new Set(seqs).size, seqs.length, "no event twice");
}

describe("a complete game through the client", { timeout: 300_000 }, () => {
  test("Aunt Millie's Millions: one seat against two greedy bots", async () => {
    const played = await play("millions", { name: "Ann", character: "Archibald" }, [
      { policy: "greedy" },
      { policy: "random" },
    ]);
    assertFinished(played);
    assert.ok(played.events.some((event) => event.kind === "claimed"));
  });

  test("Morbid Living: one seat against a greedy bot", async () => {
    const played = await play("morbid-living", { name: "Ann", auto_end: true }, [
      { policy: "greedy" },
    ]);
    assertFinished(played);
  });

  test("Millimemory solo: one seat, to its rank", async () => {
    const played = await play("millimemory", { name: "Ann", colour: "blue" }, []);
    assertFinished(played);
    const score = await createMillieClient(server.base).call(
      createMillieClient(server.base).api.GET("/v1/{game_type}/games/{game_id}/score", {
        params: { path: { game_type: "millimemory", game_id: played.view.id } },
      }),
    );
    assert.ok(JSON.stringify(score).length > 2);
  });
});

test("a join sent from legal_actions answers the new seat's token", async () => {
  const host = createMillieClient(server.base);
  const created = await host.call(
    host.api.POST("/v1/{game_type}/games", {
      params: { path: { game_type: "millimemory" } },
      body: {},
    }),
  );
  const join = created.game.legal_actions.find((entry) => entry.action === "join");
  assert.ok(join);
  const answer = await host.send(join, { ...join.body, name: "Cy" });
  assert.ok("token" in answer && typeof answer.token === "string");
  const player = createMillieClient(server.base, { token: answer.token });
  const view = await player.call(
    player.api.GET("/v1/{game_type}/games/{game_id}", {
      params: { path: { game_type: "millimemory", game_id: created.game.id } },
    }),
  );
  assert.equal(view.you, 0);
});

describe("errors", () => {
  test("an unknown game is thrown as a MillieProblem with its code", async () => {
    const client = createMillieClient(server.base);
    await assert.rejects(
      client.call(
        client.api.GET("/v1/{game_type}/games/{game_id}", {
          params: { path: { game_type: "millions", game_id: "no-such-game" } },
        }),
      ),
      (error: unknown) =>
        error instanceof MillieProblem && error.status === 404 && error.code === "unknown_game",
    );
  });
});
