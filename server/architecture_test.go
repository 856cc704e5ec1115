package server

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// layers are the server's packages from the top down (docs/architecture.md):
// a package may import only packages on later lines.
var layers = [][]string{
	{"caribe/server"},
	{"caribe/server/lobby", "caribe/server/ratings"},
	{"caribe/server/tables"},
	{"caribe/server/table"},
	{"caribe/server/accounts", "caribe/server/limits", "caribe/server/accounts/passkeytest"},
	{"caribe/server/levels", "caribe/server/secret", "caribe/server/refusal", "caribe/server/wire"},
}

// serverDirs are the directories of the server's packages, from this one.
func serverDirs(t *testing.T) map[string]string {
	t.Helper()
	dirs := map[string]string{}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if matches, _ := filepath.Glob(filepath.Join(path, "*.go")); len(matches) > 0 {
			dirs[filepath.ToSlash(filepath.Join("caribe/server", path))] = path
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// TestTheServersPackagesImportOnlyDownward checks the layering of
// docs/architecture.md: no package of the server imports one on its own
// layer or above it, and every package has its place there.
func TestTheServersPackagesImportOnlyDownward(t *testing.T) {
	rank := map[string]int{}
	for i, layer := range layers {
		for _, p := range layer {
			rank[p] = i
		}
	}
	for path, dir := range serverDirs(t) {
		r, ok := rank[path]
		if !ok {
			t.Errorf("%s has no layer in docs/architecture.md (layers in architecture_test.go)", path)
			continue
		}
		pkg, err := build.ImportDir(dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range pkg.Imports {
			if ir, ok := rank[imp]; ok && ir <= r {
				t.Errorf("%s imports %s, which is not below it", path, imp)
			}
		}
	}
}

// maxMethods and maxLines bound a type's method set and a file.
const maxMethods, maxLines = 40, 400

// TestTheServersTypesAndFilesStaySmall checks that no type of the
// server's packages has more than maxMethods methods, those it has by
// embedding counted, and that no file other than a test is over maxLines
// lines.
func TestTheServersTypesAndFilesStaySmall(t *testing.T) {
	for path, dir := range serverDirs(t) {
		fset := token.NewFileSet()
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		methods, embeds := map[string]int{}, map[string][]string{}
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			if n := fset.Position(f.End()).Line; n > maxLines {
				t.Errorf("%s is %d lines, over %d", name, n, maxLines)
			}
			collect(f, methods, embeds)
		}
		for typ := range methods {
			if n := methodSet(typ, methods, embeds, map[string]bool{}); n > maxMethods {
				t.Errorf("%s.%s has %d methods, over %d", path, typ, n, maxMethods)
			}
		}
	}
}

// collect counts the methods declared on each type of f and lists the
// types each struct of f embeds.
func collect(f *ast.File, methods map[string]int, embeds map[string][]string) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv != nil && len(d.Recv.List) == 1 {
				methods[typeName(d.Recv.List[0].Type)]++
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				ts, ok := s.(*ast.TypeSpec)
				if !ok {
					continue
				}
				if _, seen := methods[ts.Name.Name]; !seen {
					methods[ts.Name.Name] = 0
				}
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					continue
				}
				for _, field := range st.Fields.List {
					if len(field.Names) == 0 {
						embeds[ts.Name.Name] = append(embeds[ts.Name.Name], typeName(field.Type))
					}
				}
			}
		}
	}
}

// methodSet counts typ's methods with those of the types it embeds.
func methodSet(typ string, methods map[string]int, embeds map[string][]string, seen map[string]bool) int {
	if seen[typ] {
		return 0
	}
	seen[typ] = true
	n := methods[typ]
	for _, e := range embeds[typ] {
		n += methodSet(e, methods, embeds, seen)
	}
	return n
}

// typeName is the name of a receiver's or an embedded field's type.
func typeName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return typeName(e.X)
	case *ast.Ident:
		return e.Name
	case *ast.IndexExpr:
		return typeName(e.X)
	case *ast.SelectorExpr:
		return e.X.(*ast.Ident).Name + "." + e.Sel.Name
	}
	return ""
}
