package scenes

import (
	"bytes"
	"fmt"
	"io/fs"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/records"
)

// historyEntries are the matches kept, newest first (none without a book).
func historyEntries(ctx *Ctx) []records.Entry {
	if ctx.History == nil {
		return nil
	}
	return ctx.History.Entries(records.Filter{})
}

// exportName is the name of an export made at t.
func exportName(t time.Time) string {
	return "cardtable-" + t.Format("2006-01-02") + ".cardtable-history"
}

// export writes the whole history as one file (saveExport: the Downloads
// folder on the desktop, a download in the browser) and says so.
func (h *historyScene) export(ctx *Ctx) {
	if ctx.History == nil {
		return
	}
	var buf bytes.Buffer
	if err := ctx.History.Export(&buf); err != nil {
		h.note, h.noteBad = ctx.Loc.Problem("history.export_failed", err), true
		return
	}
	name := exportName(time.Now())
	where, err := saveExport(name, buf.Bytes())
	switch {
	case err != nil:
		h.note, h.noteBad = ctx.Loc.Problem("history.export_failed", err), true
	case where == "":
		h.note, h.noteBad = ctx.Loc.T("history.exported_web", "Name", name), false
	default:
		h.note, h.noteBad = ctx.Loc.T("history.exported", "Path", where), false
	}
}

// importDropped imports the files dropped on the window this tick.
func (h *historyScene) importDropped(ctx *Ctx) {
	dropped := ebiten.DroppedFiles()
	if dropped == nil {
		return
	}
	entries, err := fs.ReadDir(dropped, ".")
	if err != nil {
		h.note, h.noteBad = ctx.Loc.Problem("history.import_failed", err), true
		return
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		data, err := fs.ReadFile(dropped, e.Name())
		if err != nil {
			h.note, h.noteBad = ctx.Loc.Problem("history.import_failed", fmt.Errorf("%s: %w", e.Name(), err)), true
			continue
		}
		h.importData(ctx, e.Name(), data)
	}
}

// importData imports one file's content and says how it went.
func (h *historyScene) importData(ctx *Ctx, name string, data []byte) {
	if ctx.History == nil {
		return
	}
	added, known, err := ctx.History.Import(bytes.NewReader(data))
	if err != nil {
		h.note, h.noteBad = ctx.Loc.Problem("history.import_failed", fmt.Errorf("%s: %w", name, err)), true
		return
	}
	h.note, h.noteBad = ctx.Loc.T("history.imported", "Added", added, "Known", known), false
	h.load(ctx)
	h.build(ctx)
}
