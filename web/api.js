// The server's API: HTTP calls and a table's WebSocket, which reconnects by
// itself and asks only for what it missed.

/** ApiError is a refusal from the server, with its message and status. */
export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/** api calls the HTTP API and returns the decoded answer, or throws ApiError. */
export async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = "Bearer " + token;
  let resp;
  try {
    resp = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(e.message, 0);
  }
  const data = await resp.json().catch(() => ({}));
  if (!resp.ok) throw new ApiError(data.error || resp.statusText, resp.status);
  return data;
}

/** Seats remembers, per table, the seat token this browser holds and the host token. */
export const seats = {
  get(table) {
    try {
      return JSON.parse(localStorage.getItem("caribe.seat." + table) || "null");
    } catch {
      return null;
    }
  },
  set(table, seat, token, nick) {
    localStorage.setItem("caribe.seat." + table, JSON.stringify({ seat, token, nick }));
  },
  forget(table) {
    localStorage.removeItem("caribe.seat." + table);
  },
  host(table) {
    return localStorage.getItem("caribe.host." + table);
  },
  setHost(table, token) {
    localStorage.setItem("caribe.host." + table, token);
  },
  nick() {
    return localStorage.getItem("caribe.nick") || "";
  },
  setNick(nick) {
    localStorage.setItem("caribe.nick", nick);
  },
};

/**
 * TableSocket is a table's WebSocket. handlers: welcome(msg), state(msg),
 * update(msg), table(msg), error(msg), status("connecting" | "open" |
 * "closed"). It reconnects after a lost connection, sending the last
 * version seen, so the server sends only what was missed. since, if given,
 * asks the first time for the moves after that version (to fill a log).
 */
export class TableSocket {
  constructor(tableId, token, handlers, since = null) {
    this.tableId = tableId;
    this.token = token;
    this.h = handlers;
    this.version = since;
    this.refs = 0;
    this.pending = new Map();
    this.closed = false;
    this.delay = 300;
    this.connect();
  }

  connect() {
    if (this.closed) return;
    this.h.status?.("connecting");
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/tables/${this.tableId}/ws`);
    this.ws = ws;
    ws.onopen = () => {
      const hello = { type: "hello" };
      if (this.token) hello.token = this.token;
      if (this.version !== null) hello.since = this.version;
      ws.send(JSON.stringify(hello));
      this.delay = 300;
      this.h.status?.("open");
    };
    ws.onmessage = (e) => this.receive(JSON.parse(e.data));
    ws.onclose = () => {
      if (this.ws !== ws) return;
      for (const p of this.pending.values()) p.reject(new Error("connection lost"));
      this.pending.clear();
      if (this.closed) return;
      this.h.status?.("closed");
      setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, 5000);
    };
  }

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
        const p = this.pending.get(m.ref);
        if (p) {
          this.pending.delete(m.ref);
          p.reject(new Error(m.error));
        } else {
          this.h.error?.(m);
        }
        break;
      }
    }
  }

  /** move sends a move chosen at version; resolves once it is played. */
  move(version, move) {
    const ref = "m" + ++this.refs;
    return new Promise((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        reject(new Error("not connected"));
        return;
      }
      this.pending.set(ref, { version, resolve, reject });
      this.ws.send(JSON.stringify({ type: "move", version, move, ref }));
    });
  }

  close() {
    this.closed = true;
    this.ws?.close();
  }
}
