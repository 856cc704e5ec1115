module caribe

go 1.26.8

require (
	github.com/alecthomas/kong v1.17.0
	github.com/google/go-cmp v0.7.0
)
