package sim

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
)

// Build names the caribe that writes a file: its version and the commit it
// was built from.
type Build struct {
	Version string
	Commit  string
}

// metadata is the key–value metadata of a Parquet file of the outcome: it
// says which caribe made the file, from which command line and with which
// seeds and options, and what the file's rows are. It depends only on the
// job and the build, so that a merge of shards writes what one run does.
func (o *Outcome) metadata(rows string) [][2]string {
	j := o.Job
	settings := j.settings()
	var opts []string
	for _, s := range settings {
		opts = append(opts, string(s.Options))
	}
	bots := make([]string, len(j.Bots))
	for i, b := range j.Bots {
		bots[i] = b.String()
	}
	return [][2]string{
		{"caribe.version", o.Build.Version},
		{"caribe.commit", o.Build.Commit},
		{"caribe.command", j.CommandLine()},
		{"caribe.rows", rows},
		{"caribe.game", j.Game},
		{"caribe.players", strconv.Itoa(j.Players)},
		{"caribe.bots", strings.Join(bots, ",")},
		{"caribe.games", strconv.Itoa(j.Games)},
		{"caribe.seed", strconv.FormatUint(j.Seed, 10)},
		{"caribe.game_seeds", "game i of every setting: GameSeed(seed, i), the seed column"},
		{"caribe.options", "[" + strings.Join(opts, ",") + "]"},
		{"caribe.sweep", string(mustJSON(j.Sweep))},
	}
}

// CommandLine is the caribe sim command that plays the job's games (its
// shard's, with one): the flags that decide them, in a fixed order, without
// those that only name the files written.
func (j Job) CommandLine() string {
	bots := make([]string, len(j.Bots))
	for i, b := range j.Bots {
		bots[i] = b.String()
	}
	args := []string{"caribe", "sim", "--game", j.Game, "--players", strconv.Itoa(j.Players), "--bots", strings.Join(bots, ","),
		"--games", strconv.Itoa(j.Games), "--seed", strconv.FormatUint(j.Seed, 10)}
	swept := func(key string) bool {
		return slices.ContainsFunc(j.Sweep, func(k SweepKey) bool { return k.Key == key })
	}
	for _, kv := range objectFields(j.settings()[0].Options) {
		if !swept(kv.key) {
			args = append(args, "--opt", kv.key+"="+flagValue(kv.value))
		}
	}
	for _, k := range j.Sweep {
		vals := make([]string, len(k.Values))
		sep := ","
		for i, v := range k.Values {
			vals[i] = flagValue(v)
			if strings.Contains(vals[i], ",") {
				sep = ";"
			}
		}
		args = append(args, "--sweep", k.Key+"="+strings.Join(vals, sep))
	}
	if j.Shard.N > 0 {
		args = append(args, "--shard", j.Shard.String())
	}
	for i, a := range args {
		args[i] = shellQuote(a)
	}
	return strings.Join(args, " ")
}

// field is one field of a JSON object.
type field struct {
	key   string
	value json.RawMessage
}

// objectFields lists a JSON object's fields in their order.
func objectFields(obj json.RawMessage) []field {
	dec := json.NewDecoder(bytes.NewReader(obj))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	var out []field
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return out
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return out
		}
		out = append(out, field{t.(string), v})
	}
	return out
}

// flagValue writes an option's JSON value as --opt reads it: a string
// without quotes, a list's items comma-separated.
func flagValue(v json.RawMessage) string {
	var list []json.RawMessage
	if json.Unmarshal(v, &list) == nil {
		return strings.Join(rawStrings(list), ",")
	}
	return strings.Trim(string(v), `"`)
}

// shellQuote quotes an argument for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=.,:/+") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// mustJSON encodes v, which cannot fail for the lab's own types.
func mustJSON(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return data
}
