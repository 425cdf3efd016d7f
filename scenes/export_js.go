//go:build js

package scenes

import (
	"fmt"
	"syscall/js"
)

// saveExport starts the browser's download of data as name; "" says there
// is no path to show.
func saveExport(name string, data []byte) (path string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("export: %v", r)
		}
	}()
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "application/octet-stream"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := js.Global().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	js.Global().Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return "", nil
}
