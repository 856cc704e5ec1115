// @ts-check
// A game's course as the server sends it (GET /api/games/{game}/lessons,
// the package learn's data), and its words in the page's language.

import { api } from "./api.js";
import { lang } from "./i18n.js";

/** @typedef {import("./wire.js").Text} Text */

/**
 * A game's course, as GET /api/games/{game}/lessons sends it.
 * @typedef {object} Course
 * @property {string} game
 * @property {{id: string, name: Text}[]} rules
 * @property {Lesson[]} lessons
 */

/**
 * One lesson: its words, the learner's seat, and steps or a match.
 * @typedef {object} Lesson
 * @property {string} id
 * @property {Text} title
 * @property {string[]} rules
 * @property {Text} intro
 * @property {{players: number, options?: Record<string, unknown>, seed: number}} setup
 * @property {number} seat
 * @property {Step[]} [steps]
 * @property {{bots: string[], hints: boolean}} [match]
 */

/**
 * One task of a lesson.
 * @typedef {object} Step
 * @property {Text} task
 * @property {import("./board.js").Move[]} goal
 * @property {{move: import("./board.js").Move, why: Text}[]} [wrong]
 */

/**
 * said is a text of the course in the page's language.
 * @param {Text | undefined} text
 */
export function said(text) {
  if (!text) return "";
  return /** @type {Record<string, string>} */ (text)[lang()] || text.en;
}

/**
 * course fetches a game's course; null when the game has none yet.
 * @param {string} game
 * @returns {Promise<Course | null>}
 */
export async function course(game) {
  try {
    return await api("GET", `/api/games/${encodeURIComponent(game)}/lessons`);
  } catch (e) {
    if (/** @type {{status?: number}} */ (e).status === 404) return null;
    throw e;
  }
}

