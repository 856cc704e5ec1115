// @ts-check
// Tobago's board: the hex island with its terrains, landmarks, statues'
// gaze, markers, amulets and vehicles; the four treasure maps with their
// clue rows and roses; the sharing in progress; the viewer's clue hand;
// each seat's roses, amulets and treasure; the decks. Every move is played
// by clicking: hexes for placing and stepping, a card then a map for a clue
// (at set-up a card of the deck, or an empty map then a card), buttons for
// the rest, and amulet powers that need a target open a choice. This
// module is the board's entry (../../board.js): its texts, rules, mount,
// describe and moveText.

import { describe, moveText } from "./describe.js";
import { mount } from "./mount.js";
import { rules, texts } from "./texts.js";

/** @type {import("../../board.js").BoardModule<import("./types.js").View>} */
export default { game: "tobago", texts, rules, mount, describe, moveText };
