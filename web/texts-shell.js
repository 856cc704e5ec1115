// @ts-check
// The page's own texts in English and Russian: the server out of reach,
// and the lobby's heading for those who hear the page.

export const shellTexts = {
  en: {
    "offline.title": "No connection to the server",
    "offline.body": "The server cannot be reached: it may be restarting, or this device may be offline. The page tries again by itself and comes back as soon as the server answers.",
    "offline.trying": "Trying again…",
    "lobby.heading": "caribe: tables to play at",
  },
  ru: {
    "offline.title": "Нет связи с сервером",
    "offline.body": "Сервер недоступен: возможно, он перезапускается или у устройства нет сети. Страница пробует снова сама и вернётся, как только сервер ответит.",
    "offline.trying": "Пробуем снова…",
    "lobby.heading": "caribe: столы для игры",
  },
};
