// @ts-check
// Passkeys in the browser: the server's WebAuthn options (binary fields in
// base64url) turned into what navigator.credentials takes, and the
// credential it gives back turned into JSON for the server.

/**
 * fromB64url decodes base64url into bytes.
 * @param {string} s
 * @returns {ArrayBuffer}
 */
function fromB64url(s) {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out.buffer;
}

/**
 * toB64url encodes bytes as base64url without padding.
 * @param {ArrayBuffer | ArrayBufferView} buf
 */
function toB64url(buf) {
  const bytes = buf instanceof ArrayBuffer ? new Uint8Array(buf) : new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The options of a ceremony as the server sends them: the "publicKey"
 * member, either at the top or inside {publicKey}.
 * @typedef {Record<string, any>} ServerOptions
 */

/**
 * publicKeyOf finds the "publicKey" member of the server's options.
 * @param {ServerOptions} options
 */
function publicKeyOf(options) {
  return options.publicKey || options;
}

/**
 * withIds decodes the id of each listed credential.
 * @param {{id: string}[] | undefined} list
 */
function withIds(list) {
  return (list || []).map((c) => ({ ...c, id: fromB64url(c.id) }));
}

/**
 * creationOptions are the server's options for navigator.credentials.create.
 * @param {ServerOptions} options
 * @returns {PublicKeyCredentialCreationOptions}
 */
function creationOptions(options) {
  const pk = publicKeyOf(options);
  return {
    ...pk,
    challenge: fromB64url(pk.challenge),
    user: { ...pk.user, id: fromB64url(pk.user.id) },
    excludeCredentials: withIds(pk.excludeCredentials),
  };
}

/**
 * requestOptions are the server's options for navigator.credentials.get.
 * @param {ServerOptions} options
 * @returns {PublicKeyCredentialRequestOptions}
 */
function requestOptions(options) {
  const pk = publicKeyOf(options);
  return { ...pk, challenge: fromB64url(pk.challenge), allowCredentials: withIds(pk.allowCredentials) };
}

/**
 * credentialJSON is a credential as JSON, by its own toJSON() when the
 * browser has one, else built from its fields.
 * @param {PublicKeyCredential} cred
 * @returns {Record<string, unknown>}
 */
function credentialJSON(cred) {
  if (typeof cred.toJSON === "function") return /** @type {Record<string, unknown>} */ (cred.toJSON());
  const r = /** @type {AuthenticatorAttestationResponse & AuthenticatorAssertionResponse} */ (cred.response);
  /** @type {Record<string, unknown>} */
  const response = { clientDataJSON: toB64url(r.clientDataJSON) };
  if (r.attestationObject) {
    response.attestationObject = toB64url(r.attestationObject);
    response.transports = r.getTransports?.() || [];
  }
  if (r.authenticatorData) response.authenticatorData = toB64url(r.authenticatorData);
  if (r.signature) response.signature = toB64url(r.signature);
  if (r.userHandle) response.userHandle = toB64url(r.userHandle);
  return {
    id: cred.id,
    rawId: toB64url(cred.rawId),
    type: cred.type,
    authenticatorAttachment: cred.authenticatorAttachment,
    clientExtensionResults: cred.getClientExtensionResults(),
    response,
  };
}

/**
 * createPasskey asks the browser to make a passkey with the server's
 * options; resolves with the credential's JSON.
 * @param {ServerOptions} options
 */
export async function createPasskey(options) {
  const cred = /** @type {PublicKeyCredential | null} */ (await navigator.credentials.create({ publicKey: creationOptions(options) }));
  if (!cred) throw new Error("no passkey made");
  return credentialJSON(cred);
}

/**
 * usePasskey asks the browser to sign the server's challenge with a passkey
 * the person picks; resolves with the assertion's JSON.
 * @param {ServerOptions} options
 */
export async function usePasskey(options) {
  const cred = /** @type {PublicKeyCredential | null} */ (await navigator.credentials.get({ publicKey: requestOptions(options) }));
  if (!cred) throw new Error("no passkey given");
  return credentialJSON(cred);
}

/** passkeysOffered tells whether this browser can use passkeys at all. */
export function passkeysOffered() {
  return typeof window.PublicKeyCredential === "function" && !!navigator.credentials;
}
