// @ts-check
// Learn to play: a game's course (#/learn/GAME), its lessons with the rules
// each teaches and those done marked, and a lesson (#/learn/GAME/ID), drawn
// by learn-lesson.js. The course comes from the server (GET
// /api/games/{game}/lessons, the package learn's data); the progress is
// learn-progress.js's, joined with the account's when the course opens.

import { html } from "./board.js";
import { swap } from "./dom.js";
import { t } from "./i18n.js";
import { errorText, translateError } from "./common.js";
import { syncLessons } from "./learn-progress.js";
import { me } from "./account.js";
import { showLesson } from "./learn-lesson.js";
import { course, said } from "./learn-course.js";

/** @typedef {import("./learn-course.js").Course} Course */

/**
 * showLearn draws a game's course, or one of its lessons, into el.
 * @param {HTMLElement} el
 * @param {string} game
 * @param {string} id  the lesson's id, "" for the course
 * @returns {Promise<import("./app.js").Page>}
 */
export async function showLearn(el, game, id) {
  /** @type {Course | null} */
  let c;
  try {
    c = await course(game);
  } catch (e) {
    el.append(html("p", { class: "panel empty" }, translateError(errorText(e))));
    return {};
  }
  if (!c) {
    const none = html("p", { class: "panel empty", "data-learn-none": "" });
    const say = () => (none.textContent = t("learn.none", { game: t("game." + game) }));
    say();
    el.append(none);
    return { relabel: say };
  }
  if (id) return showLesson(el, c, id);
  const done = await syncLessons(game, c.lessons.map((l) => l.id));
  const root = html("div", { class: "learn-course", "data-learn-course": game });
  el.append(root);
  const draw = () => swap(root, ...courseParts(/** @type {Course} */ (c), done));
  draw();
  return { relabel: draw };
}

/**
 * courseParts are the course page's heading and its lessons, each with the
 * rules it teaches, those done marked, and where the progress is kept.
 * @param {Course} c
 * @param {Set<string>} done
 */
function courseParts(c, done) {
  const names = new Map(c.rules.map((r) => [r.id, said(r.name)]));
  const count = c.lessons.filter((l) => done.has(l.id)).length;
  return [
    html("h1", {}, t("learn.heading", { game: t("game." + c.game) })),
    html("p", { class: "learn-about" }, t("learn.about")),
    html("p", { class: "learn-count", "data-learn-count": count }, t("learn.progress", { n: count, all: c.lessons.length }), " ", me() ? t("learn.sync") : t("learn.local")),
    html(
      "ol",
      { class: "learn-lessons" },
      c.lessons.map((l) =>
        html(
          "li",
          { class: ["learn-item", done.has(l.id) && "done"], "data-lesson": l.id, "data-done": done.has(l.id) ? "1" : "0" },
          html("a", { href: `#/learn/${c.game}/${l.id}` }, said(l.title)),
          done.has(l.id) ? html("span", { class: "learn-done", title: t("learn.done") }, "✓ ", t("learn.done")) : null,
          html("span", { class: "learn-rules" }, t("learn.teaches", { rules: l.rules.map((r) => names.get(r) || r).join(", ") })),
        ),
      ),
    ),
  ];
}
