package main

import (
	"os"
	"strings"

	"github.com/alecthomas/kong"
)

// helpTexts holds the command line's help in each language it speaks; kong
// fills ${name} in the help tags from the chosen language's map.
var helpTexts = map[string]kong.Vars{
	"en": {
		"description": "caribe: La Tortuga (Mahé), Cartagena and Tobago — rules engines, bots and tools.",
		"help_help":   "Show context-sensitive help.",
		"help_lang":   "Language of the command line's texts: en or ru (default: from CARIBE_LANG or LANG).",
		"help_engine": "Drive any game over JSON lines on stdin/stdout: one request per line, one response line each (see docs/protocol.md).",
		"help_replay": "Replay a game record (game, players, options, seed, moves) move by move and print its events and result.",
		"help_record": "The record file (JSON, as the engine protocol's record command prints it); - for standard input.",
		"help_games":  "List the games and their player counts.",
		"help_island": "Generate a Tobago island from a seed (or show a named one) as text, and optionally as an SVG picture.",
		"help_seed":   "Generator seed of the island.",
		"help_size":   "Island size: small (60–75 land hexes) or large (90–110).",
		"help_name":   "A named island that ships with the game, such as coral-cove; overrides --seed and --size.",
		"help_svg":    "Write an SVG picture to this file.",
	},
	"ru": {
		"description": "caribe: Ла-Тортуга (Mahé), Картахена и Тобаго — движки правил, боты и инструменты.",
		"help_help":   "Показать справку по команде.",
		"help_lang":   "Язык текстов командной строки: en или ru (по умолчанию из CARIBE_LANG или LANG).",
		"help_engine": "Управлять любой игрой строками JSON через stdin/stdout: один запрос в строке, одна строка ответа на каждый (см. docs/protocol.md).",
		"help_replay": "Воспроизвести запись партии (игра, число игроков, опции, seed, ходы) ход за ходом и вывести события и итог.",
		"help_record": "Файл записи (JSON, как его печатает команда record протокола движка); - для стандартного ввода.",
		"help_games":  "Список игр и допустимое число игроков.",
		"help_island": "Создать остров Тобаго по seed (или показать именованный) в виде текста и, по желанию, картинки SVG.",
		"help_seed":   "Seed генератора острова.",
		"help_size":   "Размер острова: small (60–75 клеток суши) или large (90–110).",
		"help_name":   "Именованный остров из поставки игры, например coral-cove; заменяет --seed и --size.",
		"help_svg":    "Записать картинку SVG в этот файл.",
	},
}

// language picks the command line's language: a --lang flag in args, else
// CARIBE_LANG, else the locale (LC_ALL, LC_MESSAGES, LANG); Russian when it
// starts with "ru", English otherwise.
func language(args []string) string {
	for i, a := range args {
		if v, ok := strings.CutPrefix(a, "--lang="); ok {
			return pick(v)
		}
		if a == "--lang" && i+1 < len(args) {
			return pick(args[i+1])
		}
	}
	for _, env := range []string{"CARIBE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(env); v != "" {
			return pick(v)
		}
	}
	return "en"
}

func pick(v string) string {
	if strings.HasPrefix(strings.ToLower(v), "ru") {
		return "ru"
	}
	return "en"
}
