// @ts-check
// The signed-in account, if any: who it is (GET /api/accounts/me, the
// session cookie being out of the page's reach), the passkey ceremonies
// that create one, sign in and add a passkey, signing out, and the seats
// it keeps.

import { api } from "./api.js";
import { createPasskey, usePasskey } from "./passkey.js";

/** @typedef {import("./wire.js").Me} Me */

/** @type {Me | null} */
let current = null;
/** @type {Set<(me: Me | null) => void>} */
const listeners = new Set();
/** @type {Promise<Me | null> | null} */
let loading = null;
// settled is set once the server has said who is signed in, or failed to.
let settled = false;

/**
 * set records who is signed in and tells every listener.
 * @param {Me | null} me
 */
function set(me) {
  current = me;
  settled = true;
  for (const f of listeners) f(me);
}

/** me is the signed-in account as last learnt, or null. */
export function me() {
  return current;
}

/** known tells whether the server has said who is signed in (or failed to). */
export function known() {
  return settled;
}

/**
 * onAccount calls f whenever who is signed in changes; returns a function
 * that stops it.
 * @param {(me: Me | null) => void} f
 */
export function onAccount(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}

/**
 * loadAccount asks the server who is signed in, once per page load unless
 * again is set; a 401 means nobody.
 * @param {boolean} [again]
 * @returns {Promise<Me | null>}
 */
export function loadAccount(again = false) {
  if (loading && !again) return loading;
  loading = api("GET", "/api/accounts/me").then(
    (m) => (set(m), m),
    (e) => {
      set(e.status === 401 ? null : current);
      return current;
    },
  );
  return loading;
}

/**
 * ceremony runs a WebAuthn ceremony: begin (with body) gives the options,
 * the browser's passkey prompt answers them, finish checks the answer and
 * gives the account.
 * @param {string} path  "register", "login" or "passkeys"
 * @param {unknown} body
 * @param {(options: any) => Promise<Record<string, unknown>>} prompt
 * @returns {Promise<Me>}
 */
async function ceremony(path, body, prompt) {
  /** @type {import("./wire.js").Ceremony} */
  const begun = await api("POST", `/api/accounts/${path}/begin`, body);
  const credential = await prompt(begun.options);
  /** @type {Me} */
  const m = await api("POST", `/api/accounts/${path}/finish`, { ceremony: begun.ceremony, credential });
  set(m);
  loading = Promise.resolve(m);
  return m;
}

/**
 * signUp creates an account under a nickname with a new passkey.
 * @param {string} nick
 */
export function signUp(nick) {
  return ceremony("register", { nick }, createPasskey);
}

/** signIn signs in with a passkey the browser offers (no nickname asked). */
export function signIn() {
  return ceremony("login", undefined, usePasskey);
}

/** addPasskey adds another passkey (this device's, or a security key's) to the account. */
export function addPasskey() {
  return ceremony("passkeys", undefined, createPasskey);
}

/**
 * signOut ends this device's session, or every session of the account.
 * @param {boolean} everywhere
 */
export async function signOut(everywhere) {
  await api("POST", everywhere ? "/api/accounts/logout-all" : "/api/accounts/logout");
  set(null);
  loading = Promise.resolve(null);
}

/**
 * claim binds a seat taken as a guest (its table and token) to the account.
 * @param {string} table
 * @param {string} token
 * @returns {Promise<import("./wire.js").Joined>}
 */
export function claim(table, token) {
  return api("POST", "/api/accounts/claim", { table, token });
}

/**
 * accountTables lists the account's tables, on any device.
 * @returns {Promise<import("./wire.js").TableInfo[]>}
 */
export async function accountTables() {
  /** @type {import("./wire.js").TableList} */
  const list = await api("GET", "/api/accounts/me/tables");
  return list.tables || [];
}

/**
 * accountSeat is the seat the signed-in account holds at a table, or -1.
 * @param {import("./wire.js").TableInfo} info
 */
export function accountSeat(info) {
  return current ? info.seats.findIndex((s) => s.kind === "person" && s.account === current?.account.id) : -1;
}
