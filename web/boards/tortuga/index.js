// @ts-check
// La Tortuga's board: the island, the turtles' race round it, the dice of
// the turn rolled one by one, the egg cards and each player's eggs. This
// module is the board's entry (../../board.js): its texts, rules, mount,
// describe and moveText.

import { describe, moveText } from "./describe.js";
import { mount } from "./mount.js";
import { rules, texts } from "./texts.js";

/** @type {import("../../board.js").BoardModule<import("./types.js").View>} */
export default { game: "tortuga", texts, rules, mount, describe, moveText };
