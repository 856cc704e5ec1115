package sim

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"github.com/parquet-go/parquet-go"
)

// kind is the type of a table's column.
type kind int8

// The kinds of columns.
const (
	intCol kind = iota
	uintCol
	floatCol
	stringCol
	boolCol
	// intListCol holds a list of integers, []int64: a Parquet LIST, JSON
	// in CSV.
	intListCol
)

// column is one column of a table.
type column struct {
	name string
	kind kind
}

// table is a data frame to write: columns and rows of values, each an
// int64, uint64, float64, string, bool or []int64 as its column's kind
// says, and the key–value metadata a Parquet file carries.
type table struct {
	cols []column
	rows [][]any
	meta [][2]string
}

// write writes t to path, as Parquet or CSV by the path's extension.
func (t *table) write(path string) error {
	var write func(io.Writer) error
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".parquet":
		write = t.writeParquet
	case ".csv":
		write = t.writeCSV
	default:
		return fmt.Errorf("%s: write rows to a .parquet or .csv file, not %q", path, ext)
	}
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<16)
	if err := write(w); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// writeCSV writes a header line and a line per row.
func (t *table) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	rec := make([]string, len(t.cols))
	for i, c := range t.cols {
		rec[i] = c.name
	}
	if err := cw.Write(rec); err != nil {
		return err
	}
	for _, row := range t.rows {
		for i, v := range row {
			switch x := v.(type) {
			case int64:
				rec[i] = strconv.FormatInt(x, 10)
			case uint64:
				rec[i] = strconv.FormatUint(x, 10)
			case float64:
				rec[i] = strconv.FormatFloat(x, 'g', -1, 64)
			case string:
				rec[i] = x
			case bool:
				rec[i] = strconv.FormatBool(x)
			case []int64:
				rec[i] = string(mustJSON(x))
			}
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeParquet writes the table as one Parquet file, Snappy-compressed,
// its columns in the table's order, with the table's metadata.
func (t *table) writeParquet(w io.Writer) error {
	opts := []parquet.WriterOption{t.schema(), parquet.Compression(&parquet.Snappy)}
	for _, kv := range t.meta {
		opts = append(opts, parquet.KeyValueMetadata(kv[0], kv[1]))
	}
	pw := parquet.NewWriter(w, opts...)
	const batch = 4096
	rows := make([]parquet.Row, 0, batch)
	for k, row := range t.rows {
		r := make(parquet.Row, 0, len(row))
		for i, v := range row {
			var pv parquet.Value
			switch x := v.(type) {
			case int64:
				pv = parquet.Int64Value(x)
			case uint64:
				pv = parquet.Int64Value(int64(x))
			case float64:
				pv = parquet.DoubleValue(x)
			case string:
				pv = parquet.ByteArrayValue([]byte(x))
			case bool:
				pv = parquet.BooleanValue(x)
			case []int64:
				r = appendList(r, x, i)
				continue
			}
			r = append(r, pv.Level(0, 0, i))
		}
		rows = append(rows, r)
		if len(rows) == batch || k == len(t.rows)-1 {
			if _, err := pw.WriteRows(rows); err != nil {
				return err
			}
			rows = rows[:0]
		}
	}
	return pw.Close()
}

// appendList appends a list of integers as the values of column i: an
// empty list is one null at definition level 0; each item is defined at
// level 1, the first starting the row's list (repetition level 0) and the
// others repeating it (level 1).
func appendList(r parquet.Row, list []int64, i int) parquet.Row {
	if len(list) == 0 {
		return append(r, parquet.Value{}.Level(0, 0, i))
	}
	for k, x := range list {
		r = append(r, parquet.Int64Value(x).Level(min(k, 1), 1, i))
	}
	return r
}

// schema is the table's Parquet schema: a struct type built for its
// columns keeps their order (a parquet.Group would sort them by name).
func (t *table) schema() *parquet.Schema {
	fields := make([]reflect.StructField, len(t.cols))
	for i, c := range t.cols {
		var typ reflect.Type
		switch c.kind {
		case intCol:
			typ = reflect.TypeFor[int64]()
		case uintCol:
			typ = reflect.TypeFor[uint64]()
		case floatCol:
			typ = reflect.TypeFor[float64]()
		case stringCol:
			typ = reflect.TypeFor[string]()
		case boolCol:
			typ = reflect.TypeFor[bool]()
		case intListCol:
			typ = reflect.TypeFor[[]int64]()
		}
		tag := `parquet:"` + c.name + `"`
		if c.kind == intListCol {
			tag = `parquet:"` + c.name + `,list"`
		}
		fields[i] = reflect.StructField{Name: "C" + strconv.Itoa(i), Type: typ, Tag: reflect.StructTag(tag)}
	}
	return parquet.SchemaOf(reflect.New(reflect.StructOf(fields)).Elem().Interface())
}
