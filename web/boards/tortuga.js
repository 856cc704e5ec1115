// La Tortuga's board: the island, the turtles' race round it, the dice of
// the turn rolled one by one, the egg cards and each player's eggs.

import { svg, html, markLegal, markRefused, movesOf, seatColor, setLegal } from "../board.js";
import { plural } from "../i18n.js";
import { texts, rules } from "./tortuga/texts.js";
import * as G from "./tortuga/geometry.js";
import * as D from "./tortuga/draw.js";

// The turtles' owners of the last view drawn, so that events can name
// turtles (an event alone does not say whether each player has two).
const known = { owners: null };

function defaultOwners(players, two) {
  const out = [];
  for (let s = 0; s < players; s++) {
    out.push(s);
    if (two) out.push(s);
  }
  return out;
}

function ownersFor(players) {
  const o = known.owners;
  if (o && (o.length === players || o.length === 2 * players)) return o;
  return defaultOwners(players, players <= 3);
}

/** normalize fills what the drawing needs beyond the view's own fields. */
function normalize(view) {
  const v = { ...view, dice: view.dice || [], winners: view.winners || [] };
  v.two = v.owners.length === 2 * v.players;
  return v;
}

/** counted is n with its noun: base "eggs" reads tortuga.eggs.one, .few or .many. */
function counted(ctx, base, n) {
  return ctx.t(plural(n, ["one", "few", "many"].map((f) => `tortuga.${base}.${f}`)), { n });
}

function cap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

function turtleName(ctx, owners, t) {
  const seat = owners[t];
  const two = owners.filter((s) => s === seat).length > 1;
  const name = ctx.nick(seat);
  return two ? ctx.t("tortuga.turtleN", { name, n: (t % 2) + 1 }) : ctx.t("tortuga.turtle", { name });
}

function listNames(ctx, names) {
  if (names.length <= 1) return names.join("");
  return names.slice(0, -1).join(", ") + " " + ctx.t("tortuga.and") + " " + names[names.length - 1];
}

function placeName(ctx, pos) {
  return pos === 0 ? ctx.t("tortuga.raftPlace") : ctx.t("tortuga.space", { n: pos });
}

/** where maps each turtle to its place: pos (0 the raft) and level in its stack. */
function whereAll(track) {
  const out = new Map();
  track.forEach((stack, pos) => stack.forEach((t, level) => out.set(t, { pos, level })));
  return out;
}

/** moving is the turn's moving group (bottom first) and its decider, or null. */
function moving(v) {
  if (v.phase === "over" || v.phase === "choose" || v.mover < 0) return null;
  const where = whereAll(v.track);
  const at = where.get(v.mover);
  if (!at) return null;
  const group = at.pos === 0 ? [v.mover] : v.track[at.pos].slice(at.level);
  const top = group[group.length - 1];
  const sum = v.dice.reduce((a, d) => a + d, 0);
  const n = sum * v.dice.length;
  return { pos: at.pos, group, top, decider: v.owners[top], sum, n, ...G.target(at.pos, n) };
}

function describe(e, ctx) {
  const owners = ownersFor(ctx.players);
  const tn = (t) => turtleName(ctx, owners, t);
  const eggs = (n) => counted(ctx, "eggs", n);
  switch (e.type) {
    case "chosen":
      return ctx.t("tortuga.ev.chosen", { name: ctx.nick(e.seat), n: (e.turtle % 2) + 1 });
    case "rolled":
      if (e.card) return ctx.t("tortuga.ev.rolledCard", { name: ctx.nick(e.seat), value: e.value, die: e.die, sum: e.sum });
      return ctx.t("tortuga.ev.rolled", { die: e.die, value: e.value, sum: e.sum });
    case "roll":
      return ctx.t("tortuga.ev.roll", { name: ctx.nick(e.seat), sum: e.sum });
    case "stop":
      return ctx.t("tortuga.ev.stop", { name: ctx.nick(e.seat), sum: e.sum });
    case "busted": {
      const turtles = listNames(ctx, e.turtles.map(tn));
      return ctx.t(e.turtles.length > 1 ? "tortuga.ev.busted" : "tortuga.ev.bustedOne", { sum: e.sum, turtles });
    }
    case "moved": {
      const vars = {
        spaces: counted(ctx, "spaces", e.spaces), sum: e.spaces / e.multiplier, mult: e.multiplier,
        from: placeName(ctx, e.from), to: e.to,
      };
      if (e.turtles.length > 1) {
        const turtle = tn(e.turtles[0]);
        const riders = listNames(ctx, e.turtles.slice(1).map(tn));
        const key = e.turtles.length > 2 ? "tortuga.ev.movedRiders" : "tortuga.ev.movedRide";
        return ctx.t(key, { ...vars, turtle, Turtle: cap(turtle), riders });
      }
      const turtles = tn(e.turtles[0]);
      return ctx.t("tortuga.ev.moved", { ...vars, turtles, Turtles: cap(turtles) });
    }
    case "laid": {
      if (e.beach) return ctx.t("tortuga.ev.laidBeach", { name: ctx.nick(e.seat) });
      const first = ctx.t("tortuga.ev.laid", { name: ctx.nick(e.seat), eggs: eggs(e.eggs) });
      const next = e.face_up ? ctx.t("tortuga.ev.nextCard", { eggs: eggs(e.face_up) }) : ctx.t("tortuga.ev.deckEmpty");
      return first + " " + next;
    }
    case "second_turtle":
      return ctx.t("tortuga.ev.second", { turtle: tn(e.turtle) });
    case "turn":
      if (e.turtle < 0) return ctx.t("tortuga.ev.turnChoose", { name: ctx.nick(e.seat) });
      return ctx.t("tortuga.ev.turn", { name: ctx.nick(e.seat), turtle: tn(e.turtle) });
    case "game_over": {
      const who = listNames(ctx, e.winners.map((s) => ctx.nick(s)));
      const score = e.winners.length ? e.scores[e.winners[0]] : 0;
      return ctx.t(e.winners.length > 1 ? "tortuga.ev.overShared" : "tortuga.ev.over", { who, score });
    }
    default:
      return e.type;
  }
}

function mount(el, ctx) {
  const t = ctx.t;
  const root = html("div", { class: "board-tortuga tt-root" });
  const status = html("div", { class: "tt-status", role: "status", "aria-live": "polite" });
  const stage = html("div", { class: "tt-stage" });
  const side = html("div", { class: "tt-side" });
  root.append(status, stage, side);
  el.append(root);

  const gDeck = svg("g", { class: "tt-deck", transform: `translate(${G.DECK.x},${G.DECK.y})` });
  const gTray = svg("g", { class: "tt-tray", transform: `translate(${G.TRAY.x},${G.TRAY.y})` });
  const gMarks = svg("g", { class: "tt-marks" });
  const gTurtles = svg("g", { class: "tt-turtles" });
  const gFx = svg("g", { class: "tt-fx" });
  const board = svg("svg", {
    class: "tt-svg", viewBox: `0 0 ${G.W} ${G.H}`, role: "img", "aria-label": t("tortuga.title"),
  }, D.island(t), gDeck, gTray, gMarks, gTurtles, gFx);
  stage.append(board);

  const turtles = new Map();
  let last = null;
  let pending = false;
  let seen = [];
  let summary = null;
  const timers = new Set();

  const later = (fn, ms) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };

  function play(move) {
    if (pending) {
      ctx.explain(t("tortuga.why.pending"));
      return;
    }
    pending = true;
    root.classList.add("tt-pending");
    for (const e of root.querySelectorAll("[data-legal]")) setLegal(e, false);
    ctx.play(move).then(
      () => { pending = false; },
      () => {
        pending = false;
        root.classList.remove("tt-pending");
        if (last) draw(last.view, last.legal, last.meta, false);
      },
    );
  }

  // whyNot explains why the viewer cannot act now, or returns "" when
  // nothing general stands in the way.
  function whyNot(v, meta, mv) {
    if (meta.replay) return t("tortuga.why.replay");
    if (ctx.seat < 0) return t("tortuga.why.spectator");
    if (v.phase === "over") return t("tortuga.why.over");
    if (v.phase === "first_die" || v.phase === "die") return t("tortuga.why.rolling");
    if (v.phase === "choose" && v.turn !== ctx.seat) return t("tortuga.why.otherTurn", { name: ctx.nick(v.turn) });
    if (mv && mv.decider !== ctx.seat) return t("tortuga.why.otherDecides", { name: ctx.nick(mv.decider) });
    return "";
  }

  // arm gives a persistent element one click handler that follows the
  // latest render: a legal action, or an explanation.
  function arm(elm, onLegal, why) {
    elm._tt = { onLegal, why };
    setLegal(elm, !!onLegal);
    elm.classList.toggle("refused", !onLegal && !!why);
  }

  function clickable(elm) {
    elm.addEventListener("click", (e) => {
      e.stopPropagation();
      const h = elm._tt;
      if (h?.onLegal) h.onLegal();
      else if (h?.why) ctx.explain(h.why());
    });
    return elm;
  }

  function tr(p) {
    return `translate(${p.x.toFixed(1)}px, ${p.y.toFixed(1)}px)`;
  }

  function place(rec, to, frames, duration) {
    rec.anim?.cancel();
    rec.anim = null;
    rec.g.style.transform = tr(to);
    if (frames) {
      rec.anim = rec.g.animate([rec.at, ...frames, to].map((p) => ({ transform: tr(p) })), { duration, easing: "ease-in-out" });
      rec.anim.onfinish = () => { rec.anim = null; };
    }
    rec.at = to;
  }

  function drawTurtles(v, legal, meta, mv, fresh) {
    const count = v.owners.length;
    const where = whereAll(v.track);
    const animate = fresh && ctx.animate !== false;
    const chooses = movesOf(legal, "choose");
    const moves = new Map();
    const busts = new Map();
    for (const e of meta.events || []) {
      if (e.type === "moved") e.turtles.forEach((x, i) => moves.set(x, { e, i }));
      if (e.type === "busted") e.turtles.forEach((x, i) => busts.set(x, { e, i }));
    }
    const order = [];
    for (let x = 0; x < count; x++) {
      const seat = v.owners[x];
      let rec = turtles.get(x);
      if (!rec || rec.seat !== seat || rec.two !== v.two) {
        rec?.g.remove();
        const g = clickable(D.turtle(seatColor(seat), v.two ? String((x % 2) + 1) : ""));
        g.dataset.turtle = x;
        gTurtles.append(g);
        rec = { g, seat, two: v.two, at: null, anim: null };
        turtles.set(x, rec);
      }
      const w = where.get(x) || { pos: 0, level: 0 };
      const at = G.turtleAt(w.pos, w.level, x, count);
      rec.g.querySelector(".tt-body").setAttribute("transform", at.faceLeft ? "scale(-1,1)" : "");
      rec.g.querySelector("title").textContent = turtleName(ctx, v.owners, x);
      if (!rec.at) {
        place(rec, at);
      } else if (rec.at.x !== at.x || rec.at.y !== at.y) {
        if (!animate) {
          place(rec, at);
        } else if (moves.has(x)) {
          const { e, i } = moves.get(x);
          const hops = G.path(e.from, e.spaces).slice(0, -1).map((p) => {
            const s = G.spaces[p];
            return { x: s.x, y: s.y + 8 - i * G.STEP - 10 };
          });
          place(rec, at, hops, Math.min(1600, 250 + 80 * e.spaces));
        } else if (busts.has(x)) {
          const mid = { x: (rec.at.x + at.x) / 2, y: Math.min(rec.at.y, at.y) - 70 };
          place(rec, at, [mid], 700);
        } else {
          place(rec, at, [], 450);
        }
      }
      const inGroup = mv?.group.includes(x);
      rec.g.classList.toggle("tt-moving", !!inGroup);
      rec.g.classList.toggle("tt-deciding", mv?.top === x && mv.group.length > 1);
      rec.g.classList.toggle("tt-next", v.second === x && v.phase !== "over");
      const choose = chooses.find((m) => m.turtle === x);
      arm(rec.g, choose ? () => play(choose) : null, () => turtleWhy(v, meta, mv, x));
      order.push({ rec, key: (w.pos === 0 ? at.y : G.spaces[w.pos].y + 8) * 100 + w.level, moving: !!rec.anim });
    }
    for (const [x, rec] of turtles) {
      if (x >= count) {
        rec.g.remove();
        turtles.delete(x);
      }
    }
    order.sort((a, b) => a.moving - b.moving || a.key - b.key);
    const now = [...gTurtles.children];
    if (order.some((o, i) => now[i] !== o.rec.g)) for (const o of order) gTurtles.append(o.rec.g);
  }

  function turtleWhy(v, meta, mv, x) {
    if (meta.replay) return t("tortuga.why.replay");
    if (ctx.seat < 0) return t("tortuga.why.spectator");
    if (v.phase === "over") return t("tortuga.why.over");
    if (v.phase === "choose") {
      if (v.turn !== ctx.seat) return t("tortuga.why.otherTurn", { name: ctx.nick(v.turn) });
      return t("tortuga.why.notYours", { name: ctx.nick(v.owners[x]) });
    }
    if (mv && mv.decider === ctx.seat) return t("tortuga.why.noChoiceYou");
    return t("tortuga.why.noChoice", { turtle: turtleName(ctx, v.owners, v.mover) });
  }

  function drawResults(v) {
    const order = [...Array(v.players).keys()].sort((a, b) => v.scores[b] - v.scores[a] || a - b);
    const rowH = 22;
    const top = -60;
    gTray.append(
      svg("rect", { class: "tt-tray-bed", x: -112, y: top, width: 224, height: 44 + rowH * v.players, rx: 18 }),
      svg("text", { class: "tt-tray-title", x: 0, y: top + 22 }, t("tortuga.results")),
    );
    order.forEach((s, i) => {
      const y = top + 46 + i * rowH;
      const nick = ctx.nick(s);
      const win = v.winners.includes(s);
      gTray.append(
        svg("circle", { cx: -92, cy: y - 5, r: 6, fill: seatColor(s), stroke: "#fff", "stroke-width": 1.5 }),
        svg("text", { class: win ? "tt-res tt-res-win" : "tt-res", x: -80, y }, (win ? "♛ " : "") + (nick.length > 16 ? nick.slice(0, 15) + "…" : nick)),
        svg("text", { class: win ? "tt-res tt-res-win tt-res-score" : "tt-res tt-res-score", x: 96, y }, String(v.scores[s])),
      );
    });
  }

  function drawTray(v, meta, mv, fresh) {
    gTray.replaceChildren();
    if (v.phase === "over") {
      drawResults(v);
      return;
    }
    const animate = fresh && ctx.animate !== false;
    const rolledNow = new Set((meta.events || []).filter((e) => e.type === "rolled").map((e) => e.die - 1));
    gTray.append(
      svg("rect", { class: "tt-tray-bed", x: -112, y: -60, width: 224, height: 140, rx: 18 }),
      svg("text", { class: "tt-tray-title", x: 0, y: -40 }, t("tortuga.dice")),
    );
    const rolling = v.phase === "first_die" || v.phase === "die";
    for (let i = 0; i < 3; i++) {
      const slot = svg("g", { transform: `translate(${(i - 1) * 66},4)` });
      if (i < v.dice.length) {
        const inner = v.card_die === i ? D.eggCard(v.dice[i], 34) : D.die(v.dice[i]);
        if (animate && rolledNow.has(i)) inner.classList.add("tt-new");
        slot.append(inner);
      } else if (i === v.dice.length && rolling) {
        slot.append(D.rollingDie());
      } else {
        slot.append(
          svg("rect", { class: "tt-slot", x: -23, y: -23, width: 46, height: 46, rx: 9 }),
          svg("text", { class: "tt-slot-num", x: 0, y: 7 }, String(i + 1)),
        );
      }
      gTray.append(slot);
    }
    let line = "";
    if (mv && v.dice.length > 1) {
      line = `${v.dice.join(" + ")} = ${mv.sum}   × ${v.dice.length} = ${mv.n}`;
    } else if (mv && v.dice.length) {
      line = String(mv.sum);
    } else if (rolling) {
      line = t("tortuga.rolling");
    }
    gTray.append(svg("text", { class: "tt-tray-sum", x: 0, y: 62 }, line));
  }

  function noteSummary(v, meta) {
    for (const e of meta.events || []) {
      if (e.type === "rolled") seen[e.die - 1] = e.value;
      if (e.type === "moved") {
        const who = turtleName(ctx, v.owners, e.turtles[0]) + ": ";
        const sum = e.spaces / e.multiplier;
        const dice = seen.length === e.multiplier && e.multiplier > 1 ? seen.join("+") + " = " : "";
        summary = who + (e.multiplier > 1
          ? dice + t("tortuga.lastMoved", { sum, mult: e.multiplier, n: e.spaces, to: e.to })
          : t("tortuga.lastMovedOne", { n: e.spaces, to: e.to }));
        seen = [];
      }
      if (e.type === "busted") {
        const dice = seen.filter((d) => d != null).join("+");
        summary = turtleName(ctx, v.owners, e.turtles[0]) + ": " + (dice ? dice + " = " : "") + t("tortuga.lastBust", { sum: e.sum });
        seen = [];
      }
    }
    if (v.dice.length) seen = v.dice.slice();
  }

  function drawMarks(v, mv) {
    gMarks.replaceChildren();
    if (!mv || v.phase !== "decide" || !mv.n) return;
    const s = G.spaces[mv.to];
    const color = seatColor(mv.decider);
    gMarks.append(
      svg("ellipse", {
        class: mv.beach ? "tt-target tt-target-beach" : "tt-target",
        cx: s.x, cy: s.y + 6, rx: 29, ry: 18, stroke: color,
      }),
    );
  }

  function drawDeck(v) {
    gDeck.replaceChildren();
    const over = v.beach_by >= 0;
    const n = D.nest();
    n.setAttribute("transform", "translate(0,10)");
    n.classList.toggle("tt-nest-open", v.deck_left === 0 && !over);
    n.classList.toggle("tt-nest-taken", over);
    gDeck.append(n);
    if (v.deck_left > 0) {
      const backs = Math.min(v.deck_left - 1, 5);
      for (let i = backs; i >= 1; i--) {
        const b = D.cardBack(44);
        b.setAttribute("transform", `translate(${i * 2.5},${-i * 2.5})`);
        gDeck.append(b);
      }
      const c = D.eggCard(v.face_up, 44);
      c.classList.add("tt-faceup");
      gDeck.append(c);
    }
    let label;
    if (over) label = t("tortuga.beachTaken", { name: ctx.nick(v.beach_by) });
    else if (v.deck_left === 0) label = t("tortuga.deckEmpty");
    else if (v.deck_left === 1) label = t("tortuga.deckOne");
    else label = t("tortuga.deckLeft", { n: v.deck_left });
    gDeck.append(svg("text", { class: "tt-deck-label", x: 0, y: 56 }, label));
  }

  function effects(v, meta) {
    if (ctx.animate === false) return;
    for (const e of meta.events || []) {
      if (e.type === "busted") {
        const at = e.from === 0 ? G.RAFT : G.spaces[e.from];
        const fx = svg("text", { class: "tt-fx-bust", x: Math.max(80, Math.min(G.W - 80, at.x)), y: Math.max(40, at.y - 40) }, t("tortuga.bust"));
        gFx.append(fx);
        later(() => fx.remove(), 1800);
      }
      if (e.type === "laid") {
        const fx = svg("g", { class: "tt-fx-laid", transform: `translate(${G.DECK.x + 8},${G.DECK.y - 52})` },
          svg("text", { class: "tt-fx-eggs", x: 0, y: 0, fill: seatColor(e.seat) }, `+${e.eggs}`),
          svg("ellipse", { class: "tt-egg", cx: 24, cy: -7, rx: 6, ry: 8 }),
        );
        gFx.append(fx);
        later(() => fx.remove(), 2200);
      }
    }
  }

  function drawStatus(v, legal, meta, mv) {
    status.replaceChildren();
    status.className = "tt-status";
    let text;
    let who = null;
    if (v.phase === "over") {
      const ws = v.winners || [];
      const names = listNames(ctx, ws.map((s) => ctx.nick(s)));
      const score = ws.length ? v.scores[ws[0]] : 0;
      text = t(ws.length > 1 ? "tortuga.status.overShared" : "tortuga.status.over", { who: names, score });
      status.classList.add("tt-status-over");
      who = ws[0];
    } else if (v.phase === "choose") {
      who = v.turn;
      text = ctx.seat === v.turn && !meta.replay ? t("tortuga.status.chooseYou") : t("tortuga.status.choose", { name: ctx.nick(v.turn) });
    } else if (v.phase === "decide" && mv) {
      who = mv.decider;
      const turtle = turtleName(ctx, v.owners, v.mover);
      const ride = v.owners[v.mover] !== mv.decider;
      const n = counted(ctx, "spaces", mv.n);
      if (mv.decider === ctx.seat && !meta.replay) {
        text = t(ride ? "tortuga.status.decideYouRide" : "tortuga.status.decideYou", { sum: mv.sum, n, turtle });
      } else {
        text = t(ride ? "tortuga.status.decideRide" : "tortuga.status.decide", { name: ctx.nick(mv.decider), turtle, sum: mv.sum });
      }
    } else {
      who = v.turn;
      text = t("tortuga.status.rolling", { turtle: turtleName(ctx, v.owners, v.mover) });
    }
    if (who != null && who >= 0) status.append(html("span", { class: "tt-dot", style: `background:${seatColor(who)}` }));
    const lines = html("span", { class: "tt-lines" }, html("span", { class: "tt-now" }, text));
    if (v.second >= 0 && v.phase !== "over") {
      lines.append(html("span", { class: "tt-then" }, t("tortuga.status.next", { turtle: turtleName(ctx, v.owners, v.second) })));
    }
    if (summary && v.phase !== "over") lines.append(html("span", { class: "tt-last" }, t("tortuga.lastMove", { text: summary })));
    status.append(lines);
    if (legal.length && !meta.replay) status.classList.add("tt-status-you");
  }

  function drawControls(v, legal, meta, mv) {
    if (meta.replay || ctx.seat < 0 || v.phase === "over") return null;
    const box = html("div", { class: "tt-controls" });
    const general = whyNot(v, meta, mv);
    if (v.phase === "choose") {
      if (v.turn !== ctx.seat) return null;
      box.append(html("p", { class: "tt-hint" }, t("tortuga.chooseHint")));
      const row = html("div", { class: "tt-buttons" });
      const chooses = movesOf(legal, "choose");
      v.owners.forEach((seat, x) => {
        if (seat !== ctx.seat) return;
        const pos = whereAll(v.track).get(x)?.pos ?? 0;
        const b = html("button", { type: "button", class: "tt-btn tt-btn-choose" },
          D.miniTurtle(seatColor(seat), v.two ? String((x % 2) + 1) : ""),
          html("span", {}, html("b", {}, t("tortuga.turtleShort", { n: (x % 2) + 1 })), html("small", {}, placeName(ctx, pos))),
        );
        const m = chooses.find((c) => c.turtle === x);
        if (m) markLegal(b, () => play(m));
        else markRefused(b, () => ctx.explain(general || t("tortuga.why.pending")));
        row.append(b);
      });
      box.append(row);
      return box;
    }
    const roll = movesOf(legal, "roll")[0];
    const stop = movesOf(legal, "stop")[0];
    const cards = movesOf(legal, "card");
    const row = html("div", { class: "tt-buttons" });
    const nd = v.dice.length;
    const rollB = html("button", { type: "button", class: "tt-btn tt-btn-roll" },
      html("b", {}, t("tortuga.btn.roll", { n: Math.min(nd + 1, 3) })),
      mv && nd ? html("small", {}, t("tortuga.btn.risk", { k: Math.min(6, Math.max(0, mv.sum - 1)) })) : null,
    );
    const stopB = html("button", { type: "button", class: "tt-btn tt-btn-stop" },
      html("b", {}, t("tortuga.btn.stop")),
      mv && nd
        ? html("small", {}, t(mv.beach ? "tortuga.btn.stopBeach" : "tortuga.btn.stopTo", { n: mv.n, place: placeName(ctx, mv.to) }))
        : null,
    );
    const refuse = () => ctx.explain(general || t("tortuga.why.pending"));
    if (roll) markLegal(rollB, () => play(roll));
    else markRefused(rollB, refuse);
    if (stop) markLegal(stopB, () => play(stop));
    else markRefused(stopB, refuse);
    row.append(rollB, stopB);
    box.append(row);
    if (cards.length && mv) {
      box.append(html("p", { class: "tt-hint" }, t("tortuga.cardsAsDice", { n: nd + 1 })));
      const crow = html("div", { class: "tt-buttons tt-card-buttons" });
      for (const m of cards) {
        const sum = mv.sum + m.value;
        const b = html("button", { type: "button", class: "tt-btn tt-btn-card", title: t("tortuga.btn.card", { v: m.value, n: nd + 1 }) },
          D.htmlCard(m.value),
          html("small", {}, t("tortuga.btn.cardSum", { sum, mult: nd + 1, n: sum * (nd + 1) })),
        );
        markLegal(b, () => play(m));
        crow.append(b);
      }
      box.append(crow);
    }
    return box;
  }

  function cardWhy(v, meta, mv, value) {
    const general = whyNot(v, meta, mv);
    if (general) return general;
    if (v.phase !== "decide" || !mv) return t("tortuga.why.cardNotNow");
    if (mv.decider !== ctx.seat) return t("tortuga.why.cardNotDecider", { name: ctx.nick(mv.decider) });
    if (v.card_used) return t("tortuga.why.cardUsed");
    if (mv.sum + value > 7) return t("tortuga.why.cardSum");
    return t("tortuga.why.cardNotNow");
  }

  function drawSeats(v, legal, meta, mv) {
    const box = html("div", { class: "tt-seats" }, html("h4", {}, t("tortuga.seats")));
    const spent = (v.spent || []).reduce((a, k) => a + k, 0);
    if (v.options?.eggs_as_dice) box.append(html("p", { class: "tt-spent" }, t("tortuga.spent", { n: spent })));
    const cards = movesOf(legal, "card");
    const over = v.phase === "over";
    for (let s = 0; s < v.players; s++) {
      const mine = s === ctx.seat;
      const tags = [];
      if (over && v.winners.includes(s)) tags.push(html("span", { class: "tt-tag tt-tag-win" }, "♛ " + t("tortuga.tag.winner")));
      if (!over && v.turn === s) tags.push(html("span", { class: "tt-tag" }, t("tortuga.tag.turn")));
      if (!over && v.actor === s) tags.push(html("span", { class: "tt-tag tt-tag-act" }, t("tortuga.tag.decides")));
      const icons = [];
      v.owners.forEach((o, x) => { if (o === s) icons.push(D.miniTurtle(seatColor(s), v.two ? String((x % 2) + 1) : "")); });
      const hand = html("div", { class: "tt-hand" });
      const counts = v.hands?.[s] || [];
      let any = false;
      counts.forEach((k, i) => {
        for (let j = 0; j < k; j++) {
          any = true;
          const value = i + 1;
          const c = D.htmlCard(value);
          if (mine && v.options?.eggs_as_dice && !over && !meta.replay) {
            const m = cards.find((x) => x.value === value);
            if (m) markLegal(c, () => play(m));
            else markRefused(c, () => ctx.explain(cardWhy(v, meta, mv, value)));
          }
          hand.append(c);
        }
      });
      if (v.beach_by === s) {
        any = true;
        hand.append(html("span", { class: "tt-hcard tt-hcard-beach" }, html("b", {}, "7"), html("i", { class: "tt-hegg" })));
      }
      if (!any) hand.append(html("span", { class: "tt-none" }, t("tortuga.noCards")));
      const row = html("div", {
        class: ["tt-seat", mine && "tt-seat-me", v.actor === s && !over && "tt-seat-act", over && v.winners.includes(s) && "tt-seat-win"],
        style: `--seat:${seatColor(s)}`,
      },
        html("div", { class: "tt-seat-head" },
          html("span", { class: "tt-icons" }, icons),
          html("span", { class: "tt-nick" }, ctx.nick(s), mine && !meta.replay ? html("em", {}, " (" + t("tortuga.you") + ")") : null),
          html("span", { class: "tt-score", title: t("tortuga.eggsTotal", { n: v.scores[s] }) }, String(v.scores[s]), html("i", { class: "tt-hegg" })),
        ),
        tags.length ? html("div", { class: "tt-tags" }, tags) : null,
        hand,
      );
      box.append(row);
    }
    return box;
  }

  function draw(view, legal, meta, fresh) {
    legal = legal || [];
    meta = meta || {};
    const v = normalize(view);
    known.owners = v.owners;
    const mv = moving(v);
    root.classList.toggle("tt-still", ctx.animate === false || !fresh);
    root.classList.toggle("tt-pending", false);
    if (fresh) noteSummary(v, meta);
    drawTurtles(v, legal, meta, mv, fresh);
    drawTray(v, meta, mv, fresh);
    drawMarks(v, mv);
    drawDeck(v);
    drawStatus(v, legal, meta, mv);
    side.replaceChildren(...[drawControls(v, legal, meta, mv), drawSeats(v, legal, meta, mv)].filter(Boolean));
    if (fresh) effects(v, meta);
  }

  return {
    render(view, legal, meta) {
      last = { view, legal, meta };
      pending = false;
      draw(view, legal, meta, true);
    },
    destroy() {
      for (const id of timers) clearTimeout(id);
      timers.clear();
      for (const rec of turtles.values()) rec.anim?.cancel();
      root.remove();
    },
  };
}

const options = [
  { key: "two_turtles", kind: "bool", default: true, label: "tortuga.opt.two_turtles", help: "tortuga.opt.two_turtles.help" },
  { key: "eggs_as_dice", kind: "bool", default: false, label: "tortuga.opt.eggs_as_dice", help: "tortuga.opt.eggs_as_dice.help" },
  {
    key: "first", kind: "select", choices: (players) => [...Array(players).keys()], default: 0,
    label: "tortuga.opt.first", help: "tortuga.opt.first.help", choiceLabel: (v) => `tortuga.opt.first.s${v + 1}`,
  },
];

export default { game: "tortuga", texts, options, rules, mount, describe };
