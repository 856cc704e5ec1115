// @ts-check
// The header's account corner: "Sign in" and "Create an account" for a
// guest, who gets a dialog (a nickname then the browser's passkey prompt,
// or a passkey alone); the nickname and its menu (the profile, add a
// passkey, sign out here or everywhere) once signed in. Beside it, the
// header's links: the ladder, and the signed-in account's profile.

import { html } from "./board.js";
import { t } from "./i18n.js";
import { accountMark, dialog, errorText, showError, toast, translateError } from "./common.js";
import { addPasskey, known, me, signIn, signOut, signUp } from "./account.js";
import { passkeysOffered } from "./passkey.js";
import { profileHref } from "./rating.js";

/** headerLinks are the header's links: the ladder always, the profile when signed in. */
export function headerLinks() {
  const m = me();
  return html(
    "nav",
    { class: "head-links" },
    html("a", { class: "head-link", href: "#/ladder/tortuga", name: "ladder" }, t("rating.header")),
    m ? html("a", { class: "head-link my-profile", href: profileHref(m.account.nick), name: "my-profile" }, t("rating.myProfile")) : null,
  );
}

/** accountCorner is the header's account part for whoever is signed in now. */
export function accountCorner() {
  if (!known()) return html("div", { class: "account-corner" });
  const m = me();
  if (!m) {
    return html(
      "div",
      { class: "account-corner" },
      html("button", { class: "head-button", name: "sign-in", onclick: () => openDialog(false) }, t("account.signIn")),
      html("button", { class: "head-button strong", name: "sign-up", onclick: () => openDialog(true) }, t("account.signUp")),
    );
  }
  const menu = html(
    "details",
    { class: "account-menu" },
    html("summary", { class: "head-button account-nick", title: t("account.menu") }, accountMark(), " ", m.account.nick),
    html(
      "div",
      { class: "account-drop" },
      html("a", { class: "button small", href: profileHref(m.account.nick), name: "profile", onclick: () => menu.removeAttribute("open") }, t("rating.myProfile")),
      html("p", { class: "help passkey-count" }, t("account.passkeys", { n: m.passkeys })),
      html("button", { class: "button small", name: "add-passkey", title: t("account.addPasskeyHelp"), onclick: () => run(addPasskey, () => toast(t("account.added"))) }, t("account.addPasskey")),
      html("button", { class: "button small", name: "sign-out", onclick: () => run(() => signOut(false), () => toast(t("account.signedOut"))) }, t("account.signOut")),
      html(
        "button",
        {
          class: "button small danger",
          name: "sign-out-all",
          onclick: () => {
            if (confirm(t("account.signOutAllConfirm"))) run(() => signOut(true), () => toast(t("account.signedOutAll")));
          },
        },
        t("account.signOutAll"),
      ),
    ),
  );
  return html("div", { class: "account-corner" }, menu);
}

/**
 * run runs an account's step, telling of success with done and of a
 * failure (a closed passkey prompt, a refusal) with a notice.
 * @param {() => Promise<unknown>} step
 * @param {() => void} done
 */
async function run(step, done) {
  try {
    await step();
    done();
  } catch (e) {
    showError(failure(e));
  }
}

/**
 * failure says why an account's step failed, in the reader's language.
 * @param {unknown} e
 */
function failure(e) {
  if (e instanceof DOMException && (e.name === "NotAllowedError" || e.name === "AbortError")) return t("account.cancelled");
  return translateError(errorText(e));
}

/**
 * openDialog shows the dialog that creates an account (create first) or
 * signs in with a passkey.
 * @param {boolean} create
 */
function openDialog(create) {
  if (!passkeysOffered()) {
    showError(t("account.noPasskeys"));
    return;
  }
  /** @type {() => void} */
  let close = () => {};
  const nick = html("input", { name: "account-nick", maxlength: 24, required: true, autocomplete: "username webauthn", placeholder: t("lobby.nickPlaceholder") });
  const createForm = html(
    "form",
    {
      class: "account-create",
      onsubmit: (e) => {
        e.preventDefault();
        run(
          () => signUp(nick.value.trim()),
          () => {
            close();
            toast(t("account.welcomeNew", { nick: me()?.account.nick || nick.value.trim() }));
          },
        );
      },
    },
    html("label", { class: "field" }, html("span", {}, t("account.nick")), nick),
    html("button", { type: "submit", class: "button primary", name: "create-account" }, t("account.create")),
    html("p", { class: "help" }, t("account.createHelp")),
  );
  const passkey = html(
    "div",
    { class: "account-passkey" },
    html(
      "button",
      {
        class: ["button", !create && "primary"],
        name: "passkey-sign-in",
        onclick: () =>
          run(signIn, () => {
            close();
            toast(t("account.welcome", { nick: me()?.account.nick || "" }));
          }),
      },
      t("account.withPasskey"),
    ),
    html("p", { class: "help" }, t("account.withPasskeyHelp")),
  );
  const parts = create
    ? [createForm, html("h3", { class: "account-or" }, t("account.haveOne")), passkey]
    : [passkey, html("h3", { class: "account-or" }, t("account.noneYet")), createForm];
  close = dialog(t(create ? "account.signUpTitle" : "account.signInTitle"), html("div", { class: "account-dialog" }, html("p", { class: "account-why" }, t("account.why")), parts));
  if (create) nick.focus();
}
