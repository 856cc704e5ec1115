#!/usr/bin/env node
// Reads the lab's Parquet files with DuckDB, a reader other than the one
// that writes them: `caribe sim` writes the rows of a small Cartagena sweep
// (one per game, one per game and seat, one per move), and DuckDB must find
// their columns with their types, the winners as a list that agrees with
// the seats' rows, each move as JSON, and the key–value metadata that says
// how the files were made.
//
//   npm ci && node scripts/duckdb-check.mjs [path/to/caribe]
//
// Without a path it builds caribe with `go build` first.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";

const dir = mkdtempSync(join(tmpdir(), "caribe-duckdb-"));
let failures = 0;
/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  if (!ok) {
    failures++;
    console.error("FAIL: " + what);
  }
}

try {
  let caribe = process.argv[2];
  if (!caribe) {
    caribe = join(dir, "caribe");
    execFileSync("go", ["build", "-o", caribe, "./cmd/caribe"], { stdio: "inherit" });
  }
  const games = 10, settings = 2, players = 2;
  execFileSync(caribe, ["sim", "--game", "cartagena", "--players", String(players), "--bots", "greedy,random",
    "--games", String(games), "--seed", "7", "--sweep", "actions_per_turn=2,3",
    "--rows", join(dir, "games.parquet"), "--seat-rows", join(dir, "seats.parquet"), "--trace", join(dir, "moves.parquet")],
    { stdio: ["ignore", "ignore", "pipe"] });

  const db = await DuckDBInstance.create(":memory:");
  const conn = await db.connect();
  /** @param {string} sql */
  const rows = async (sql) => (await conn.runAndReadAll(sql)).getRowObjectsJson();
  /** @param {string} file */
  const types = async (file) => Object.fromEntries((await rows(`DESCRIBE SELECT * FROM read_parquet('${join(dir, file)}')`))
    .map((r) => [r.column_name, r.column_type]));
  /** @param {string} file @param {Record<string, string>} want */
  const expectTypes = async (file, want) => {
    const got = await types(file);
    for (const [col, type] of Object.entries(want)) {
      check(got[col] === type, `${file}: column ${col} is ${got[col]}, want ${type}`);
    }
  };

  await expectTypes("games.parquet", {
    game: "BIGINT", setting: "BIGINT", actions_per_turn: "BIGINT", seed: "UBIGINT", options: "VARCHAR",
    first_to_move: "BIGINT", moves: "BIGINT", capped: "BOOLEAN", winners: "BIGINT[]", first_won: "DOUBLE",
    bot_0: "VARCHAR", score_1: "BIGINT", win_0: "DOUBLE", cards_played_0: "BIGINT", lead_changes: "BIGINT", drama: "DOUBLE",
  });
  await expectTypes("seats.parquet", {
    game: "BIGINT", setting: "BIGINT", actions_per_turn: "BIGINT", seed: "UBIGINT", seat: "BIGINT", order: "BIGINT",
    bot: "VARCHAR", score: "BIGINT", won: "BOOLEAN", win: "DOUBLE", place: "BIGINT", capped: "BOOLEAN", cards_played: "BIGINT",
  });
  await expectTypes("moves.parquet", {
    game: "BIGINT", ply: "BIGINT", actor: "BIGINT", move: "VARCHAR", move_text: "VARCHAR", leader: "BIGINT", standing_0: "DOUBLE",
  });

  const [g] = await rows(`SELECT count(*) AS n, min(len(winners)) AS least, bool_and(list_contains(winners, first_to_move) = (first_won > 0)) AS agree
    FROM read_parquet('${join(dir, "games.parquet")}')`);
  check(Number(g.n) === games * settings, `games.parquet: ${g.n} rows, want ${games * settings}`);
  check(Number(g.least) >= 1, "games.parquet: a game without a winner in its list");
  check(g.agree === true, "games.parquet: winners and first_won disagree");

  const [s] = await rows(`SELECT count(*) AS n, count(*) FILTER (WHERE s.won <> list_contains(g.winners, s.seat)) AS disagree,
      count(*) FILTER (WHERE s.won <> (s.place = 1)) AS misplaced
    FROM read_parquet('${join(dir, "seats.parquet")}') s JOIN read_parquet('${join(dir, "games.parquet")}') g USING (game)`);
  check(Number(s.n) === games * settings * players, `seats.parquet: ${s.n} rows, want ${games * settings * players}`);
  check(Number(s.disagree) === 0, `seats.parquet: ${s.disagree} rows disagree with the games' winners`);
  check(Number(s.misplaced) === 0, `seats.parquet: ${s.misplaced} rows place a winner below first or a loser first`);

  const [m] = await rows(`SELECT count(*) AS n, count(*) FILTER (WHERE json_valid(move) AND move LIKE '{%') AS json,
      count(DISTINCT json_extract_string(move, '$.type')) AS kinds
    FROM read_parquet('${join(dir, "moves.parquet")}')`);
  check(Number(m.n) > 0 && m.json === m.n, `moves.parquet: ${m.json} of ${m.n} moves are JSON objects`);
  check(Number(m.kinds) >= 2, `moves.parquet: ${m.kinds} kinds of moves`);

  for (const file of ["games.parquet", "seats.parquet", "moves.parquet"]) {
    const kv = Object.fromEntries((await rows(`SELECT decode(key) AS k, decode(value) AS v FROM parquet_kv_metadata('${join(dir, file)}')`))
      .map((r) => [r.k, r.v]));
    check(String(kv["caribe.version"] ?? "").startsWith("caribe"), `${file}: caribe.version is ${kv["caribe.version"]}`);
    check("caribe.commit" in kv, `${file}: no caribe.commit`);
    check(kv["caribe.command"] === "caribe sim --game cartagena --players 2 --bots greedy,random --games 10 --seed 7 --sweep actions_per_turn=2,3",
      `${file}: caribe.command is ${kv["caribe.command"]}`);
    check(kv["caribe.seed"] === "7", `${file}: caribe.seed is ${kv["caribe.seed"]}`);
    check(kv["caribe.options"] === '[{"actions_per_turn":2},{"actions_per_turn":3}]', `${file}: caribe.options is ${kv["caribe.options"]}`);
  }
  conn.closeSync();
  db.closeSync();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`duckdb-check: ${failures} failures`);
  process.exit(1);
}
console.log("duckdb-check: DuckDB reads the rows, the seats' rows and the trace, their types, lists and metadata");
