// @ts-check
// The lessons a learner has done, per game: kept on the device
// (localStorage, "caribe.learn.GAME": the done lessons' ids) and, for a
// signed-in learner, with the account too (GET and POST
// /api/accounts/me/lessons/GAME), so that another device shows them done.

import { api } from "./api.js";
import { me } from "./account.js";

/**
 * doneLessons is the set of the game's lessons done on this device.
 * @param {string} game
 * @returns {Set<string>}
 */
export function doneLessons(game) {
  try {
    const ids = JSON.parse(localStorage.getItem(key(game)) || "[]");
    return new Set(Array.isArray(ids) ? ids.filter((x) => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

/**
 * markDone records that lesson id of game is done, on the device and, when
 * signed in, with the account (a failure there is made good by the next
 * syncLessons).
 * @param {string} game
 * @param {string} id
 */
export function markDone(game, id) {
  const done = doneLessons(game);
  done.add(id);
  keep(game, done);
  if (me()) api("POST", `/api/accounts/me/lessons/${game}`, { done: [id] }).catch(() => {});
}

/**
 * syncLessons joins the device's lessons done with the account's, when
 * signed in, both keeping them all; lessons is the course's ids (a lesson
 * a course no longer has stays on the device only). It answers the
 * lessons done; the device's alone when the account cannot be reached.
 * @param {string} game
 * @param {string[]} lessons
 * @returns {Promise<Set<string>>}
 */
export async function syncLessons(game, lessons) {
  const done = doneLessons(game);
  if (!me()) return done;
  try {
    /** @type {{done: string[]}} */
    const kept = await api("POST", `/api/accounts/me/lessons/${game}`, { done: lessons.filter((id) => done.has(id)) });
    for (const id of kept.done) done.add(id);
    keep(game, done);
  } catch {
    // The device's progress stands; the next sync sends it again.
  }
  return done;
}

/**
 * keep stores the game's lessons done on the device.
 * @param {string} game
 * @param {Set<string>} done
 */
function keep(game, done) {
  localStorage.setItem(key(game), JSON.stringify([...done]));
}

/** @param {string} game */
function key(game) {
  return "caribe.learn." + game;
}
