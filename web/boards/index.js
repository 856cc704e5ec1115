// The boards, one module per game, loaded when first needed. Each module
// meets the contract in ../board.js; its texts join the translations.

import { addTexts } from "../i18n.js";

/** games lists the games that have a board, in the lobby's order. */
export const games = ["tortuga", "cartagena", "tobago"];

const loaded = new Map();

/** board loads a game's board module. */
export function board(game) {
  if (!loaded.has(game)) {
    loaded.set(
      game,
      import(`./${game}.js`).then((m) => {
        addTexts(m.default.texts || {});
        return m.default;
      }),
    );
  }
  return loaded.get(game);
}

/** allBoards loads every board, leaving out any that fails to load. */
export async function allBoards() {
  const out = {};
  await Promise.all(
    games.map((g) =>
      board(g).then(
        (b) => (out[g] = b),
        (e) => console.error(`board ${g}:`, e),
      ),
    ),
  );
  return out;
}
