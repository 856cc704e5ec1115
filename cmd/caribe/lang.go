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
		"description":              "caribe: La Tortuga (Mahé), Cartagena and Tobago — rules engines, bots and tools.",
		"help_help":                "Show context-sensitive help.",
		"help_lang":                "Language of the command line's texts: en or ru (default: from CARIBE_LANG or LANG).",
		"help_version":             "Print the version (the module version or commit it was built from) and exit.",
		"help_engine":              "Drive any game over JSON lines on stdin/stdout: one request per line, one response line each (see docs/protocol.md).",
		"help_replay":              "Replay a game record (game, players, options, seed, moves) move by move and print its events and result.",
		"help_record":              "The record file (JSON, as the engine protocol's record command prints it); - for standard input.",
		"help_games":               "List the games and their player counts.",
		"help_games_options":       "Also list every game's options: values, default, player counts, origin and meaning.",
		"help_island":              "Generate a Tobago island from a seed (or show a named one) as text, and optionally as an SVG picture.",
		"help_seed":                "Generator seed of the island.",
		"help_size":                "Island size: small (60–75 land hexes) or large (90–110).",
		"help_name":                "A named island that ships with the game, such as coral-cove; overrides --seed and --size.",
		"help_svg":                 "Write an SVG picture to this file.",
		"help_sim_game":            "The game: tortuga, cartagena or tobago.",
		"help_sim_players":         "Number of players.",
		"help_sim_bots":            "The bots, one per seat, comma-separated: a level (easy, medium, hard) or random, greedy, mcts, ismcts; a search takes a budget after a colon (mcts:5000 iterations, ismcts:300ms, mcts:5000/1s for iterations within a second). A single bot plays every seat. Seats rotate from game to game.",
		"help_sim_round":           "Play every pair of the bots in --bots (two players, --games games per pair) and rate them on the Elo scale.",
		"help_sim_games":           "Number of games.",
		"help_sim_seed":            "Seed of the tournament; game i's seed is derived from it.",
		"help_sim_parallel":        "Games played at once (0: one per core). The report does not depend on it.",
		"help_sim_opt":             "A game option, repeatable: --opt variant=tortuga --opt eggs_as_dice=true --opt deck=3,3,5,5,5,3; each value is read and checked as the option's declaration says (caribe games --options lists them).",
		"help_sim_out":             "Write report.json, report.html and SVG charts into this directory (with --shard: the shard's games, for caribe sim merge).",
		"help_sim_run":             "Play a tournament, or a sweep over options, and report on it (the default of caribe sim).",
		"help_sim_sweep":           "Sweep an option over values, repeatable for a grid: --sweep variant=jamaica,tortuga; separate values with semicolons when they hold commas (deck=3,3,5,5,5,3;4,4,4,4,4,4). Every setting plays the same seeds.",
		"help_sim_rows":            "Write one row per game (seed, options, bots, scores, winners, length, the game's numbers, metrics) to this .parquet or .csv file.",
		"help_sim_trace":           "Write one row per move (actor, move, each seat's standing) to this .parquet or .csv file.",
		"help_sim_shard":           "Play only shard K of N (game i belongs to shard i mod N + 1) and write it into --out for caribe sim merge.",
		"help_sim_merge":           "Merge the directories of a job's shards into the report, rows and charts one run on one machine would write.",
		"help_sim_merge_dirs":      "The shards' directories.",
		"help_sim_ladder":          "Play a round robin of two-player games between bots and rate them (Bradley–Terry on the Elo scale, with 95% intervals).",
		"help_sim_ladder_bots":     "The bots to rate, comma-separated, e.g. random,greedy,mcts:100,mcts:300,mcts:1000; the first is the anchor at 1000.",
		"help_sim_ladder_games":    "Games per pair of bots.",
		"help_sim_ladder_out":      "Write ladder.json (bot spec → rating and interval) and the chart of strength against budget into this directory.",
		"help_serve":               "Run the game server: tables, seats for people and bots, real-time play over WebSocket, every move stored (see docs/api.md).",
		"help_serve_addr":          "Address to listen on (host:port).",
		"help_serve_db":            "SQLite database file, created on first run; or a PostgreSQL URL (postgres://…).",
		"help_serve_bots":          "Bot decisions made at once (0: one per core).",
		"help_serve_bot_budget":    "The most one bot decision may spend: a search's iterations and a time, e.g. 20000,1s. A bot asking more is refused; a stored one plays at the limit; a decision still thinking a little after the time is cut.",
		"help_serve_bot_pace":      "The least time from a table's previous move to a bot's move there, its thinking included, so that people can follow a bot's turn (0: bots play as soon as they decide).",
		"help_serve_log":           "Log level: debug, info, warn or error (JSON logs on standard error).",
		"help_serve_dev":           "Serve the browser UI from ./web on disk instead of the files built into the binary, to edit it without rebuilding.",
		"help_serve_skip_damaged":  "Start even if the database is damaged or some stored tables cannot be loaded: serve the others and list what was left out in /readyz and /metrics. Without it the server refuses to start and says what is wrong (see docs/operations.md).",
		"help_serve_open_ttl":      "How long an open table may wait without anyone joining before it expires (kept, but closed to joins and listed only under status=expired); 0 keeps open tables for ever.",
		"help_serve_idle_table":    "How long a table nobody plays or watches stays in memory; then its state is stored beside its moves and it is read again when next asked for.",
		"help_serve_vote_wait":     "At a table without a clock: how long a player may take to decide before the other players may vote to give the seat to a bot (the player takes it back with their own token).",
		"help_serve_lease_ttl":     "With PostgreSQL shared by several servers: how long a server that stopped answering keeps its tables' bots and dice before another server takes them over.",
		"help_backup":              "Copy the server's database consistently while it serves (moves keep arriving); the copy is checked and never overwrites a file. To restore: stop the server, copy the backup over the database, remove its -wal and -shm files (see docs/operations.md).",
		"help_backup_db":           "The database to back up.",
		"help_backup_to":           "The new file to write the backup to; it must not exist.",
		"help_serve_limit_create":  "Tables one client address may create: N/PERIOD, N at once and then one every PERIOD/N (off: no limit).",
		"help_serve_limit_join":    "Seats one client address may take (joins, retakes, the host's bots and invitations): N/PERIOD (off: no limit).",
		"help_serve_limit_moves":   "Moves one client address may send, over HTTP and WebSocket: N/PERIOD (off: no limit).",
		"help_serve_limit_connect": "WebSocket connections one client address may open: N/PERIOD (off: no limit).",
		"help_serve_limit_open":    "Tables created by one client address that may wait for players at once (0: no limit).",
		"help_serve_limit_ws_addr": "Live WebSocket connections from one client address (0: no limit).",
		"help_serve_limit_ws_seat": "Live WebSocket connections holding one seat (0: no limit).",
		"help_serve_trusted_proxy": "Reverse proxies (CIDR, comma-separated, e.g. 127.0.0.1/32) whose X-Forwarded-For names the client; without them every client behind a proxy counts as the proxy's address.",
		"help_loadtest":            "Load-test the game server on loopback, bounded in tables and time: tables of two scripted WebSocket players; prints moves per second, latency from a move's submission to its broadcast to the other player, errors, lost moves and each server's CPU time per stored move, overall and per server.",
		"help_loadtest_tables":     "Tables played at once, two WebSocket players each (at most 5000).",
		"help_loadtest_game":       "The game: tortuga, cartagena or tobago.",
		"help_loadtest_opt":        "A game option, repeatable: --opt variant=tortuga. Values are read as JSON when they parse, else as strings.",
		"help_loadtest_think":      "How long a player thinks before each move, give or take 25% (0: at once).",
		"help_loadtest_duration":   "Upper bound on the playing phase (at most 10m); the run stops cleanly at it.",
		"help_loadtest_moves":      "Player moves per table at most (0: until the game ends or the time is up).",
		"help_loadtest_target":     "A server's base URL on loopback, e.g. http://127.0.0.1:8080; repeatable or comma-separated, tables go round-robin (default: start caribe serve as a child process on a temporary database).",
		"help_loadtest_cross":      "Seat a table's two players on different targets (needs two or more sharing one database), so each move must reach the other server's player.",
		"help_loadtest_in_process": "Start the server in this process instead of as a child: its CPU time per move is then the server's and the load client's together.",
		"help_loadtest_seed":       "Seed of the players' choices and think times.",
		"help_loadtest_ramp":       "Spread the tables' creation and connection over this time (at most the duration).",
		"help_loadtest_json":       "Print the report as JSON.",
		"help_loadtest_cpuprofile": "Write a CPU profile of this process to this file: the load client, and the server with --in-process.",
		"help_sim":                 "Play a reproducible tournament between bots and report win rates, scores and game lengths with 95% intervals.",
		"help_play":                "Play a game full-screen in the terminal: against bots on this machine (caribe play tortuga --players 3 --bots mcts,greedy), or at a server's table with its link (--connect URL), as a player or a spectator. The arrows move among the legal choices, Enter plays, Esc steps back, ? shows the rules, h a hint, u takes a move back, q quits (see docs/play.md).",
		"help_play_game":           "The game to play on this machine: tortuga, cartagena or tobago (none with --connect).",
		"help_play_players":        "Number of players (default: the game's smallest).",
		"help_play_bots":           "The bots of the other seats, comma-separated, in seat order: a level (easy, medium, hard) or random, casual, greedy, mcts, ismcts with an optional budget (mcts:2000); a single bot plays every other seat.",
		"help_play_seat":           "Your seat, from 1 (default: the first; with --connect, the first open seat).",
		"help_play_opt":            "A game option, repeatable: --opt variant=tortuga --opt eggs_as_dice=true --opt island=coral-cove --opt island_seed=42 (caribe games --options lists them).",
		"help_play_seed":           "Seed of the local game (default: a random one).",
		"help_play_connect":        "Join a server's table through the link the browser shows: the table's link (#/t/ID) takes an open seat, or watches when none is; a seat's own link (?token=…) or an invitation (?invite=…&seat=N) takes that seat.",
		"help_play_nick":           "Your name at the table and in the log (default: $USER).",
		"help_play_watch":          "With --connect, watch the table without taking a seat.",
		"help_play_ascii":          "Draw with plain ASCII and no colour, for terminals without Unicode or colours.",
		"help_play_pace":           "How long each move of another player, a bot or a die stays on screen before the next is shown (0: at once).",
	},
	"ru": {
		"description":              "caribe: Ла-Тортуга (Mahé), Картахена и Тобаго — движки правил, боты и инструменты.",
		"help_help":                "Показать справку по команде.",
		"help_lang":                "Язык текстов командной строки: en или ru (по умолчанию из CARIBE_LANG или LANG).",
		"help_version":             "Показать версию (версию модуля или коммит, из которого собрана программа) и выйти.",
		"help_engine":              "Управлять любой игрой строками JSON через stdin/stdout: один запрос в строке, одна строка ответа на каждый (см. docs/protocol.md).",
		"help_replay":              "Воспроизвести запись партии (игра, число игроков, опции, seed, ходы) ход за ходом и вывести события и итог.",
		"help_record":              "Файл записи (JSON, как его печатает команда record протокола движка); - для стандартного ввода.",
		"help_games":               "Список игр и допустимое число игроков.",
		"help_games_options":       "Показать и опции каждой игры: значения, умолчание, число игроков, источник и смысл.",
		"help_island":              "Создать остров Тобаго по seed (или показать именованный) в виде текста и, по желанию, картинки SVG.",
		"help_seed":                "Seed генератора острова.",
		"help_size":                "Размер острова: small (60–75 клеток суши) или large (90–110).",
		"help_name":                "Именованный остров из поставки игры, например coral-cove; заменяет --seed и --size.",
		"help_svg":                 "Записать картинку SVG в этот файл.",
		"help_sim_game":            "Игра: tortuga, cartagena или tobago.",
		"help_sim_players":         "Число игроков.",
		"help_sim_bots":            "Боты по одному на место через запятую: уровень (easy, medium, hard) или random, greedy, mcts, ismcts; поиску можно задать бюджет после двоеточия (mcts:5000 итераций, ismcts:300ms, mcts:5000/1s — итерации, но не дольше секунды). Один бот играет за все места. Места меняются от партии к партии.",
		"help_sim_round":           "Сыграть каждую пару ботов из --bots (два игрока, по --games партий на пару) и дать им рейтинг по шкале Эло.",
		"help_sim_games":           "Число партий.",
		"help_sim_seed":            "Seed турнира; из него выводится seed каждой партии.",
		"help_sim_parallel":        "Сколько партий играть одновременно (0: по одной на ядро). Отчёт от этого не зависит.",
		"help_sim_opt":             "Опция игры, можно повторять: --opt variant=tortuga --opt eggs_as_dice=true --opt deck=3,3,5,5,5,3; значение читается и проверяется по объявлению опции (их список: caribe games --options).",
		"help_sim_out":             "Записать report.json, report.html и графики SVG в этот каталог (с --shard: партии шарда для caribe sim merge).",
		"help_sim_run":             "Сыграть турнир или перебор опций и вывести отчёт (действие caribe sim по умолчанию).",
		"help_sim_sweep":           "Перебрать значения опции, можно повторять для сетки: --sweep variant=jamaica,tortuga; если в значениях есть запятые, разделяйте их точкой с запятой (deck=3,3,5,5,5,3;4,4,4,4,4,4). Все настройки играют одни и те же seed.",
		"help_sim_rows":            "Записать по строке на партию (seed, опции, боты, очки, победители, длина, числа игры, метрики) в файл .parquet или .csv.",
		"help_sim_trace":           "Записать по строке на ход (кто ходил, ход, положение каждого места) в файл .parquet или .csv.",
		"help_sim_shard":           "Сыграть только шард K из N (партия i попадает в шард i mod N + 1) и записать его в --out для caribe sim merge.",
		"help_sim_merge":           "Собрать каталоги шардов одной задачи в отчёт, строки и графики — те же, что дал бы один запуск на одной машине.",
		"help_sim_merge_dirs":      "Каталоги шардов.",
		"help_sim_ladder":          "Сыграть круговой турнир ботов в партиях на двоих и дать им рейтинг (Брэдли — Терри по шкале Эло, с 95% интервалами).",
		"help_sim_ladder_bots":     "Боты для рейтинга через запятую, например random,greedy,mcts:100,mcts:300,mcts:1000; первый — точка отсчёта, 1000.",
		"help_sim_ladder_games":    "Партий на пару ботов.",
		"help_sim_ladder_out":      "Записать ladder.json (бот → рейтинг и интервал) и график силы от бюджета в этот каталог.",
		"help_serve":               "Запустить игровой сервер: столы, места для людей и ботов, игра в реальном времени через WebSocket, каждый ход сохраняется (см. docs/api.md).",
		"help_serve_addr":          "Адрес для приёма соединений (хост:порт).",
		"help_serve_db":            "Файл базы SQLite, создаётся при первом запуске; или адрес PostgreSQL (postgres://…).",
		"help_serve_bots":          "Сколько решений ботов считать одновременно (0: по одному на ядро).",
		"help_serve_bot_budget":    "Сколько может потратить бот на одно решение: итерации поиска и время, например 20000,1s. Бот, просящий больше, не принимается; сохранённый играет на пределе; решение, не законченное вскоре после этого времени, прерывается.",
		"help_serve_bot_pace":      "Наименьшее время от предыдущего хода за столом до хода бота, его раздумья включены, чтобы люди успевали следить за ходом бота (0: бот ходит, как только решил).",
		"help_serve_log":           "Уровень журнала: debug, info, warn или error (журнал JSON в стандартный поток ошибок).",
		"help_serve_dev":           "Отдавать интерфейс из каталога ./web на диске, а не встроенные в программу файлы, чтобы править его без пересборки.",
		"help_serve_skip_damaged":  "Запуститься, даже если база повреждена или часть сохранённых столов не читается: обслуживать остальные, а пропущенное перечислить в /readyz и /metrics. Без этого флага сервер не запускается и говорит, что не так (см. docs/operations.md).",
		"help_serve_open_ttl":      "Сколько открытый стол может ждать, пока никто не садится, прежде чем истечёт (он сохраняется, но сесть за него нельзя, и в лобби он виден только со status=expired); 0 — открытые столы не истекают.",
		"help_serve_idle_table":    "Сколько стол, за которым никто не играет и не смотрит, остаётся в памяти; затем его состояние сохраняется рядом с ходами, и стол читается снова, когда его спросят.",
		"help_serve_vote_wait":     "За столом без часов: сколько игрок может думать над ходом, прежде чем остальные смогут проголосовать за передачу его места боту (игрок вернёт место своим токеном).",
		"help_serve_lease_ttl":     "Для PostgreSQL, общей для нескольких серверов: сколько сервер, переставший отвечать, удерживает ботов и кубики своих столов, прежде чем их перехватит другой сервер.",
		"help_backup":              "Согласованно скопировать базу сервера, не останавливая его (ходы продолжают поступать); копия проверяется и никогда не перезаписывает файл. Восстановление: остановить сервер, скопировать копию поверх базы, удалить её файлы -wal и -shm (см. docs/operations.md).",
		"help_backup_db":           "База, которую копировать.",
		"help_backup_to":           "Новый файл для копии; он не должен существовать.",
		"help_serve_limit_create":  "Сколько столов может создать один адрес клиента: N/ПЕРИОД, N сразу, затем по одному раз в ПЕРИОД/N (off: без ограничения).",
		"help_serve_limit_join":    "Сколько мест может занять один адрес клиента (входы, возвраты, боты и приглашения хозяина): N/ПЕРИОД (off: без ограничения).",
		"help_serve_limit_moves":   "Сколько ходов может прислать один адрес клиента по HTTP и WebSocket: N/ПЕРИОД (off: без ограничения).",
		"help_serve_limit_connect": "Сколько соединений WebSocket может открыть один адрес клиента: N/ПЕРИОД (off: без ограничения).",
		"help_serve_limit_open":    "Сколько созданных одним адресом клиента столов может одновременно ждать игроков (0: без ограничения).",
		"help_serve_limit_ws_addr": "Сколько живых соединений WebSocket может держать один адрес клиента (0: без ограничения).",
		"help_serve_limit_ws_seat": "Сколько живых соединений WebSocket может держать одно место (0: без ограничения).",
		"help_serve_trusted_proxy": "Обратные прокси (CIDR через запятую, например 127.0.0.1/32), чей X-Forwarded-For называет клиента; без них все клиенты за прокси считаются одним адресом прокси.",
		"help_loadtest":            "Нагрузочный тест игрового сервера на loopback, ограниченный числом столов и временем: столы с двумя игроками-скриптами через WebSocket; выводит ходы в секунду, задержку от отправки хода до его рассылки другому игроку, ошибки, потерянные ходы и время CPU каждого сервера на сохранённый ход, в целом и по серверам.",
		"help_loadtest_tables":     "Сколько столов играть одновременно, по два игрока WebSocket за каждым (не больше 5000).",
		"help_loadtest_game":       "Игра: tortuga, cartagena или tobago.",
		"help_loadtest_opt":        "Опция игры, можно повторять: --opt variant=tortuga. Значения читаются как JSON, если разбираются, иначе как строки.",
		"help_loadtest_think":      "Сколько игрок думает перед каждым ходом, плюс-минус 25% (0: сразу).",
		"help_loadtest_duration":   "Верхняя граница фазы игры (не больше 10m); по её истечении тест аккуратно останавливается.",
		"help_loadtest_moves":      "Не больше стольких ходов игроков за столом (0: до конца партии или времени).",
		"help_loadtest_target":     "Базовый URL сервера на loopback, например http://127.0.0.1:8080; можно повторять или перечислить через запятую, столы распределяются по кругу (по умолчанию запустить caribe serve дочерним процессом на временной базе).",
		"help_loadtest_cross":      "Сажать двух игроков стола на разные серверы (нужно два или больше с общей базой), чтобы каждый ход доходил до игрока другого сервера.",
		"help_loadtest_in_process": "Запустить сервер в этом процессе, а не дочерним: тогда время CPU на ход — сервера и нагрузочного клиента вместе.",
		"help_loadtest_seed":       "Seed выбора ходов и времени на раздумье.",
		"help_loadtest_ramp":       "Растянуть создание столов и подключение игроков на это время (не дольше --duration).",
		"help_loadtest_json":       "Вывести отчёт в JSON.",
		"help_loadtest_cpuprofile": "Записать профиль CPU этого процесса в этот файл: нагрузочного клиента, а с --in-process и сервера.",
		"help_sim":                 "Сыграть воспроизводимый турнир ботов и вывести доли побед, очки и длину партий с 95% интервалами.",
		"help_play":                "Играть в терминале на весь экран: с ботами на этой машине (caribe play tortuga --players 3 --bots mcts,greedy) или за столом сервера по его ссылке (--connect URL), игроком или зрителем. Стрелки — выбор среди допустимых ходов, Enter — ход, Esc — шаг назад, ? — правила, h — подсказка, u — отмена хода, q — выход (см. docs/play.md).",
		"help_play_game":           "Игра на этой машине: tortuga, cartagena или tobago (с --connect не указывается).",
		"help_play_players":        "Число игроков (по умолчанию наименьшее для игры).",
		"help_play_bots":           "Боты остальных мест через запятую, по порядку мест: уровень (easy, medium, hard) или random, casual, greedy, mcts, ismcts с бюджетом по желанию (mcts:2000); один бот играет за все остальные места.",
		"help_play_seat":           "Ваше место, с 1 (по умолчанию первое; с --connect — первое свободное).",
		"help_play_opt":            "Опция игры, можно повторять: --opt variant=tortuga --opt eggs_as_dice=true --opt island=coral-cove --opt island_seed=42 (их список — caribe games --options).",
		"help_play_seed":           "Seed локальной партии (по умолчанию случайный).",
		"help_play_connect":        "Сесть за стол сервера по ссылке из браузера: ссылка стола (#/t/ID) занимает свободное место или, если мест нет, открывает стол зрителем; личная ссылка места (?token=…) или приглашение (?invite=…&seat=N) занимает это место.",
		"help_play_nick":           "Ваше имя за столом и в журнале (по умолчанию $USER).",
		"help_play_watch":          "С --connect — смотреть стол, не занимая места.",
		"help_play_ascii":          "Рисовать только символами ASCII и без цвета — для терминалов без Unicode и цветов.",
		"help_play_pace":           "Сколько держится на экране каждый ход другого игрока, бота или кубика, прежде чем показать следующий (0 — сразу).",
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
