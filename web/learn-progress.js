// @ts-check
// The lessons a learner has done, per game: kept on the device
// (localStorage, "caribe.learn.GAME": the done lessons' ids).

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
 * markDone records that lesson id of game is done.
 * @param {string} game
 * @param {string} id
 */
export function markDone(game, id) {
  const done = doneLessons(game);
  if (done.has(id)) return;
  done.add(id);
  localStorage.setItem(key(game), JSON.stringify([...done]));
}

/** @param {string} game */
function key(game) {
  return "caribe.learn." + game;
}
