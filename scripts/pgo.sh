#!/bin/sh
# pgo.sh makes the CPU profiles Go compiles with (profile-guided
# optimisation: `go build` reads a default.pgo in the main package's
# directory, with no flag): cmd/caribe/default.pgo from the work of the
# binary users run (caribe sim of each game, four players, between the
# bots' levels, and an in-process load test of the server), and
# scripts/playoutmoves/default.pgo from random playout moves of each game
# on each path (what scripts/instructions.sh counts). The profiled
# binaries are built without a profile, so a new profile does not depend
# on the old one. Refresh the profiles when the engines, the bots or the
# server change; a stale profile is still safe, it only helps less. Run
# from the repository's root (some four and a half minutes, two and a half
# of CPU):
#
#	scripts/pgo.sh
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go build -pgo=off -o "$dir/caribe" ./cmd/caribe
go build -pgo=off -o "$dir/playoutmoves" ./scripts/playoutmoves

# The levels of the bots, one a seat, and games enough for some half a
# minute of CPU in each game.
levels=easy,medium,hard,medium
"$dir/caribe" sim run --game cartagena --players 4 --bots $levels --games 40 --cpuprofile "$dir/sim-cartagena.pprof" >/dev/null
"$dir/caribe" sim run --game tortuga --players 4 --bots $levels --games 300 --cpuprofile "$dir/sim-tortuga.pprof" >/dev/null
"$dir/caribe" sim run --game tobago --players 4 --bots $levels --games 30 --cpuprofile "$dir/sim-tobago.pprof" >/dev/null
"$dir/caribe" loadtest --in-process --tables 300 --duration 20s --ramp 5s --cpuprofile "$dir/loadtest.pprof" >/dev/null
go tool pprof -proto "$dir"/sim-*.pprof "$dir/loadtest.pprof" >cmd/caribe/default.pgo

# Moves a run: some three seconds of each game's path.
for run in cartagena:list:50000000 cartagena:sample:60000000 cartagena:playout:60000000 \
	tortuga:list:150000000 tortuga:sample:120000000 tortuga:playout:140000000 tobago:list:40000000; do
	game=${run%%:*} rest=${run#*:}
	path=${rest%:*} moves=${rest#*:}
	"$dir/playoutmoves" -game "$game" -path "$path" -moves "$moves" -cpuprofile "$dir/moves-$game-$path.pprof" >/dev/null
done
go tool pprof -proto "$dir"/moves-*.pprof >scripts/playoutmoves/default.pgo
