// @ts-check
// The page: header with its links, the account's corner and the language
// switch, and the route shown below it (#/ the lobby, #/t/ID a table,
// #/r/ID a finished table's replay, #/p/NICK a player's profile,
// #/ladder/GAME a game's ladder), drawn afresh when someone signs in or out.

import { addTexts, languages, lang, onLang, setLang, t } from "./i18n.js";
import { coreTexts } from "./texts.js";
import { playTexts } from "./texts-play.js";
import { accountTexts } from "./texts-account.js";
import { ratingTexts } from "./texts-rating.js";
import { html, svg } from "./board.js";
import { showLobby } from "./lobby.js";
import { showTable } from "./table.js";
import { showReplay } from "./replay.js";
import { showProfile } from "./profile.js";
import { showLadder } from "./ladder.js";
import { loadAccount, me, onAccount } from "./account.js";
import { accountCorner, headerLinks } from "./header-account.js";

addTexts(coreTexts);
addTexts(playTexts);
addTexts(accountTexts);
addTexts(ratingTexts);

/**
 * A page shown under the header: it may be told to stop and to follow a new language.
 * @typedef {{destroy?: () => void, relabel?: () => void}} Page
 */

const main = /** @type {HTMLElement} */ (document.getElementById("main"));
/** @type {Page | null} */
let page = null;

function header() {
  const bar = /** @type {HTMLElement} */ (document.getElementById("header"));
  bar.replaceChildren(
    html("a", { href: "#/", class: "brand" }, brandMark(), " caribe"),
    html("span", { class: "tagline" }, t("app.tagline")),
    headerLinks(),
    accountCorner(),
    html(
      "nav",
      { class: "langs", "aria-label": t("lang.switch") },
      languages.map((l) =>
        html(
          "button",
          { class: ["lang", l === lang() && "active"], "data-lang": l, onclick: () => setLang(l) },
          l.toUpperCase(),
        ),
      ),
    ),
  );
}

// brandMark is a small island: sea, sand and a palm.
function brandMark() {
  return svg(
    "svg",
    { class: "brand-mark", viewBox: "0 0 32 32", width: 26, height: 26, "aria-hidden": "true" },
    svg("circle", { cx: 16, cy: 16, r: 15, fill: "#7cc4e4" }),
    svg("ellipse", { cx: 16, cy: 24, rx: 11, ry: 4.5, fill: "#f2d49b" }),
    svg("path", { d: "M16 23 C16 17 17 13 19 9", stroke: "#7a5230", "stroke-width": 2, fill: "none" }),
    svg("path", { d: "M19 9 C14 6 10 8 8 11 M19 9 C22 5 26 6 27 9 M19 9 C20 12 23 14 25 15 M19 9 C16 11 13 14 13 16", stroke: "#2f7d4f", "stroke-width": 2.4, fill: "none", "stroke-linecap": "round" }),
  );
}

async function route() {
  page?.destroy?.();
  main.replaceChildren();
  const hash = location.hash.replace(/^#/, "") || "/";
  const [path, query] = hash.split("?");
  const params = new URLSearchParams(query || "");
  const parts = path.split("/").filter(Boolean);
  if (parts[0] === "t" && parts[1]) {
    page = await showTable(main, parts[1], params);
  } else if (parts[0] === "r" && parts[1]) {
    page = await showReplay(main, parts[1], params);
  } else if (parts[0] === "p" && parts[1]) {
    page = await showProfile(main, decodeURIComponent(parts[1]));
  } else if (parts[0] === "ladder") {
    page = await showLadder(main, parts[1] || "");
  } else {
    page = await showLobby(main);
  }
}

onLang(() => {
  header();
  page?.relabel?.();
});
window.addEventListener("hashchange", route);
header();
loadAccount().then(() => {
  let who = me()?.account.id;
  onAccount((m) => {
    header();
    if (m?.account.id === who) return;
    who = m?.account.id;
    route();
  });
  header();
  route();
});
