// @ts-check
// La Tortuga's words for the log's turns (describe.js), in English and
// Russian: the dice of a turtle's move told in one line, and a hinted move.

export const texts = {
  en: {
    "tortuga.log.stops": "{name} rolls {dice} and stops.",
    "tortuga.log.rolls": "{name} rolls {dice}.",
    "tortuga.log.rolling": "{name} rolls {dice}: {sum} so far.",
    "tortuga.log.rollingOne": "{name} rolls {dice}…",
    "tortuga.log.card": "{value} (egg card)",
    "tortuga.move.choose": "Move {turtle} first.",
    "tortuga.move.roll": "Roll again.",
    "tortuga.move.stop": "Stop and move.",
    "tortuga.move.card": "Play the egg card of {value} as the next die.",
  },
  ru: {
    "tortuga.log.stops": "{name} бросает {dice} и останавливается.",
    "tortuga.log.rolls": "{name} бросает {dice}.",
    "tortuga.log.rolling": "{name} бросает {dice}: пока {sum}.",
    "tortuga.log.rollingOne": "{name} бросает {dice}…",
    "tortuga.log.card": "{value} (карта яиц)",
    "tortuga.move.choose": "Первой ходит {turtle}.",
    "tortuga.move.roll": "Бросить ещё раз.",
    "tortuga.move.stop": "Остановиться и идти.",
    "tortuga.move.card": "Сыграть карту яиц {value} вместо кубика.",
  },
};
