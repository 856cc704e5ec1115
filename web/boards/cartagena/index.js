// @ts-check
// Cartagena's board: the tunnel of 36 spaces from the fortress to the boat,
// every seat's pirates, the viewer's hand, the open row and the piles. This
// module is the board's entry (../../board.js): its texts, rules, mount,
// describe and moveText.

import { describe, moveText } from "./describe.js";
import { mount } from "./mount.js";
import { rules, texts } from "./texts.js";

/** @type {import("../../board.js").BoardModule<import("./types.js").View>} */
export default { game: "cartagena", texts, rules, mount, describe, moveText };
