// @ts-check
// The boards, one folder per game, loaded when first needed. Each folder's
// index.js meets the contract in ../board.js; its texts join the
// translations.

import { addTexts } from "../i18n.js";

/** @typedef {import("../board.js").BoardModule<any>} BoardModule */

/** games lists the games that have a board, in the lobby's order. */
export const games = ["tortuga", "cartagena", "tobago"];

// The page's cache of board modules, so that each is fetched once.
/** @type {Map<string, Promise<BoardModule>>} */
const loaded = new Map();

/**
 * board loads a game's board module.
 * @param {string} game
 * @returns {Promise<BoardModule>}
 */
export function board(game) {
  let p = loaded.get(game);
  if (!p) {
    p = import(`./${game}/index.js`).then((m) => {
      /** @type {BoardModule} */
      const b = m.default;
      addTexts(b.texts || {});
      return b;
    });
    loaded.set(game, p);
  }
  return p;
}
