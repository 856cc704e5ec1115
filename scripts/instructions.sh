#!/bin/sh
# instructions.sh prints the instructions one random playout move costs in
# each game, counted by callgrind (deterministic, one core): the program
# scripts/playoutmoves plays N and then 2N moves with the same seed, and
# the difference of the two counts over N is the cost of a move, set-up and
# start-up cancelled. Four players, the games' default options (Cartagena:
# Jamaica). Each run is GAME:PATH, the path how a move is chosen: list
# (Legal, then a pick) and sample (the game's RandomMove), chance outcomes
# from the game's own generator, played by the game's own loop of the path
# when it has one, else through the engine's interfaces move by move
# (LOOP=engine: through them always); playout, exactly what the bots'
# random playouts pay (engine.RandomPlay: the game's own RandomPlayout when
# it has one, chance outcomes drawn from the playout's generator). Run from
# the repository's root:
#
#	scripts/instructions.sh          # N = 100000
#	N=20000 RUNS="cartagena:list cartagena:sample" scripts/instructions.sh
#	RUNS="tortuga:playout cartagena:playout tobago:playout" scripts/instructions.sh
#	LOOP=engine RUNS="cartagena:list" scripts/instructions.sh
#
# Go's asynchronous preemption signals confuse valgrind: it is turned off.
set -eu
N=${N:-100000}
RUNS=${RUNS:-cartagena:list cartagena:sample tortuga:list tortuga:sample tortuga:playout tobago:list}
PLAYERS=${PLAYERS:-4}
LOOP=${LOOP:-game}
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go build -o "$dir/playoutmoves" ./scripts/playoutmoves

# count GAME PATH MOVES prints the instructions callgrind counts for a run.
count() {
	GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
		"$dir/playoutmoves" -game "$1" -path "$2" -moves "$3" -players "$PLAYERS" -loop "$LOOP" 2>&1 >/dev/null |
		sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

printf '%-10s %-7s %s\n' game path instructions/move
for run in $RUNS; do
	game=${run%:*} path=${run#*:}
	one=$(count "$game" "$path" "$N")
	two=$(count "$game" "$path" $((2 * N)))
	printf '%-10s %-7s %d\n' "$game" "$path" $(((two - one + N / 2) / N))
done
