// The contract between the table page and a game's board, and small helpers
// every board uses.
//
// A board module (web/boards/<game>.js) default-exports an object:
//
//   {
//     game: "tortuga",                 // the server's game name
//     texts: { en: {...}, ru: {...} }, // its words, keys prefixed "<game>."
//     options: [Option, ...],          // the table options the lobby offers
//     rules: { en: "<html>", ru: "<html>" }, // a short rules summary
//     mount(el, ctx) -> Board,         // draws into el (an empty <div>)
//     describe(event, ctx) -> string,  // one event of an update in words
//   }
//
// Option: { key, kind: "select" | "bool" | "number", choices?: [values] or
//   (players) => [values], min?, max?, default, label: textKey, help: textKey,
//   choiceLabel?: (v) => textKey }
// The lobby sends only options whose value differs from the default.
//
// ctx (given to mount and describe):
//   seat      the viewer's seat, -1 for a spectator
//   players   the player count
//   t(key, vars)   translate a text key ("tortuga.roll"), with {name} fills
//   nick(seat)     a seat's display name ("Anna", "Bot (hard)")
//   play(move)     send a move; returns a Promise that rejects with an
//                  Error whose message is the server's, already shown
//   explain(text)  show the player why a click did nothing
//   animate        false when updates should not animate (catching up, replay)
//
// Board:
//   render(view, legal, meta)  draw the view; legal is the list of legal
//       moves ([{move: {...}}]) when this seat must decide, else [];
//       meta = { version, actor, result, events, replay, state }; in a
//       replay, state is the game's whole state (docs/protocol.md), decks
//       in order and every hand, for the board to reveal what it likes
//   destroy()
//
// Every element a player may click to progress towards a legal move (a
// turtle, a card, a hex, a button) carries the attribute data-legal and the
// class "legal" (highlighted); clicking anything else that looks clickable
// calls ctx.explain with the reason. Browser tests play whole games by
// clicking [data-legal] elements at random, so every legal move must be
// reachable that way, and a click on [data-legal] must never be a dead end.
// Hidden information: draw only what the view holds; a card the viewer may
// not see is drawn face down with the class "card-back".

const NS = "http://www.w3.org/2000/svg";

/** svg makes an SVG element with attributes and children. */
export function svg(tag, attrs = {}, ...children) {
  return fill(document.createElementNS(NS, tag), attrs, children);
}

/** html makes an HTML element with attributes and children. */
export function html(tag, attrs = {}, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

// fill sets el's attributes and appends its children: nodes, or strings and
// numbers as text; null and false are left out.
function fill(el, attrs, children) {
  setAttrs(el, attrs);
  for (const c of children.flat()) {
    if (c == null || c === false) continue;
    el.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return el;
}

function setAttrs(el, attrs) {
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") {
      el.addEventListener(k.slice(2), v);
    } else if (k === "class") {
      el.setAttribute("class", Array.isArray(v) ? v.filter(Boolean).join(" ") : v);
    } else {
      el.setAttribute(k, v === true ? "" : String(v));
    }
  }
}

/** markLegal makes el clickable towards a legal move. */
export function markLegal(el, onClick) {
  el.setAttribute("data-legal", "");
  el.classList.add("legal");
  el.addEventListener("click", (e) => {
    e.stopPropagation();
    onClick(e);
  });
  return el;
}

/**
 * setLegal marks or unmarks a persistent element (one kept across renders,
 * whose click handler follows the latest render) as clickable towards a
 * legal move.
 */
export function setLegal(el, on) {
  el.toggleAttribute("data-legal", on);
  el.classList.toggle("legal", on);
  return el;
}

/** markRefused makes el explain, when clicked, why it cannot be played. */
export function markRefused(el, why) {
  el.classList.add("refused");
  el.addEventListener("click", (e) => {
    e.stopPropagation();
    why(e);
  });
  return el;
}

/** movesOf lists the legal moves' objects, optionally of one type. */
export function movesOf(legal, type) {
  const ms = (legal || []).map((l) => l.move);
  return type ? ms.filter((m) => m.type === type) : ms;
}

// The players' colours, seat by seat.
const seatColors = ["#d9412b", "#2b6cd9", "#e8b520", "#2f9e55", "#8e44ad", "#e67e22", "#16a2a8"];

/** seatColor is a seat's colour. */
export function seatColor(seat) {
  return seatColors[seat % seatColors.length];
}
