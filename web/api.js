// @ts-check
// The server's API: HTTP calls and a table's WebSocket, which reconnects by
// itself and asks only for what it missed.

import { lang } from "./i18n.js";

/** @typedef {import("./wire.js").Message} Message */

/** ApiError is a refusal from the server, with its message and status. */
export class ApiError extends Error {
  /**
   * @param {string} message
   * @param {number} status  the HTTP status, 0 when the server was not reached
   * @param {number} [retryAfter]  seconds to wait, when a limit refused (429)
   */
  constructor(message, status, retryAfter = 0) {
    super(message);
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/**
 * unreachable is the message of a call that found no server to answer it
 * (an ApiError of status 0).
 */
export const unreachable = "the server cannot be reached";

/** @type {Set<() => void>} the listeners told each time a call finds no server */
const lost = new Set();

/**
 * onUnreachable calls f each time a call finds no server to answer it.
 * @param {() => void} f
 */
export function onUnreachable(f) {
  lost.add(f);
}

/**
 * reachable tells whether the server answers now (whatever it answers).
 * @returns {Promise<boolean>}
 */
export async function reachable() {
  try {
    await fetch("/api/games", { cache: "no-store" });
    return true;
  } catch {
    return false;
  }
}

/**
 * api calls the HTTP API and returns the decoded answer, or throws ApiError;
 * a call that finds no server throws one of status 0 saying so
 * (unreachable), and tells the listeners of onUnreachable.
 * @param {"GET" | "POST"} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {string | null} [token]
 * @returns {Promise<any>}
 */
export async function api(method, path, body, token) {
  /** @type {Record<string, string>} */
  const headers = { "Accept-Language": lang() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = "Bearer " + token;
  let resp;
  try {
    resp = await fetch(path, { method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    for (const f of lost) f();
    throw new ApiError(unreachable, 0);
  }
  const data = await resp.json().catch(() => ({}));
  if (!resp.ok) throw new ApiError(data.error || resp.statusText, resp.status, data.retry_after || 0);
  return data;
}

/**
 * A seat this browser holds at a table, or held: left is set once its
 * player left it, and the token then is the way back (sent in a join); at
 * is when it was taken (ms since the epoch).
 * @typedef {{seat: number, token: string, nick: string, left?: boolean, at?: number}} HeldSeat
 */

/**
 * An invitation from a table's host to a departed seat.
 * @typedef {{seat: number, code: string}} Invitation
 */

/**
 * Seats remembers, per table, the seat token this browser holds (or held,
 * before leaving), an invitation it was given and the host token.
 */
export const seats = {
  /**
   * @param {string} table
   * @returns {HeldSeat | null}
   */
  get(table) {
    try {
      return JSON.parse(localStorage.getItem("caribe.seat." + table) || "null");
    } catch {
      return null;
    }
  },
  /**
   * @param {string} table
   * @param {number} seat
   * @param {string} token
   * @param {string} nick
   */
  set(table, seat, token, nick) {
    const at = this.get(table)?.at || Date.now();
    localStorage.setItem("caribe.seat." + table, JSON.stringify({ seat, token, nick, at }));
  },
  /**
   * all lists every seat this browser holds now, the latest taken first.
   * @returns {(HeldSeat & {table: string})[]}
   */
  all() {
    const out = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) || "";
      if (!key.startsWith("caribe.seat.")) continue;
      const table = key.slice("caribe.seat.".length);
      const mine = this.held(table);
      if (mine) out.push({ ...mine, table });
    }
    return out.sort((a, b) => (b.at || 0) - (a.at || 0));
  },
  /**
   * held is the seat this browser holds now, or null.
   * @param {string} table
   * @returns {HeldSeat | null}
   */
  held(table) {
    const mine = this.get(table);
    return mine && !mine.left ? mine : null;
  },
  /**
   * left keeps the token of a seat its player left, as the way back.
   * @param {string} table
   */
  left(table) {
    const mine = this.get(table);
    if (mine) localStorage.setItem("caribe.seat." + table, JSON.stringify({ ...mine, left: true }));
  },
  /** @param {string} table */
  forget(table) {
    localStorage.removeItem("caribe.seat." + table);
  },
  /**
   * @param {string} table
   * @returns {Invitation | null}
   */
  invitation(table) {
    try {
      return JSON.parse(localStorage.getItem("caribe.invite." + table) || "null");
    } catch {
      return null;
    }
  },
  /**
   * @param {string} table
   * @param {Invitation | null} inv  null forgets it
   */
  setInvitation(table, inv) {
    if (inv) localStorage.setItem("caribe.invite." + table, JSON.stringify(inv));
    else localStorage.removeItem("caribe.invite." + table);
  },
  /**
   * proofs are every token this browser has for a table, sent with a join:
   * the seat token it holds or held and the host's invitation.
   * @param {string} table
   * @returns {string[]}
   */
  proofs(table) {
    /** @type {string[]} */
    const out = [];
    for (const x of [this.get(table)?.token, this.invitation(table)?.code]) if (x) out.push(x);
    return out;
  },
  /** @param {string} table */
  host(table) {
    return localStorage.getItem("caribe.host." + table);
  },
  /**
   * @param {string} table
   * @param {string} token
   */
  setHost(table, token) {
    localStorage.setItem("caribe.host." + table, token);
  },
  nick() {
    return localStorage.getItem("caribe.nick") || "";
  },
  /** @param {string} nick */
  setNick(nick) {
    localStorage.setItem("caribe.nick", nick);
  },
};

/**
 * transportError tells whether a message is the connection's failure (a
 * lost socket, a server closing) rather than a refusal: such words are not
 * for people, who are told the page reconnects instead.
 * @param {string} message
 */
export function transportError(message) {
  return /^(connection lost|not connected)$|^failed to |context (canceled|deadline exceeded)|closed network connection|\bEOF$/.test(message);
}

/**
 * closeMoved is the close code of a socket whose seat is played from
 * another device now (POST …/seats/{n}/resume there; docs/protocol.md,
 * "WebSocket close codes").
 */
export const closeMoved = 4002;

/**
 * ladder is a game's ladder, the best first.
 * @param {string} game
 * @param {number} [limit]
 * @returns {Promise<import("./wire.js").Ladder>}
 */
export function ladder(game, limit = 50) {
  return api("GET", `/api/ladder/${encodeURIComponent(game)}?limit=${limit}`);
}

/**
 * profile is what anyone may see of the account of a nickname.
 * @param {string} nick
 * @returns {Promise<import("./wire.js").Profile>}
 */
export function profile(nick) {
  return api("GET", `/api/players/${encodeURIComponent(nick)}`);
}

/**
 * tableRatings is what a finished table did to its players' ratings.
 * @param {string} table
 * @returns {Promise<import("./wire.js").TableRatings>}
 */
export function tableRatings(table) {
  return api("GET", `/api/tables/${table}/ratings`);
}

/**
 * resumeSeat gives the signed-in account's seat a fresh token, so that
 * this device plays it; the device that played it before loses it.
 * @param {string} table
 * @param {number} seat
 * @returns {Promise<import("./wire.js").Joined>}
 */
export function resumeSeat(table, seat) {
  return api("POST", `/api/tables/${table}/seats/${seat}/resume`);
}

/**
 * The handlers of a table's messages, each optional.
 * @typedef {object} SocketHandlers
 * @property {(m: Message) => void} [welcome]
 * @property {(m: Message) => void} [state]
 * @property {(m: Message) => void} [update]
 * @property {(m: Message) => void} [table]
 * @property {(m: Message) => void} [error]
 * @property {(status: "connecting" | "open" | "closed") => void} [status]
 * @property {(reason: string) => void} [moved]  the seat is played from another device now: the socket stops
 */

/**
 * TableSocket is a table's WebSocket. handlers: welcome(msg), state(msg),
 * update(msg), table(msg), error(msg), status("connecting" | "open" |
 * "closed"), moved(reason). It reconnects after a lost connection, sending
 * the last version seen, so the server sends only what was missed, but not
 * once the server said the seat moved to another device. since, if given,
 * asks the first time for the moves after that version (to fill a log).
 */
export class TableSocket {
  /**
   * @param {string} tableId
   * @param {string | null} token
   * @param {SocketHandlers} handlers
   * @param {number | null} [since]
   */
  constructor(tableId, token, handlers, since = null) {
    this.tableId = tableId;
    this.token = token;
    this.h = handlers;
    this.version = since;
    this.refs = 0;
    /** @type {Map<string, {version: number, resolve: (m: any) => void, reject: (e: Error) => void}>} */
    this.pending = new Map();
    /** @type {WebSocket | null} */
    this.ws = null;
    this.closed = false;
    this.delay = 300;
    this.connect();
  }

  connect() {
    if (this.closed) return;
    this.h.status?.("connecting");
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/tables/${this.tableId}/ws?lang=${lang()}`);
    this.ws = ws;
    ws.onopen = () => {
      /** @type {{type: "hello", token?: string, since?: number}} */
      const hello = { type: "hello" };
      if (this.token) hello.token = this.token;
      if (this.version !== null) hello.since = this.version;
      ws.send(JSON.stringify(hello));
      this.delay = 300;
      this.h.status?.("open");
    };
    ws.onmessage = (e) => this.receive(JSON.parse(e.data));
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      for (const p of this.pending.values()) p.reject(new Error("connection lost"));
      this.pending.clear();
      if (this.closed) return;
      if (e.code === closeMoved) {
        this.closed = true;
        this.h.moved?.(e.reason);
        return;
      }
      this.h.status?.("closed");
      setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, 5000);
    };
  }

  /** @param {Message} m */
  receive(m) {
    switch (m.type) {
      case "welcome":
        this.h.welcome?.(m);
        break;
      case "state":
        this.version = m.version;
        this.h.state?.(m);
        break;
      case "update":
        this.version = m.version;
        this.h.update?.(m);
        for (const [ref, p] of this.pending) {
          if (m.version > p.version) {
            p.resolve(m);
            this.pending.delete(ref);
          }
        }
        break;
      case "table":
        this.h.table?.(m);
        break;
      case "error": {
        const p = m.ref ? this.pending.get(m.ref) : undefined;
        if (p && m.ref) {
          this.pending.delete(m.ref);
          p.reject(new Error(m.error));
        } else if (!transportError(m.error || "")) {
          this.h.error?.(m);
        }
        break;
      }
    }
  }

  /**
   * move sends a move chosen at version; resolves once it is played.
   * @param {number} version
   * @param {import("./board.js").Move} move
   * @returns {Promise<any>}
   */
  move(version, move) {
    return this.request("m", version, { type: "move", version, move });
  }

  /**
   * undo takes the seat's last move back, asked at version; resolves once
   * it is done.
   * @param {number} version
   * @returns {Promise<any>}
   */
  undo(version) {
    return this.request("u", version, { type: "undo", version });
  }

  /**
   * request sends a message asked at version under a fresh ref (prefix and
   * a number); resolves once the server answers that ref.
   * @param {string} prefix
   * @param {number} version
   * @param {object} msg
   * @returns {Promise<any>}
   */
  request(prefix, version, msg) {
    const ref = prefix + ++this.refs;
    return new Promise((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        reject(new Error("not connected"));
        return;
      }
      this.pending.set(ref, { version, resolve, reject });
      this.ws.send(JSON.stringify({ ...msg, ref }));
    });
  }

  close() {
    this.closed = true;
    this.ws?.close();
  }
}
