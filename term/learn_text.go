package term

// learnTexts are the words of the lessons' pages, joined to texts.
var learnTexts = map[string]map[string]string{
	"en": {
		"learnTitle":          "Learn to play",
		"learnKeysMenu":       "↑↓ choose · Enter open · q quit",
		"learnKeysCourse":     "↑↓ choose · Enter open the lesson · q quit",
		"learnKeysCourseBack": "↑↓ choose · Enter open the lesson · q the games",
		"learnKeysIntro":      "Enter start · q the course",
		"learnKeys":           "←→ choose · Enter play · Esc back · h show the move · ? rules · q the course",
		"learnKeysMap":        "←↑↓→/:f5/click a hex · Enter take · Esc back · h show the move · q the course",
		"learnKeysMatch":      "←→ choose · Enter play · Esc back · h hint · u undo · ? rules · q the course",
		"learnKeysNext":       "Enter next lesson · ? rules · q the course",
		"learnKeysLast":       "Enter the course · ? rules · q the course",
		"noLessons":           "no lessons yet",
		"lessonsDone":         "%[1]d of %[2]d %[4]s done",
		"lessonForms":         "lesson|lessons",
		"opponentForms":       "Opponent|Opponents",
		"lessonN":             "Lesson %d of %d · %s",
		"teaches":             "Teaches: %s",
		"against":             "%s: %s.",
		"hintsOn":             "h shows a hint, what a strong bot would play.",
		"task":                "Task: %s",
		"lesson":              "Lesson",
		"lessonDone":          "Lesson done",
		"refused":             "The rules: %s",
		"progressBad":         "%v. The file is ignored; the next lesson done writes it anew.",
	},
	"ru": {
		"learnTitle":          "Учимся играть",
		"learnKeysMenu":       "↑↓ выбор · Enter открыть · q выход",
		"learnKeysCourse":     "↑↓ выбор · Enter открыть урок · q выход",
		"learnKeysCourseBack": "↑↓ выбор · Enter открыть урок · q к играм",
		"learnKeysIntro":      "Enter начать · q к урокам",
		"learnKeys":           "←→ выбор · Enter ход · Esc назад · h показать ход · ? правила · q к урокам",
		"learnKeysMap":        "←↑↓→/:f5/мышь: гекс · Enter ход · Esc назад · h показать ход · q к урокам",
		"learnKeysMatch":      "←→ выбор · Enter ход · Esc назад · h подсказка · u отмена · ? правила · q к урокам",
		"learnKeysNext":       "Enter следующий урок · ? правила · q к урокам",
		"learnKeysLast":       "Enter к урокам · ? правила · q к урокам",
		"noLessons":           "уроков пока нет",
		"lessonsDone":         "пройдено: %[1]d %[3]s из %[2]d",
		"lessonForms":         "урок|урока|уроков",
		"opponentForms":       "Соперник|Соперники|Соперники",
		"lessonN":             "Урок %d из %d · %s",
		"teaches":             "Правила: %s",
		"against":             "%s: %s.",
		"hintsOn":             "h — подсказка: как сыграл бы сильный бот.",
		"task":                "Задание: %s",
		"lesson":              "Урок",
		"lessonDone":          "Урок пройден",
		"refused":             "Правила: %s",
		"progressBad":         "%v. Файл не учитывается; следующий пройденный урок запишет его заново.",
	},
}

func init() {
	for lang, words := range learnTexts {
		for k, v := range words {
			texts[lang][k] = v
		}
	}
}
