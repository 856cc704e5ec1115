// @ts-check
// Pieces the pages share: seat names and marks, notices, and the server's refusals
// in the reader's language.

import { html } from "./board.js";
import { lang, plural, t } from "./i18n.js";
import { unreachable } from "./api.js";

/**
 * seatLabel names a seat as the lobby and the table show it.
 * @param {import("./wire.js").SeatInfo} s
 * @returns {string}
 */
export function seatLabel(s) {
  switch (s.kind) {
    case "bot":
      if (s.away && s.nick) return t("seat.away", { nick: s.nick });
      return t(s.number ? "seat.botNumbered" : "seat.bot", { level: s.level ? t("level." + s.level) : s.bot, n: s.number || 0 });
    case "person":
      return s.nick || "";
  }
  return s.departed ? t("seat.departed", { nick: s.nick }) : t("seat.open");
}

/** accountMark is the small mark of a seat or a person signed in with an account. */
export function accountMark() {
  return html("span", { class: "account-mark", title: t("account.mark"), "aria-label": t("account.mark") }, "✓");
}

// toastShown and toastFade are how long a notice shows, and when it starts to fade, in ms.
const toastShown = 4200;
const toastFade = 3500;

/**
 * toast shows a short notice at the bottom of the page. A notice said again
 * while it still shows is not shown twice: it shows the longer.
 * @param {string} text
 * @param {"info" | "explain" | "error"} [kind]
 */
export function toast(text, kind = "info") {
  const box = document.getElementById("toasts");
  if (!box) return;
  const same = [...box.children].find((n) => n instanceof HTMLElement && n.textContent === text && n.classList.contains(kind));
  const note = same instanceof HTMLElement ? same : html("div", { class: ["toast", kind], role: "status" }, text);
  clearTimeout(Number(note.dataset.fade));
  clearTimeout(Number(note.dataset.gone));
  note.classList.remove("fade");
  if (!same) box.append(note);
  note.dataset.fade = String(setTimeout(() => note.classList.add("fade"), toastFade));
  note.dataset.gone = String(setTimeout(() => note.remove(), toastShown));
}

/**
 * showError shows a refusal or failure; a server out of reach is left to
 * the notice at the top of the page (app.js), which says so and goes once
 * the server answers.
 * @param {string} text
 */
export function showError(text) {
  if (text === translateError(unreachable)) return;
  toast(text, "error");
}

/**
 * seatNo is a seat number from the server (from 0) as people count (from 1).
 * @param {string} n
 */
const seatNo = (n) => String(Number(n) + 1);

/**
 * Russian for the server's refusals (the server speaks English), first
 * match wins.
 * @type {[RegExp, string | ((match: string, ...groups: string[]) => string)][]}
 */
const ruErrors = [
  [/^you hold seat (\d+) of this table already/, (_, n) => `вы уже сидите за этим столом (место ${seatNo(n)}): за столом у человека одно место, сначала уйдите с него`],
  [/^you hold seat (\d+) already/, (_, n) => `место ${seatNo(n)} и так ваше`],
  [/^seat (\d+) was left by (.*?) and its view[^]*/, (_, n, who) => `место ${seatNo(n)} оставил(а) ${who}, и оно видит то, что видно только ему: вернуть его может только сам игрок своим ключом или приглашённый хозяином стола; хозяин может и отдать место боту`],
  [/^this token's player left seat (\d+)[^]*/, (_, n) => `вы ушли с места ${seatNo(n)}: займите его снова, чтобы вернуться`],
  [/^a bot plays seat (\d+) while this token's player is away[^]*/, (_, n) => `пока вас не было, место ${seatNo(n)} играет бот: верните его себе`],
  [/^a rated table seats signed-in accounts only[^]*/, "за стол на рейтинг садятся только вошедшие в аккаунт: войдите по ключу доступа"],
  [/^rated: a rated table is played with a clock[^]*/, "игра на рейтинг идёт с часами: выберите их"],
  [/^rated: a rated table offers no hints[^]*/, "в игре на рейтинг нет подсказок: выключите их"],
  [/^seat (\d+): a rated table's bot is one of the game's levels \((.*?)\)[^]*/, (_, n, levels) => `место ${seatNo(n)}: за столом на рейтинг бот играет один из уровней игры (${levels})`],
  [/^seat (\d+): the (\S+) bot plays one seat of a rated table[^]*/, (_, n, level) => `место ${seatNo(n)}: бот уровня ${level} играет за столом на рейтинг только одно место`],
  [/^seat (\d+) of this rated table belongs to (.*?)'s account[^]*/, (_, n, who) => `место ${seatNo(n)} за этим столом на рейтинг принадлежит аккаунту ${who}: занять его может только он`],
  [/^your account has seat (\d+) of this rated table already[^]*/, (_, n) => `ваш аккаунт уже занимает место ${seatNo(n)} за этим столом на рейтинг: у аккаунта одно место`],
  [/^the (\S+) bot has seat (\d+) of this rated table already[^]*/, (_, level, n) => `бот уровня ${level} уже играет место ${seatNo(n)} за этим столом на рейтинг: у уровня одно место`],
  [/^a rated table's bot is one of the game's levels \((.*?)\)[^]*/, "за столом на рейтинг бот играет один из уровней игры ($1)"],
  [/^seat (\d+) is not bound to your account[^]*/, (_, n) => `место ${seatNo(n)} не принадлежит вашему аккаунту`],
  [/^your seat is played from another device now[^]*/, "ваше место теперь играется с другого устройства"],
  [/^the table has not ended[^]*/, "партия ещё идёт: разбирают только оконченную игру, живую партию не анализирует никто"],
  [/^too many reviews[^]*/, "сервер сейчас считает слишком много разборов сразу (ходы ботов за столами важнее)"],
  [/^too many hints are being thought of on this server at once[^]*try again in (\d+) s$/, "сервер сейчас думает над слишком многими подсказками (ходы ботов за столами важнее): попросите снова через $1 с"],
  [/^too many hints from your address[^]*try again in (\d+) s$/, "слишком много подсказок с вашего адреса: попросите снова через $1 с"],
  [/^too many [^]*try again in (\d+) s$/, "слишком много запросов с вашего адреса: попробуйте через $1 с"],
  [/^too many [^]*/, "слишком много запросов с вашего адреса: попробуйте чуть позже"],
  [/^(\d+) tables created from your address wait for players[^]*/, "с вашего адреса уже $1 столов ждут игроков: дождитесь, пока они заполнятся, или сядьте за один из них"],
  [/^the table expired[^]*/, "стол истёк: он слишком долго ждал игроков; создайте новый"],
  [/^the table is (over|expired): there is no seat to leave/, "игра окончена: уходить не с чего"],
  [/^only the table's host may invite[^]*/, "пригласить может только хозяин стола"],
  [/^seat (\d+) is open to anyone[^]*/, (_, n) => `место ${seatNo(n)} свободно для всех: приглашение не нужно`],
  [/^stale move/, "ход устарел: на столе уже что-то изменилось"],
  [/^stale undo/, "отменить нельзя: на столе уже что-то изменилось"],
  [/^nothing to undo/, "отменять нечего: в этом ходу не осталось ваших действий"],
  [/^not your move to take back: seat (\d+)[^]*/, (_, n) => `отменить нельзя: последним ходило место ${seatNo(n)}, и отменить ход может только оно`],
  [/^cannot undo: chance has played[^]*/, "отменить нельзя: уже брошен кубик или открыта карта: случай не отменяется"],
  [/^cannot undo: another player has moved[^]*/, "отменить нельзя: после вас уже походил другой игрок"],
  [/^cannot undo: a move back draws cards[^]*/, "отменить нельзя: ход назад берёт карты: взятые карты не возвращаются"],
  [/^cannot undo: that was the turn's last action[^]*|^cannot undo: the turn (passed on|ended)[^]*/, "отменить нельзя: этим действием ход закончился"],
  [/^cannot undo: the game ended[^]*/, "отменить нельзя: этим ходом игра закончилась"],
  [/^cannot undo: a clue played draws[^]*/, "отменить нельзя: сыгранный ключ добирает новую карту: она не возвращается"],
  [/^cannot undo: the step picked up an amulet/, "отменить нельзя: этим шагом взят амулет"],
  [/^cannot undo: dice decide[^]*/, "отменить нельзя: решают кубики: бросок, остановка и карта вместо кубика не отменяются"],
  [/^cannot undo: (.*)/, "отменить нельзя: $1"],
  [/^not your decision/, "сейчас решает не ваше место"],
  [/^illegal move: (.*)/, "недопустимый ход ($1)"],
  [/^the table is waiting for players/, "стол ждёт игроков: игра начнётся, когда займут все места"],
  [/^the game is over/, "игра окончена"],
  [/^seat (\d+) is taken/, (_, n) => `место ${seatNo(n)} уже занято`],
  [/^nickname: give one \(1 to (\d+) characters\)$/, "введите имя (от 1 до $1 знаков)"],
  [/^nickname: (\d+) characters, at most (\d+)$/, (_, n, most) => `имя слишком длинное: ${n} ${plural(Number(n), ["знак", "знака", "знаков"])}, можно не больше ${most}`],
  [/^nickname: (\d+) columns wide [^]*at most (\d+)$/, (_, n, most) => `имя слишком широкое: ${n} ${plural(Number(n), ["колонка", "колонки", "колонок"])} (широкий знак — за две), можно не больше ${most}`],
  [/^nickname: (U\+[0-9A-F]+)[^]*only printable characters, please$/, "в имени недопустимый знак $1: можно только печатные знаки"],
  [/^nickname: (U\+[0-9A-F]+)[^]*is not allowed in a nickname[^]*$/, "знак $1 нельзя использовать в имени (RFC 8266)"],
  [/^nickname: not valid UTF-8$/, "имя не в кодировке UTF-8"],
  [/^nickname: not allowed by the PRECIS nickname profile[^]*$/, "такое имя не допускает профиль имён PRECIS (RFC 8266)"],
  [/^nickname "(.*)" is, or looks like, another account's[^]*$/, "имя «$1» уже есть у другого аккаунта или похоже на него (регистр, ширина и похожие буквы других алфавитов не в счёт): выберите другое"],
  [/^nickname "(.*)" is, or looks like, the name of the account (.*?): sign in as it[^]*$/, "имя «$1» совпадает или похоже на имя аккаунта $2: войдите в него или выберите другое"],
  [/^only the table's host/, "место боту может отдать только хозяин стола"],
  [/^the token holds no seat/, "эта ссылка не даёт места за этим столом"],
  [/^no seat token/, "нет ключа места"],
  [/^a spectator cannot move/, "зритель не может ходить: сядьте за стол"],
  [/^no table/, "такого стола нет"],
  [/^cross-origin/, "запросы с чужих сайтов запрещены"],
  [/^nickname "(.*)" belongs to another account[^]*/, "имя «$1» уже у другого аккаунта (регистр букв не в счёт): выберите другое"],
  [/^passkey refused: (.*)/, "ключ доступа не принят ($1)"],
  [/^this passkey belongs to no account here[^]*/, "этот ключ доступа не принадлежит ни одному аккаунту здесь: создайте аккаунт или войдите другим ключом"],
  [/^this passkey's signature counter went back[^]*/, "счётчик подписей ключа доступа пошёл назад: возможно, ключ скопирован; войдите другим ключом"],
  [/^this passkey is registered already/, "этот ключ доступа уже добавлен"],
  [/^ceremony: [^]*begin again$/, "вход прервался или устарел: начните заново"],
  [/^the session cookie is unknown[^]*/, "вход истёк или завершён: войдите снова по ключу доступа"],
  [/^not signed in/, "вы не вошли в аккаунт: войдите по ключу доступа"],
  [/^connection lost|^not connected/, "нет связи с сервером"],
  [/^the server cannot be reached/, "сервер недоступен: страница попробует снова сама"],
  [/^options: (.*)/, "неверные настройки ($1)"],
];

/**
 * translateError puts a server's refusal into the reader's language.
 * @param {string} message
 */
export function translateError(message) {
  if (lang() !== "ru") return message;
  for (const [re, ru] of ruErrors) {
    if (re.test(message)) return message.replace(re, /** @type {any} */ (ru)).replace(/^(.)/, (c) => c.toUpperCase());
  }
  return message;
}

/**
 * copyButton copies text to the clipboard when clicked.
 * @param {string} text
 */
export function copyButton(text) {
  const b = html("button", { class: "button small", type: "button" }, t("table.copy"));
  b.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const area = html("textarea", {}, text);
      document.body.append(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    b.textContent = t("table.copied");
  });
  return b;
}

/**
 * dialog shows a modal with a title and content; returns a function that closes it.
 * @param {string} title
 * @param {Node} content
 */
export function dialog(title, content) {
  const d = html(
    "dialog",
    { class: "dialog" },
    html("header", {}, html("h2", {}, title), html("button", { class: "close", "aria-label": t("table.close"), onclick: () => d.close() }, "×")),
    html("div", { class: "dialog-body" }, content),
  );
  d.addEventListener("close", () => d.remove());
  document.body.append(d);
  d.showModal();
  return () => d.close();
}

/**
 * errorText is the message of a thrown value.
 * @param {unknown} e
 */
export function errorText(e) {
  if (!(e instanceof Error)) return String(e);
  const wait = /** @type {{retryAfter?: number}} */ (e).retryAfter;
  return wait ? `${e.message}: try again in ${wait} s` : e.message;
}

/**
 * valueOf is the value of the input or select an event came from.
 * @param {Event} e
 */
export function valueOf(e) {
  return /** @type {HTMLInputElement} */ (e.currentTarget).value;
}
