// @ts-check
// The boards, one folder per game, loaded when first needed with their
// style sheets (so that no page waits for a board's styles before its first
// paint). Each folder's index.js meets the contract in ../board.js; its
// texts join the translations.

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
    p = Promise.all([import(`./${game}/index.js`), sheet(game)]).then(([m]) => {
      /** @type {BoardModule} */
      const b = m.default;
      addTexts(b.texts || {});
      return b;
    });
    // A board that could not load is asked for afresh next time.
    p.catch(() => loaded.delete(game));
    loaded.set(game, p);
  }
  return p;
}

/**
 * sheet adds a game's style sheet (boards/GAME.css, by its hashed address
 * when the page's import map names one) to the page, once, and settles when
 * it has loaded.
 * @param {string} game
 * @returns {Promise<void>}
 */
function sheet(game) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = import.meta.resolve(`./${game}.css`);
  return new Promise((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`${game}'s board styles could not be loaded`));
    };
    document.head.append(link);
  });
}
