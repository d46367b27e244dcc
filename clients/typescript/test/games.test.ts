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
  requestOptions,
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

/** A Millimemory game with one seat, started: the seat's client, its view, and the path. */
async function started(): Promise<{
  player: ReturnType<typeof createMillieClient>;
  view: View;
  path: { game_type: GameType; game_id: string };
}> {
  const host = createMillieClient(server.base);
  const created = await host.call(
    host.api.POST("/v1/{game_type}/games", {
      params: { path: { game_type: "millimemory" } },
      body: { seed: 5 },
    }),
  );
  host.token = created.host_token;
  const path = { game_type: "millimemory" as const, game_id: created.game.id };
  const player = createMillieClient(server.base);
  const joined = await player.call(
    player.api.POST("/v1/{game_type}/games/{game_id}/players", {
      params: { path },
      body: { name: "Ann", colour: "blue" },
    }),
  );
  player.token = joined.token;
  const view = await host.call(
    host.api.POST("/v1/{game_type}/games/{game_id}/start", { params: { path }, body: {} }),
  );
  const mine = await player.call(
    player.api.GET("/v1/{game_type}/games/{game_id}", { params: { path } }),
  );
  assert.equal(view.status, "active");
  return { player, view: mine, path };
}

describe("a move's options: Idempotency-Key, If-Match, signal", () => {
  test("act() with an idempotencyKey, sent twice, applies once and answers the same view", async () => {
    const { player, view } = await started();
    const move = view.legal_actions.find((entry) => entry.action === "predict");
    assert.ok(move);
    const key = crypto.randomUUID();
    const first = await player.act(move, move.body, { idempotencyKey: key });
    const again = await player.act(move, move.body, { idempotencyKey: key });
    assert.equal(first.version, view.version + 1);
    assert.deepEqual(again, first);
  });

  test("act() with an old ifMatch is refused with 412 stale_version", async () => {
    const { player, view } = await started();
    const move = view.legal_actions.find((entry) => entry.action === "predict");
    assert.ok(move);
    await assert.rejects(
      player.act(move, move.body, { ifMatch: view.version - 1 }),
      (error: unknown) =>
        error instanceof MillieProblem && error.status === 412 && error.code === "stale_version",
    );
    const moved = await player.act(move, move.body, { ifMatch: view.version });
    assert.equal(moved.version, view.version + 1);
  });

  test("api calls take the same options through requestOptions()", async () => {
    const { player, view, path } = await started();
    await assert.rejects(
      player.call(
        player.api.POST("/v1/millimemory/games/{game_id}/skip", {
          params: { path: { game_id: path.game_id } },
          body: {},
          ...requestOptions({ ifMatch: String(view.version + 7) }),
        }),
      ),
      (error: unknown) => error instanceof MillieProblem && error.status === 412,
    );
  });

  test("an aborted signal stops send() before it is answered", async () => {
    const { player, view } = await started();
    const move = view.legal_actions[0];
    assert.ok(move);
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(
      player.send(move, undefined, { signal: controller.signal }),
      (error: unknown) => error instanceof Error && error.name === "AbortError",
    );
  });
});

test("follow() marks the events its snapshot already holds", async () => {
  const { player, path } = await started();
  const controller = new AbortController();
  const seen: { seq: number; inSnapshot: boolean }[] = [];
  let lastSeq = -1;
  for await (const message of player.follow(path.game_type, path.game_id, {
    signal: controller.signal,
  })) {
    if (message.type === "snapshot") {
      lastSeq = message.view.last_seq;
      continue;
    }
    seen.push({ seq: message.event.seq, inSnapshot: message.inSnapshot });
    if (message.event.seq >= lastSeq) break;
  }
  controller.abort();
  assert.ok(lastSeq > 1);
  assert.deepEqual(
    seen.map((event) => event.seq),
    Array.from({ length: lastSeq }, (_, i) => i + 1),
    "from after=0, the whole history",
  );
  assert.ok(seen.every((event) => event.inSnapshot));
});
