// @ts-check
// The page: header with its links, the account's corner and the language
// switch, and the route shown below it (#/ the lobby, #/t/ID a table,
// #/r/ID a finished table's replay, #/review/ID its review, #/p/NICK a player's profile,
// #/ladder/GAME a game's ladder, #/learn/GAME a game's lessons and
// #/learn/GAME/ID one of them), drawn afresh when someone signs in or out.
// While the server cannot be reached the page says so above the route, in
// its language, tries again by itself and, once the server answers, draws
// afresh a route that could not load.

import { addTexts, languages, lang, onLang, setLang, t } from "./i18n.js";
import { coreTexts } from "./texts.js";
import { playTexts } from "./texts-play.js";
import { accountTexts } from "./texts-account.js";
import { ratingTexts } from "./texts-rating.js";
import { shellTexts } from "./texts-shell.js";
import { learnTexts } from "./texts-learn.js";
import { reviewTexts } from "./texts-review.js";
import { onUnreachable, reachable } from "./api.js";
import { html, svg } from "./board.js";
import { showLobby } from "./lobby.js";
import { loadAccount, me, onAccount } from "./account.js";
import { accountCorner, headerLinks } from "./header-account.js";

addTexts(coreTexts);
addTexts(playTexts);
addTexts(accountTexts);
addTexts(ratingTexts);
addTexts(shellTexts);
addTexts(learnTexts);
addTexts(reviewTexts);

/**
 * A page shown under the header: it may be told to stop and to follow a new language.
 * @typedef {{destroy?: () => void, relabel?: () => void}} Page
 */

const main = /** @type {HTMLElement} */ (document.getElementById("main"));
/** @type {Page | null} */
let page = null;
// routes counts the routes begun: a route finds out whether a later one
// took its place.
let routes = 0;

// offline tells that the server cannot be reached, above the route.
const offline = html("section", { class: "offline", role: "alert", hidden: true });
main.before(offline);
// failures counts the calls that found no server; broken is set while the
// route shown could not load for want of one; probing while the page
// tries the server again.
let failures = 0;
let broken = false;
let probing = false;
// retryFirst and retryMost are the first and the longest waits between two
// tries of a server out of reach, in ms.
const retryFirst = 1000;
const retryMost = 5000;

onUnreachable(() => {
  failures++;
  down();
});

// down says the server is out of reach and tries it again, waiting longer
// each time, until it answers.
function down() {
  drawOffline();
  if (probing) return;
  probing = true;
  let wait = retryFirst;
  const again = async () => {
    if (await reachable()) {
      probing = false;
      up();
      return;
    }
    wait = Math.min(wait * 2, retryMost);
    setTimeout(again, wait);
  };
  setTimeout(again, wait);
}

// up is called once the server answers again: the notice goes, who is
// signed in is asked again, and a route that could not load is drawn afresh.
async function up() {
  offline.hidden = true;
  const before = routes;
  await loadAccount(true);
  // Someone else signed in here meanwhile: that drew the route afresh already.
  if (broken && routes === before) route();
}

function drawOffline() {
  offline.hidden = false;
  offline.replaceChildren(html("h2", {}, t("offline.title")), html("p", {}, t("offline.body"), " ", html("span", { class: "offline-trying" }, t("offline.trying"))));
}

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
  const n = ++routes;
  const failed = failures;
  broken = false;
  page?.destroy?.();
  page = null;
  main.replaceChildren();
  const made = await show();
  if (n !== routes) {
    // A later route took this one's place while it loaded.
    made.destroy?.();
    return;
  }
  page = made;
  if (failures === failed) return;
  // The route could not load: the notice above says why, and the route is
  // drawn afresh once the server answers.
  broken = true;
  page.destroy?.();
  page = null;
  main.replaceChildren();
  down();
}

/**
 * show draws the route the address names into main.
 * @returns {Promise<Page>}
 */
function show() {
  const { parts, params } = address();
  if (parts[0] === "t" && parts[1]) return later(pages.t(), (m) => m.showTable(main, parts[1], params));
  if (parts[0] === "r" && parts[1]) return later(pages.r(), (m) => m.showReplay(main, parts[1], params));
  if (parts[0] === "review" && parts[1]) return later(pages.review(), (m) => m.showReview(main, parts[1]));
  if (parts[0] === "p" && parts[1]) return later(pages.p(), (m) => m.showProfile(main, decodeURIComponent(parts[1])));
  if (parts[0] === "ladder") return later(pages.ladder(), (m) => m.showLadder(main, parts[1] || ""));
  if (parts[0] === "learn" && parts[1]) return later(pages.learn(), (m) => m.showLearn(main, parts[1], parts[2] || ""));
  main.append(html("h1", { class: "visually-hidden", "data-heading": "lobby" }, t("lobby.heading")));
  return showLobby(main);
}

/**
 * address reads the route from the page's address: its path's parts and
 * its query.
 */
function address() {
  const hash = location.hash.replace(/^#/, "") || "/";
  const [path, query] = hash.split("?");
  return { parts: path.split("/").filter(Boolean), params: new URLSearchParams(query || "") };
}

// pages loads the modules of the routes other than the lobby: each is
// fetched when its route is first shown, so that the lobby's first paint
// waits for none of them.
const pages = {
  t: () => import("./table.js"),
  r: () => import("./replay.js"),
  review: () => import("./review.js"),
  p: () => import("./profile.js"),
  ladder: () => import("./ladder.js"),
  learn: () => import("./learn.js"),
};

/**
 * later shows a route once its module (one of pages) has loaded; a module
 * that cannot be fetched counts as a server out of reach.
 * @template M
 * @param {Promise<M>} loading
 * @param {(m: M) => Promise<Page>} draw
 * @returns {Promise<Page>}
 */
async function later(loading, draw) {
  let m;
  try {
    m = await loading;
  } catch {
    failures++;
    down();
    return {};
  }
  return draw(m);
}

onLang(() => {
  header();
  if (!offline.hidden) drawOffline();
  const heading = main.querySelector("h1[data-heading=lobby]");
  if (heading) heading.textContent = t("lobby.heading");
  page?.relabel?.();
});
window.addEventListener("hashchange", route);
header();
// The route the page opened on starts loading its module now, beside the
// account's fetch below rather than after it; showing it reports a failure.
const opened = address().parts[0];
if (opened && Object.hasOwn(pages, opened)) pages[/** @type {keyof typeof pages} */ (opened)]().catch(() => {});
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
