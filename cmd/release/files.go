package main

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"text/template"
)

// files holds the release's texts: the desktop entry, the package's control
// file, the READMEs and SERVE.txt, the Windows version strings. They are
// metadata of the packages, not texts of the app (those live in locales/).
//
//go:embed files
var files embed.FS

// meta is what the templates in files/ fill in.
type meta struct {
	Version      string // as scripts/version.sh prints it
	DebVersion   string // the same for dpkg (debianVersion)
	WinVersion   string // "1.2.3.4" (windowsVersion)
	Glibc        string // the newest glibc symbol version the binary uses
	InstalledKiB int64  // the unpacked size of the Debian package
	Folder       string // the folder an archive unpacks to
}

// render fills in the template files/name.
func render(name string, m meta) ([]byte, error) {
	src, err := files.ReadFile("files/" + name)
	if err != nil {
		return nil, fmt.Errorf("release: %w", err)
	}
	t, err := template.New(name).Option("missingkey=error").Funcs(template.FuncMap{
		"json": func(s string) (string, error) {
			b, err := json.Marshal(s)
			return string(b), err
		},
	}).Parse(string(src))
	if err != nil {
		return nil, fmt.Errorf("release: template %s: %w", name, err)
	}
	var out bytes.Buffer
	if err := t.Execute(&out, m); err != nil {
		return nil, fmt.Errorf("release: template %s: %w", name, err)
	}
	return out.Bytes(), nil
}
