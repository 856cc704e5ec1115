// @ts-check
// Tobago's words for the log (describe.js), in English and Russian: places
// named as a person finds them on the island (terrain, the landmark on or
// beside the hex, the part of the island), and a move told in one line.

export const texts = {
  en: {
    "tobago.place.on": "the {mark} ({terrain}, {region})",
    "tobago.place.by": "the {terrain} by the {mark} ({region})",
    "tobago.place.in": "the {terrain} ({region})",
    "tobago.place.sea": "the sea ({region})",
    "tobago.place.hex": "a hex",
    "tobago.markBy.hut": "hut", "tobago.markBy.palm": "palm", "tobago.markBy.statue": "statue",
    "tobago.region.nw": "north-west", "tobago.region.n": "north", "tobago.region.ne": "north-east",
    "tobago.region.w": "west", "tobago.region.c": "centre", "tobago.region.e": "east",
    "tobago.region.sw": "south-west", "tobago.region.s": "south", "tobago.region.se": "south-east",
    "tobago.log.move": "{name} drives: {path}.",
    "tobago.log.moveAmulet": "{name} drives with an amulet: {path}.",
    "tobago.log.raised": "{name} raises {treasure} at {where}! The sharing begins.",
    "tobago.log.deadEnd": "{name} clears the dead end: {where} goes {fromMap}, {n} {hexes} left.",
  },
  ru: {
    "tobago.place.on": "{mark} ({terrain}, {region})",
    "tobago.place.by": "{terrain} у {mark} ({region})",
    "tobago.place.in": "{terrain} ({region})",
    "tobago.place.sea": "море ({region})",
    "tobago.place.hex": "участок",
    "tobago.markBy.hut": "хижины", "tobago.markBy.palm": "пальмы", "tobago.markBy.statue": "статуи",
    "tobago.region.nw": "северо-запад", "tobago.region.n": "север", "tobago.region.ne": "северо-восток",
    "tobago.region.w": "запад", "tobago.region.c": "центр", "tobago.region.e": "восток",
    "tobago.region.sw": "юго-запад", "tobago.region.s": "юг", "tobago.region.se": "юго-восток",
    "tobago.log.move": "{name} едет: {path}.",
    "tobago.log.moveAmulet": "{name} едет за амулет: {path}.",
    "tobago.log.raised": "{name} поднимает {treasure}: {where}! Начинается дележка.",
    "tobago.log.deadEnd": "{name} расчищает тупик {fromMap}: убран участок — {where}; осталось {n} {hexes}.",
  },
};
